import Emoji
import ChineseEngine
import TextInputModel

/// The candidate sources of one keyboard, one per input form, each made when its form is first
/// shown (the pad's model, the stroke table and the tone table are opened only then: a pinyin
/// session never makes the pad), and 联想, which they share. Which one is active follows the
/// Chinese keyboard shown (`source(for:)`): the keyboard state is its one owner. A new input form
/// is one case of `ChineseKeyboard`, one line in `make(_:)` and a type conforming to `CandidateSource`.
/// English letters (the mode 英, an English-only keyboard) have their own source, made (and its
/// engine opened) the first time English is shown.
final class CandidateSources {
    /// 联想 after any commit, and the context a commit leaves.
    let predictions: PredictionSource
    /// Pinyin: 26-key (full or 双拼) and 9-key (always made: the keyboard starts on it).
    let pinyin: ChineseComposer
    private let configuration: KeyboardConfiguration
    /// The sources of the other forms made so far.
    private var made: [ChineseKeyboard: any CandidateSource] = [:]
    /// The document the English source reads its word from.
    private let document: any TextDocument
    /// What every commit teaches: English ranks the words chosen before and keeps those kept.
    private let memory: CommitMemory
    /// English suggestions, once English was shown.
    private(set) var english: EnglishSource?
    /// The emoji index the composers suggest from.
    private let emojiIndex: EmojiSearchIndex?

    /// The sources over `engine` typing into `document` as `configuration` sets them up (emoji
    /// suggestions from `emojiIndex`), ranking what was chosen before in `memory` first.
    init(engine: ChineseEngine, configuration: KeyboardConfiguration, emojiIndex: EmojiSearchIndex?, document: any TextDocument, memory: CommitMemory) {
        self.configuration = configuration
        self.document = document
        self.memory = memory
        self.emojiIndex = emojiIndex
        predictions = PredictionSource(engine: engine)
        pinyin = configuration.makeComposer(engine: engine, emojiIndex: emojiIndex, predictions: predictions)
        pinyin.ranking = memory.ranking
    }

    /// The source of the keyboard `selection` shows: English's in English, else its Chinese keyboard's.
    func source(for selection: KeyboardSelection) -> any CandidateSource {
        guard selection.mode == .english else { return source(for: selection.chineseKeyboard) }
        if let english { return english }
        let made = EnglishSource(document: document, memory: memory)
        english = made
        return made
    }

    /// The source of `keyboard`, made the first time it is asked for.
    /// 联想 follows the language of the keyboard's engine (粤拼's Cantonese, every other's Mandarin).
    func source(for keyboard: ChineseKeyboard) -> any CandidateSource {
        if keyboard == .pinyin26 || keyboard == .pinyin9 { return following(pinyin) }
        if let source = made[keyboard] { return following(source) }
        let source = make(keyboard)
        made[keyboard] = source
        return following(source)
    }

    /// `source`, with 联想 switched to its language (a composer's engine's; the others type Mandarin's words).
    private func following(_ source: any CandidateSource) -> any CandidateSource {
        predictions.follow((source as? ChineseComposer)?.engine ?? pinyin.engine)
        return source
    }

    /// The keyboards whose sources were made (pinyin always).
    var madeKeyboards: Set<ChineseKeyboard> { Set(made.keys).union([.pinyin26, .pinyin9]) }

    /// A new source for `keyboard` (not pinyin's), over the composer's engine (its settings, user
    /// dictionary and learner), in the configuration's script.
    private func make(_ keyboard: ChineseKeyboard) -> any CandidateSource {
        let engine = pinyin.engine, limit = configuration.candidateLimit
        switch keyboard {
        case .pinyin26, .pinyin9: return pinyin
        case .strokes, .wubi, .cangjie, .quick:
            // A code table's keyboard: one source over its schema's table, in its schema's script.
            let schema = keyboard.schema ?? .strokes
            let converter = schema.defaultScript == .hk ? hongKongScriptConverter(engine, schema.codes ?? .strokes) : configuration.scriptConverter
            return CodeSource(engine: engine, scheme: schema.codes ?? .strokes, scriptConverter: converter, limit: limit)
        case .handwriting: return HandwritingPad(engine: engine, scriptConverter: configuration.scriptConverter, settings: configuration.handwriting)
        case .zhuyin:
            return ZhuyinSource(engine: engine, scriptConverter: (try? ScriptConverter(script: configuration.zhuyinScript)) ?? .identity, limit: limit)
        case .jyutping: return makeCantoneseComposer()
        }
    }

    /// What 倉頡 and 速成 write: their tables' (Hong Kong's) characters, or 简体 where the Hong Kong
    /// keyboards' script names it (倉 → 仓, from the simplifier of the language its schema ranks by,
    /// `rank-by yue`; a character without another form stays). Without that table, the tables' characters.
    private func hongKongScriptConverter(_ engine: ChineseEngine, _ scheme: ShapeScheme) -> ScriptConverter {
        guard configuration.cantoneseScript == .simplified else { return .identity }
        return (try? engine.openSimplifier(of: scheme)) ?? .identity
    }

    /// 粤拼: the pinyin composer over the Cantonese engine, opened from the pinyin engine's data
    /// directory (the schema's data folder, as its language says) with the configuration's 懒音, learning into the memory's
    /// Cantonese learner, writing Hong Kong's characters or, for 简体, simplified ones. Without
    /// that data the keyboard types pinyin, as a keyboard whose data is missing must type something.
    private func makeCantoneseComposer() -> any CandidateSource {
        guard var engine = try? pinyin.engine.opening(.jyutping) else { return pinyin }
        engine.settings.lazySounds = configuration.lazyJyutping
        engine.userLexicon = memory.userWords(over: engine.lexicon)
        engine.learner = memory.learner(for: engine.lexicon.syllables)
        let composer = ChineseComposer(
            engine: engine, emojiIndex: nil, candidateLimit: configuration.candidateLimit, emojiLimit: 0, predictions: predictions)
        composer.scriptConverter = configuration.cantoneseScript == .simplified ? (try? engine.openSimplifier()) ?? .identity : .identity
        composer.ranking = memory.ranking
        return composer
    }
}

extension KeyboardConfiguration {
    /// The composer this configuration asks for over `base` (emoji suggested from `emojiIndex`
    /// when the configuration suggests any), reading its context from `predictions`.
    func makeComposer(engine base: ChineseEngine, emojiIndex: EmojiSearchIndex?, predictions: PredictionSource) -> ChineseComposer {
        let composer = ChineseComposer(
            engine: engine(from: base), emojiIndex: emojiSuggestionLimit > 0 ? emojiIndex : nil, candidateLimit: candidateLimit,
            emojiLimit: emojiSuggestionLimit, predictions: predictions)
        composer.emojiMaximumVersion = emojiMaximumVersion
        composer.scriptConverter = scriptConverter
        return composer
    }
}
