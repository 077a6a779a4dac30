import EnglishEngine
import KeyGeometry
import KeyboardLayout
import PinyinEngine
import TextInputModel

/// English as a candidate source (wherever letters are English: the QWERTY layout, 英 on the
/// pinyin keyboards, English-only fields). Unlike the Chinese forms it composes nothing: letters go
/// straight into the document, as on iOS, and the bar shows suggestions for the word before the
/// caret (`EnglishBar`): the correction or completion the space bar commits, more completions, and
/// after a space the next words. It keeps where each letter's touch landed (the engine's
/// correction is touch-aware) and the last autocorrection, so a backspace right after it restores
/// the letters typed and keeps them (`EnglishWordMemory`, through the commit stage). The engine is
/// opened the first time a field asks for suggestions; what the field allows is `EnglishFieldPolicy`.
final class EnglishSource: CandidateSource {
    /// The document the word is read from.
    let document: any TextDocument
    /// The words the user kept against corrections (the commit stage teaches it).
    let memory: EnglishWordMemory
    /// Opens the engine (once, when first needed).
    private let open: () -> EnglishEngine?
    private var engineState: EngineState = .closed
    /// The letters this keyboard typed for the word in progress and where each touch landed.
    private var typing = TypedWord()
    /// The last autocorrection, undone by a backspace right after it.
    private var lastCorrection: Correction?
    /// The last bar worked out, and what it was worked out from.
    private var cached: (key: BarKey, bar: EnglishBar)?
    /// The word the last 滑行 gesture typed (`EnglishSource+Gesture`).
    var gestureWord: GestureWord?

    private enum EngineState {
        case closed
        case open(EnglishEngine)
        case failed
    }

    /// The letters typed for a word and their touches (one per letter; nil: not known).
    struct TypedWord {
        var word = ""
        var touches: [KeyTouch?] = []
    }

    /// An autocorrection made: what was typed and what replaced it (a space after it).
    struct Correction {
        var typed: String
        var touches: [KeyTouch?]
        var corrected: String
    }

    /// What a bar depends on.
    private struct BarKey: Equatable {
        var before: String
        var word: String
        var touches: [KeyTouch?]
        var traits: TextInputTraits
        var kept: Int
    }

    /// A source over `document` never correcting the words in `memory`, opening its engine with
    /// `open` when first needed.
    init(document: any TextDocument, memory: EnglishWordMemory, open: @escaping () -> EnglishEngine? = { try? EnglishEngine() }) {
        self.document = document
        self.memory = memory
        self.open = open
    }

    /// The engine, opened now if it was not (nil when its data cannot be read: the bar stays empty).
    var engine: EnglishEngine? {
        switch engineState {
        case .open(let engine): return engine
        case .failed: return nil
        case .closed:
            guard let engine = open() else {
                engineState = .failed
                return nil
            }
            engineState = .open(engine)
            return engine
        }
    }

    /// Where the letters of the word typed were touched (one per letter; nil: not known).
    var typedTouches: [KeyTouch?] { typing.touches }

    /// Whether the engine was opened (it is, only once a field asked for suggestions).
    var isEngineOpen: Bool { if case .open = engineState { true } else { false } }

    // MARK: - CandidateSource

    /// Never: the word is in the document, not composed (edits and the return key act as usual).
    var hasInput: Bool { false }
    /// None: the bar shows `suggestionTexts`.
    var candidateTexts: [String] { [] }
    /// None: English shows no marked text.
    var composingText: String? { nil }
    /// The bar's suggestions.
    var suggestionTexts: [String]? { gestureTexts ?? bar().texts }

    /// An ASCII letter.
    func takes(_ text: String) -> Bool {
        text.count == 1 && text.first.map { $0.isASCII && $0.isLetter } == true
    }

    /// Inserts the letter and remembers where the finger landed (and on which keys: a new layout's
    /// letter keys become the engine's geometry).
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost) {
        if touch != nil, let keys = host.keys { readGeometry(of: keys) }
        let current = EnglishWordInProgress(text: host.textBeforeCaret).word
        if current != typing.word { typing = TypedWord(word: current, touches: Array(repeating: nil, count: current.count)) }
        host.document.insertText(text)
        gestureWord = nil
        typing.word += text
        typing.touches.append(touch)
        lastCorrection = nil
    }

    /// Deletes the character before the caret.
    func deleteBackward(in host: SourceHost) {
        host.document.deleteBackward()
        forgetLastLetter()
    }

    /// Nothing to pick outside the bar's commands.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick { .nothing }

    /// Nothing composed: nothing to commit (punctuation leaves the word as typed).
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit? {
        lastCorrection = nil
        return nil
    }

    /// Forgets the word typed (the caret moved, a new field).
    func abandon() {
        typing = TypedWord()
        lastCorrection = nil
        gestureWord = nil
        cached = nil
    }

    /// The middle cell, when the space bar commits it.
    var display: SourceDisplay {
        var display = SourceDisplay()
        display.highlightedSuggestion = gestureHighlight ?? bar().highlighted
        return display
    }

    /// The space bar (corrects the word, then the keyboard types the space), backspace (undoes
    /// the autocorrection just made), and a tap on a suggestion (commits it and a space).
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool {
        if let handled = performAfterGesture(action, in: host) { return handled }
        switch action {
        case .space:
            autocorrect(in: host)
            return false
        case .backspace:
            if undoCorrection(in: host) { return true }
            lastCorrection = nil
            forgetLastLetter()
            return false
        case .command(.selectCandidate(let index)), .command(.openCandidateMenu(let index)):
            return pickSuggestion(index, in: host)
        default:
            return false
        }
    }

    // MARK: - The bar

    /// The bar for the text before the caret now (worked out once per change of it).
    func bar() -> EnglishBar {
        let traits = document.textInputTraits
        let policy = EnglishFieldPolicy(traits: traits)
        guard policy.suggests else { return EnglishBar() }
        let text = String((document.documentContextBeforeInput ?? "").suffix(200))
        let word = EnglishWordInProgress(text: text)
        let touches = word.word == typing.word ? typing.touches : []
        let key = BarKey(before: word.before, word: word.word, touches: touches, traits: traits, kept: keptWords.count)
        if let cached, cached.key == key { return cached.bar }
        var bar = EnglishBar()
        if !word.isGlued, let engine {
            var context = word.before
            // A field that capitalises nothing: next words read as inside a sentence (`,` leaves no word before).
            if !policy.capitalizesSentences, word.word.isEmpty, EnglishContext(text: context).startsSentence { context = "," }
            let letters = word.typed.filter { $0 != "'" }
            let suggestions = engine.suggestions(
                context: context, typed: word.typed,
                touches: touches.count == letters.count ? touches : [],
                keep: keptWords, limit: EnglishBar.width + 1)
            bar = EnglishBar(suggestions, policy: policy)
        }
        cached = (key, bar)
        return bar
    }

    /// The words kept against corrections.
    private var keptWords: Set<String> { memory.words }

    // MARK: - Edits

    /// Replaces the word before the caret by the space bar's correction, remembering it for a backspace.
    private func autocorrect(in host: SourceHost) {
        lastCorrection = nil
        let bar = bar()
        let word = EnglishWordInProgress(text: host.textBeforeCaret)
        guard let corrected = bar.spaceText, !word.word.isEmpty, bar.typed == word.typed else { return }
        let touches = typing.word == word.word ? typing.touches : []
        host.commits.apply(Commit(corrected, replacing: word.word.count))
        lastCorrection = Correction(typed: word.word, touches: touches, corrected: corrected)
        typing = TypedWord()
    }

    /// A backspace right after an autocorrection (its space still last): the letters typed come
    /// back, kept from now on. False when the last edit was no autocorrection.
    private func undoCorrection(in host: SourceHost) -> Bool {
        guard let correction = lastCorrection else { return false }
        lastCorrection = nil
        guard host.textBeforeCaret.hasSuffix(correction.corrected + " ") else { return false }
        host.commits.apply(Commit(correction.typed, lesson: .keptEnglishWord(correction.typed), replacing: correction.corrected.count + 1))
        typing = TypedWord(word: correction.typed, touches: correction.touches)
        return true
    }

    /// Commits suggestion `index` and a space in place of the word before the caret; the letters
    /// as typed picked are kept from now on. False when the bar has no such cell.
    private func pickSuggestion(_ index: Int, in host: SourceHost) -> Bool {
        let bar = bar()
        guard bar.words.indices.contains(index) else { return false }
        let word = EnglishWordInProgress(text: host.textBeforeCaret).word
        let chosen = bar.words[index]
        let lesson: Commit.Lesson = index == bar.typedCell ? .keptEnglishWord(chosen) : .none
        host.commits.apply(Commit(chosen + " ", lesson: lesson, replacing: word.count))
        typing = TypedWord()
        lastCorrection = nil
        return true
    }

    /// Makes the letter keys of `keys` as drawn (the phone's when it has none) the engine's, when they changed.
    private func readGeometry(of keys: FittedLayout) {
        let geometry = keys.keyGeometry ?? .phone
        guard var engine = self.engine, engine.keys != geometry else { return }
        engine.keys = geometry
        engineState = .open(engine)
        cached = nil
    }

    /// The last letter typed was deleted.
    private func forgetLastLetter() {
        guard !typing.word.isEmpty else { return }
        typing.word.removeLast()
        if !typing.touches.isEmpty { typing.touches.removeLast() }
    }
}
