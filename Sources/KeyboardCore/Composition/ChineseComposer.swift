import Emoji
import Foundation
import KeyGeometry
import ChineseEngine

/// The Chinese composition of one keyboard: the engine's `Composition` (letters typed, pieces
/// picked), one `LatticeDecoder` reused keystroke after keystroke (so one more letter is
/// incremental), the candidates and the marked text to show. 9-key digits are decoded as such
/// (a second decoder reads the composition as 9-key input while it holds digits); a pinyin
/// choice fixes the first syllable's letters. Candidates pass the script filter last.
public final class ChineseComposer {
    /// What a pick did.
    public enum PickResult: Hashable, Sendable {
        /// The composition is complete: this is to be committed (the composer is empty again).
        case commit(Commit)
        /// Part of the input was converted; composing goes on with the rest.
        case partial
        /// No such candidate.
        case none
    }

    /// The engine it decodes with (its settings, user lexicon and learner).
    public let engine: ChineseEngine
    private let decoder: LatticeDecoder
    /// The decoder of compositions holding 9-key digits.
    private lazy var nineKeyDecoder: LatticeDecoder = {
        var settings = engine.settings
        settings.form = .nineKey
        var nineKey = engine
        nineKey.settings = settings
        return nineKey.makeDecoder()
    }()
    /// The script candidates are written in (the filter after decoding).
    public var scriptConverter: ScriptConverter = .identity {
        didSet { if isComposing { refresh() } }
    }
    /// Emoji suggested after the words (`xiaoku` → 😂), when an index is given.
    private let emojiIndex: EmojiSearchIndex?
    /// How many engine candidates to fetch per keystroke.
    public var candidateLimit: Int
    /// How many emoji to append after the words.
    public var emojiLimit: Int
    /// Saved phrases by short code (常用语): offered when the input is a phrase's code.
    public var quickPhrases: QuickPhraseBook?
    /// The newest emoji version the host can draw; newer emoji are not suggested (nil: all).
    public var emojiMaximumVersion: EmojiVersion?

    /// The keyboard's one ranking stage, for a reload made outside a call through the commit
    /// stage (nil: a composer no keyboard made, whose candidates nothing remembers).
    var ranking: ChoiceRanking?

    /// Letters typed and pieces picked.
    public internal(set) var composition = Composition()
    /// The candidates for what is left, best first.
    public internal(set) var candidates: [CandidateItem] = []
    /// The text to show as marked text: the picks, then the segmented pinyin (`你好shi'jie`).
    public internal(set) var markedText = ""
    /// 9-key: pinyin choices for the start of the pending digits.
    public internal(set) var nineKeyChoices: [String] = []
    /// The words before the composition, after which its first word is scored (我们 + `qu` → 去).
    public private(set) var startContext: LeftContext = .sentenceStart
    /// Where the finger landed for each character of `composition.input` (nil: unknown).
    private var touches: [KeyTouch?] = []
    /// 粤拼, 地球拼音: the tone (`1`–`6`) typed where `composition.input` has the separator it decodes as.
    var typedTones: [Character?] = []
    /// The table typed tones weigh candidates by (the schema's `tone-table`), opened at the first
    /// tone typed (nil when the schema names none or it cannot be read: tones then only separate).
    lazy var toneTable: ToneTable? = try? engine.openTones(of: schema)
    /// The letters a 滑行 gesture composed (`ChineseComposer+Gesture`), while the bar shows its
    /// words (candidates decoded again end it).
    var gestureInput: String?
    /// The text before the caret when the gesture was made (what its word is chosen after).
    var gestureContext = ""
    /// How many of the first candidates are the gesture's words (while `gestureInput` holds).
    var gestureWords = 0
    /// The text before the caret when the composition began (what a text of an entered code
    /// table, 拆字's, is chosen after).
    private(set) var textBeforeInput = ""
    var currentTouches: [KeyTouch?] { touches }
    /// The letter keys the touch points are read against (the layout drawn; the phone's QWERTY until a keyboard sets them).
    public var keys: KeyGeometry {
        get { decoder.keys }
        set { decoder.keys = newValue }
    }
    /// 联想 after a commit, and the context a commit leaves for the next composition.
    public let predictions: PredictionSource
    /// 笔画筛选: keeps the candidates whose next character begins with some strokes (nil: all);
    /// dropped when a pick changes the next character or the composition ends.
    public internal(set) var strokeFilter: StrokeFilter?
    /// With a 双拼 scheme on, the finals (and zh/ch/sh) each letter key types, by key id (`q` →
    /// `iu`), for the keys to show as hints; nil in full pinyin. Made once (the scheme is the engine's).
    public private(set) lazy var keyHints: [String: String]? = Self.keyHints(for: engine)
    /// The stroke table 笔画筛选 reads, opened the first time a filter is asked for (nil when it cannot be read).
    private(set) lazy var strokeTable: StrokeTable? = try? engine.openStrokes()
    /// v模式 (`v123`, `v2026.11.25`, `v1+2`) and the `rq` `sj` `xq` `nl` shortcuts; its 农历 table
    /// is opened the first time it is needed.
    private(set) lazy var vMode: VMode = engine.makeVMode()
    /// The clock and time zone `rq` `sj` `xq` `nl` read (injected: tests set a fixed time).
    public var clock: VModeClock = .system
    /// The schema the engine decodes (its tone keys, hints, gestures): the composer asks it what it
    /// declares, never which language it is.
    public private(set) lazy var schema: Schema = engine.schema
    /// The code tables a key typed first enters inside this schema (拆字 after `u` in 全拼), opened at their first use.
    lazy var enteredCodes = EnteredCodes(engine: engine, within: schema)

    /// A composer over `engine`, suggesting up to `emojiLimit` emoji from `emojiIndex` after up to
    /// `candidateLimit` engine candidates; a new composition reads its context from `predictions` (a new one by default).
    public init(
        engine: ChineseEngine, emojiIndex: EmojiSearchIndex? = nil, candidateLimit: Int = 40, emojiLimit: Int = 2,
        predictions: PredictionSource? = nil
    ) {
        self.engine = engine
        decoder = engine.makeDecoder()
        self.emojiIndex = emojiIndex
        self.candidateLimit = max(1, candidateLimit)
        self.emojiLimit = max(0, emojiLimit)
        self.predictions = predictions ?? PredictionSource(engine: engine)
    }

    /// Whether anything is being composed.
    public var isComposing: Bool { !composition.isEmpty }

    /// The raw letters as typed (picks included), what return commits.
    public var rawInput: String { composition.input }

    /// The longest composition, in syllables (as the common keyboards cap it): a letter past it is
    /// not taken, so no input, typed or pasted, makes a keystroke's work grow without bound.
    public static let maximumSyllables = 64

    /// Types letters (or `'`) at the composition's caret (its end unless moved); a new composition
    /// starts after `textBeforeCaret`. Returns false, changing nothing, when the composition would
    /// pass `maximumSyllables`.
    /// `touch` is where the finger landed on the key of a one-letter `text` (for 纠错). In 粤拼 a
    /// tone (1–6, v x q) ends its syllable (the schema's `syllableTones`).
    @discardableResult
    public func type(_ text: String, touch: KeyTouch? = nil, after textBeforeCaret: @autoclosure () -> String? = nil) -> Bool {
        let typed = text
        let text = isComposing ? inputTyped(text, after: inputBeforeCaret) : text
        if text.isEmpty { return doubleTone(typed) }
        if !isComposing { begin(after: textBeforeCaret()) }
        predictions.clear()
        return withinLimit {
            alignTouches()
            let at = composition.caret
            composition.type(text)
            touches.insert(contentsOf: [KeyTouch?](repeating: nil, count: text.count), at: at)
            typedTones.insert(contentsOf: [Character?](repeating: nil, count: text.count), at: at)
            if text.count == 1 { touches[at] = touch }
            if text == "'", typed != "'" { typedTones[at] = Self.tone(typed) }
        }
    }

    /// Keeps `touches` and `typedTones` one per character of the input (a 9-key syllable fixed adds
    /// its separator without either): padded or cut at the end.
    private func alignTouches() {
        let count = composition.input.count
        if touches.count > count { touches.removeLast(touches.count - count) }
        if touches.count < count { touches.append(contentsOf: [KeyTouch?](repeating: nil, count: count - touches.count)) }
        if typedTones.count > count { typedTones.removeLast(typedTones.count - count) }
        if typedTones.count < count { typedTones.append(contentsOf: [Character?](repeating: nil, count: count - typedTones.count)) }
    }

    /// The input before the caret (what a tone typed there ends).
    var inputBeforeCaret: String { String(composition.input.prefix(composition.caret)) }

    /// Appends a 9-key digit; a new composition starts after `textBeforeCaret`. Returns false,
    /// changing nothing, when the composition would pass `maximumSyllables`.
    @discardableResult
    public func typeDigit(_ digit: Int, after textBeforeCaret: @autoclosure () -> String? = nil) -> Bool {
        if isVModeComposition, (0...9).contains(digit) { return withinLimit { typeAtCaret(String(digit)) } }
        guard (2...9).contains(digit) else { return false }
        if !isComposing { begin(after: textBeforeCaret()) }
        return withinLimit { typeAtCaret(String(digit)) }
    }

    /// Types one character with no touch point at the caret.
    private func typeAtCaret(_ text: String) {
        alignTouches()
        let at = composition.caret
        composition.type(text)
        touches.insert(nil, at: at)
        typedTones.insert(nil, at: at)
    }

    /// Applies `change` and refreshes; undoes it if the composition then has more than
    /// `maximumSyllables` syllables (picked characters plus the syllables of the segmented rest).
    private func withinLimit(_ change: () -> Void) -> Bool {
        let before = (composition, touches, typedTones)
        // Cheap bound first: a syllable has at least one letter.
        let letters = composition.input.count
        guard letters < Self.maximumSyllables * 6 else { return false }
        change()
        refresh()
        let rest = markedText.dropFirst(composition.pickedText.count)
        let syllables = composition.pickedText.count + (rest.isEmpty ? 0 : rest.split { $0 == "'" || $0 == " " }.count)
        guard syllables > Self.maximumSyllables else { return true }
        (composition, touches, typedTones) = before
        refresh()
        return false
    }

    /// Backspace: un-picks the last pick, else deletes the letter or digit before the caret (see
    /// `Composition.deleteBackward()`).
    public func deleteBackward() {
        alignTouches()
        let caret = composition.caret, count = composition.input.count
        composition.deleteBackward()
        if composition.input.count < count, caret > 0, caret <= touches.count {
            touches.remove(at: caret - 1)
            typedTones.remove(at: caret - 1)
        }
        refresh()
    }

    /// Sets the left context of a new composition from the document's text before the caret:
    /// the words of the last commit when the text still ends with it, else a look-up (a sentence
    /// end, punctuation or an empty document give the sentence start).
    func begin(after textBeforeCaret: String?) {
        textBeforeInput = textBeforeCaret ?? ""
        startContext = predictions.context(before: textBeforeInput)
    }

    /// 9-key: fixes the first unfixed syllable as the pinyin choice at `index`.
    @discardableResult
    public func selectNineKeyChoice(at index: Int) -> Bool {
        guard nineKeyChoices.indices.contains(index), composition.fixNineKeySyllable(nineKeyChoices[index]) else { return false }
        refresh()
        return true
    }

    /// Picks the candidate at `index`.
    public func select(at index: Int) -> PickResult {
        guard candidates.indices.contains(index) else { return .none }
        let item = candidates[index]
        let inventory = engine.lexicon.syllables
        // A 滑行 word is chosen among the gesture's words, whether the engine has it or not.
        let swiped = isGestureComposition
        switch item.source {
        case .gesture:
            let picked = Commit.Picked(item.text, after: gestureContext)
            let commit = Commit(composition.pickedText + item.text, from: .swipe(SchemaID(rawValue: schema.id)), picked: picked, followUp: .reading(item.text, predicting: true))
            reset()
            return .commit(commit)
        case .code:
            // 拆字's character, picked by its components: the memory learns it, and its reading with it.
            let picked = Commit.Picked(item.text, after: textBeforeInput)
            let commit = Commit(item.text, from: enteredForm, picked: picked, followUp: .reading(textBeforeInput + item.text, predicting: true))
            reset()
            return .commit(commit)
        case .emoji, .phrase, .vMode:
            let picked = Commit.Picked(item.text, readings: composition.picks, in: inventory, emoji: item.source == .emoji ? [item.text] : [])
            let commit = Commit(composition.pickedText + item.text, from: form, picked: picked)
            reset()
            return .commit(commit)
        case .engine(let candidate):
            composition.select(candidate)
            strokeFilter = nil
            if composition.isComplete {
                // The context of the next composition, and 联想 after it.
                var commit = Commit.composed(composition.textToCommit, composition, from: form, in: inventory, after: startContext)
                if swiped {
                    // The engine's own word for the gesture: chosen among its words, with the readings the engine read.
                    let picked = Commit.Picked(item.text, after: gestureContext, readings: composition.picks, in: inventory)
                    commit = Commit(commit.text, from: .swipe(SchemaID(rawValue: schema.id)), picked: picked, followUp: commit.followUp)
                }
                reset()
                return .commit(commit)
            }
            refresh()
            return .partial
        }
    }

    /// The form a composition's commit is made in: the schema decoded (its 9-key schema while
    /// the composition holds digits).
    var form: Commit.Form {
        let typed = composition.hasNineKeyDigits ? Schema.syllables(engine.lexicon.syllables, form: .nineKey) : schema
        return .schema(SchemaID(rawValue: typed.id))
    }

    /// The form of a pick from the code table the composition's first key entered (拆字 after `u`).
    private var enteredForm: Commit.Form {
        let key = composition.remainingInput.first
        let entered = Schema.all.first { $0.entersFrom.contains(schema.id) && $0.entryKey == key }
        return .schema(SchemaID(rawValue: entered?.id ?? schema.id))
    }

    /// The picks made so far (for learning), before `reset()`.
    public var picks: [Composition.Pick] { composition.picks }

    /// Ends the composition with the letters as typed (what was already picked stays picked and
    /// is learned); nil when not composing.
    public func finishRaw() -> Commit? {
        guard isComposing else { return nil }
        let commit = Commit.composed(
            composition.pickedText + composition.remainingInput, composition, from: form, in: engine.lexicon.syllables, after: startContext,
            predicting: false)
        reset()
        return commit
    }

    /// Ends the composition by picking the first candidate until the input is used up (each pick
    /// consumes input, and a bound makes sure this ends), else as typed; nil when not composing.
    public func finishBest() -> Commit? {
        var remaining = rawInput.count + 1
        while isComposing, remaining > 0 {
            switch select(at: 0) {
            case .commit(let commit): return commit
            case .partial: remaining -= 1
            case .none: remaining = 0
            }
        }
        return finishRaw()
    }

    /// The pick that choosing the engine candidate at `index` would make (nil for an emoji or a
    /// bad index): what a candidate's 删除 forgets.
    public func pick(forCandidateAt index: Int) -> Composition.Pick? {
        guard candidates.indices.contains(index), case .engine(let candidate) = candidates[index].source else { return nil }
        var trial = composition
        trial.select(candidate)
        return trial.picks.last
    }

    /// Decodes again (after the user dictionary changed under the same input), the candidates
    /// ranked by the memory as after a key (`ChoiceRanking`: 拆字's texts chosen before first).
    public func reload() {
        guard isComposing else { return }
        refresh()
        ranking?.rank(rankedByMemory)
    }

    /// Drops everything.
    public func reset() {
        composition = Composition()
        touches.removeAll(keepingCapacity: true)
        typedTones.removeAll(keepingCapacity: true)
        candidates.removeAll(keepingCapacity: true)
        nineKeyChoices.removeAll(keepingCapacity: true)
        markedText = ""
        strokeFilter = nil
    }

    /// Decodes what is left and rebuilds candidates and marked text.
    func refresh() {
        candidates.removeAll(keepingCapacity: true)
        gestureInput = nil
        let rest = composition.remainingInput
        if showVModeCandidates(for: rest) { return }
        let nineKey = composition.hasNineKeyDigits
        let decoder = nineKey ? nineKeyDecoder : self.decoder
        nineKeyChoices = nineKey ? NineKeyPinyin.choices(for: composition.nineKeyDigits.digits) : []
        guard !rest.isEmpty else {
            markedText = composition.pickedText
            return
        }
        // What is left is scored after the context and the pieces already picked.
        decoder.leftContext = startContext.appending(composition.picks.flatMap(\.words))
        if !nineKey { weighTypedTones(in: rest, for: decoder) }
        decoder.decode(PinyinInput(rest, form: decoder.settings.form), touches: remainingTouches())
        let found = strokeFilter.map { decoder.candidates(limit: candidateLimit, keeping: $0) } ?? decoder.candidates(limit: candidateLimit)
        for candidate in found {
            let shown = candidate.converted(by: scriptConverter)
            candidates.append(CandidateItem(text: shown.text, source: .engine(shown)))
        }
        if composition.picks.isEmpty, strokeFilter == nil {
            // 9-key digits are no phrase code: there only the emoji its top reading names (4242 哈哈 → 😂).
            let phrases = nineKey ? [] : (quickPhrases?.phrases(forCode: rest) ?? []) + todayForms(for: rest)
            CandidateExtras.insert(phrases: phrases, emoji: emojiSuggestions(nineKey ? nil : rest), into: &candidates)
            if !nineKey { enteredCodes.insert(for: rest, converter: scriptConverter, into: &candidates) }
        }
        let segmented = decoder.segmentedPinyin()
        // 中英混输: a reading with English words in it (我在用iPhone) shows the letters as typed, not
        // cut into syllables (wo'zai'yong'iphone) the English part is not made of.
        let mixed = !nineKey && candidates.first?.text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } == true
        markedText = composition.pickedText + showingTypedTones(mixed ? rest : segmented)
        if nineKey { nineKeyChoices = NineKeyPinyin.bestFirst(nineKeyChoices, segmented: segmented, composition: composition) }
    }

    /// Emoji the input names: those the top reading means in everyday use (`EverydayEmojiWords`:
    /// 哈哈 → 😂) or is the Chinese name or a keyword of (点赞 → 👍), then those whose name's
    /// pinyin the letters spell (`xiaoku` → 😂; none for 9-key digits, `letters` nil), at most
    /// `emojiLimit`; none without an index or with the limit 0 (the setting that turns them off).
    private func emojiSuggestions(_ letters: String?) -> [String] {
        guard let emojiIndex, emojiLimit > 0 else { return [] }
        var found: [String] = []
        if let top = candidates.first?.text, (1...4).contains(top.count), top.unicodeScalars.allSatisfy({ $0.value >= 0x3400 }) {
            found = EverydayEmojiWords.emoji(for: top)
            for result in emojiIndex.search(top, limit: emojiLimit * 2, maximumVersion: emojiMaximumVersion)
            where result.quality == .exact && (result.match == .chineseName || result.match == .alias) && !found.contains(result.entry.value) {
                found.append(result.entry.value)
            }
        }
        for result in letters.map({ emojiIndex.pinyinSuggestions($0, limit: emojiLimit, maximumVersion: emojiMaximumVersion) }) ?? []
        where !found.contains(result.entry.value) {
            found.append(result.entry.value)
        }
        return Array(found.prefix(emojiLimit))
    }
}
