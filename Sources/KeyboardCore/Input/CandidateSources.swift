import Emoji
import ChineseEngine
import TextInputModel

/// The candidate sources of one keyboard, one per schema, each made when its schema is first
/// shown (the pad's model, the stroke table and the tone table are opened only then: a pinyin
/// session never makes the pad), and 联想, which they share. Which one is active follows the
/// schema shown (`source(for:)`): the keyboard state is its one owner. A source is built from
/// its schema's kind and form (`make(_:)`), so a schema added to the registry has one at once.
/// English letters (the mode 英, an English-only keyboard) have their own source, made (and its
/// engine opened) the first time English is shown.
final class CandidateSources {
    /// 联想 after any commit, and the context a commit leaves.
    let predictions: PredictionSource
    /// The engine's own syllables on the 26 keys (full pinyin) and as 9-key digits: always made
    /// (the keyboard starts on it).
    let pinyin: ChineseComposer
    private let configuration: KeyboardConfiguration
    /// The sources made so far, by schema.
    private var made: [SchemaID: any CandidateSource] = [:]
    /// The document the English source reads its word from.
    private let document: any TextDocument
    /// What every commit teaches: English ranks the words chosen before and keeps those kept.
    private let memory: CommitMemory
    /// English suggestions, once English was shown.
    private(set) var english: EnglishSource?
    /// The emoji index the composers suggest from.
    private let emojiIndex: EmojiSearchIndex?
    /// Saved phrases by short code (常用语), offered by every composer of the engine's own syllables.
    var quickPhrases: QuickPhraseBook? {
        didSet { for case let composer as ChineseComposer in [pinyin] + made.values where composer.engine.schema.dataFolder == nil {
            composer.quickPhrases = quickPhrases
        } }
    }

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

    /// The source of the keyboard `selection` shows: English's in English, else its schema's.
    func source(for selection: KeyboardSelection) -> any CandidateSource {
        guard selection.mode == .english else { return source(for: selection.schema) }
        if let english { return english }
        let made = EnglishSource(document: document, memory: memory)
        english = made
        return made
    }

    /// The source of `schema`, made the first time it is asked for.
    /// 联想 follows the language of the source's engine (粤拼's Cantonese, every other's Mandarin)
    /// and the script the schema writes.
    func source(for schema: SchemaID) -> any CandidateSource {
        if let source = made[schema] { return following(source, schema: schema) }
        let source = make(schema.schema)
        made[schema] = source
        return following(source, schema: schema)
    }

    /// The schemas whose sources were asked for (全拼's always made).
    var madeSchemas: Set<SchemaID> { Set(made.keys).union([.pinyin]) }

    /// `source`, with 联想 switched to its language (a composer's engine's; the others type the
    /// engine's own words) and to the script `schema` writes.
    private func following(_ source: any CandidateSource, schema: SchemaID) -> any CandidateSource {
        predictions.follow((source as? ChineseComposer)?.engine ?? pinyin.engine, schema: schema.rawValue, script: configuration.script(for: schema.schema))
        return source
    }

    /// A new source for `schema`, from its kind and form, over the composer's engine (its
    /// settings, user dictionary and learner), in the script the configuration sets for it.
    private func make(_ schema: Schema) -> any CandidateSource {
        let engine = pinyin.engine, limit = configuration.candidateLimit
        let id = SchemaID(rawValue: schema.id)
        switch schema.kind {
        case .handwriting:
            return HandwritingPad(schema: id, engine: engine, scriptConverter: scriptConverter(for: schema), settings: configuration.handwriting)
        case .codeTable:
            guard let scheme = schema.codes else { return pinyin }
            return CodeSource(engine: engine, scheme: scheme, scriptConverter: scriptConverter(for: schema), limit: limit)
        case .syllables:
            if schema.form == .zhuyin { return ZhuyinSource(schema: id, engine: engine, scriptConverter: scriptConverter(for: schema), limit: limit) }
            return makeComposer(for: schema)
        }
    }

    /// The script converter `schema`'s candidates pass: the script the configuration sets for
    /// it; a table of traditional characters (倉頡's, 速成's) written in 简体 by the simplifying
    /// table of the data folder its characters come from, else kept as the table has them.
    private func scriptConverter(for schema: Schema) -> ScriptConverter {
        let script = configuration.script(for: schema)
        guard let codes = schema.codes, codes.isTraditional else { return (try? ScriptConverter(script: script)) ?? .identity }
        guard script == .simplified else { return .identity }
        return (try? pinyin.engine.openSimplifier(of: codes)) ?? .identity
    }

    /// The composer of a syllable schema: the engine's own syllables in full pinyin or 9-key
    /// digits are `pinyin`; another form (a 双拼 scheme) a composer over the same engine reading
    /// it; a language of its own data folder (粤拼's `yue`) the engine over that folder, with the
    /// configuration's 懒音, learning into the memory's learner of its syllables and writing its
    /// text's characters or, for 简体, simplified ones. Without that data the keyboard types
    /// pinyin, as a keyboard whose data is missing must type something.
    private func makeComposer(for schema: Schema) -> any CandidateSource {
        guard schema.dataFolder != nil else {
            // 全拼 and its 9-key digits are `pinyin`'s; another schema of the engine's own syllables
            // (a 双拼 scheme, 地球拼音's tones) an engine set to decode it.
            if schema.id == pinyin.engine.schema.id || schema.form == .nineKey { return pinyin }
            var engine = pinyin.engine
            switch schema.form {
            case .shuangpin(let name):
                guard let scheme = try? ShuangpinScheme(named: name) else { return pinyin }
                engine.settings.form = .shuangpin(scheme)
            default: engine.settings.form = .pinyin
            }
            engine.settings.schemaID = schema.id
            let composer = configuration.makeComposer(engine: engine, emojiIndex: emojiIndex, predictions: predictions)
            composer.scriptConverter = scriptConverter(for: schema)
            composer.ranking = memory.ranking
            composer.quickPhrases = quickPhrases
            return composer
        }
        guard var engine = try? pinyin.engine.opening(schema) else { return pinyin }
        engine.settings.lazySounds = configuration.lazyJyutping
        engine.userLexicon = memory.userWords(over: engine.lexicon)
        engine.learner = memory.learner(for: engine.lexicon.syllables)
        let composer = ChineseComposer(
            engine: engine, emojiIndex: nil, candidateLimit: configuration.candidateLimit, emojiLimit: 0, predictions: predictions)
        composer.scriptConverter = configuration.script(for: schema) == .simplified ? (try? engine.openSimplifier()) ?? .identity : .identity
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
