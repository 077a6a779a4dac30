import EnglishEngine
import KeyGeometry
import KeyboardLayout
import ChineseEngine
import TextInputModel

/// English as a candidate source (wherever letters are English: the QWERTY layout, 英 on the
/// pinyin keyboards, English-only fields). Unlike the Chinese forms it composes nothing: letters go
/// straight into the document, as on iOS, and the bar shows suggestions for the word before the
/// caret (`EnglishBar`): the correction or completion the space bar commits, more completions
/// (the words typed, corrected, picked or swiped before first: the memory's ranking stage,
/// `ChoiceRanking`), and after a space the next words. It keeps where each letter's touch landed
/// (the engine's correction is touch-aware). A word ends at the space bar, at punctuation, at
/// return, when the keyboard switches away (中/英, the next keyboard, dismissed) or with a pick
/// from the bar: each is corrected alike and is a commit with its lesson; a backspace right after an
/// autocorrection (the stage's last edit) restores the letters typed and keeps them
/// (`EnglishWordMemory`). The engine is opened the first time a field asks for suggestions; what
/// the field allows is `EnglishFieldPolicy`.
final class EnglishSource: SuggestionSource {
    /// The document the word is read from.
    let document: any TextDocument
    /// What every commit teaches: the words kept against corrections, the words chosen before.
    let memory: CommitMemory
    /// Opens the engine (once, when first needed).
    private let open: () -> EnglishEngine?
    private var engineState: EngineState = .closed
    /// The letters this keyboard typed for the word in progress and where each touch landed.
    private var typing = TypedWord()
    /// The last bar worked out, and what it was worked out from.
    private var cached: (key: BarKey, bar: EnglishBar)?

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

    /// What a bar depends on.
    private struct BarKey: Equatable {
        var before: String
        var word: String
        var touches: [KeyTouch?]
        var traits: TextInputTraits
        var kept: Int
        var chosen: Int
    }

    /// A source over `document` never correcting the words in `memory`, opening its engine with
    /// `open` when first needed.
    init(document: any TextDocument, memory: CommitMemory, open: @escaping () -> EnglishEngine? = { try? EnglishEngine() }) {
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
    /// None here: the bar is worked out when it is read, and ranked by the memory then (`bar()`).
    var rankedByMemory: RankedCandidates? { nil }
    /// The bar's suggestions.
    var suggestionTexts: [String] { bar().texts }

    /// The cell the space bar commits.
    var highlightedSuggestion: Int? { bar().highlighted }

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
        typing.word += text
        typing.touches.append(touch)
    }

    /// Deletes the character before the caret.
    func deleteBackward(in host: SourceHost) {
        host.document.deleteBackward()
        forgetLastLetter()
    }

    /// Nothing composed: nothing to pick (the bar's suggestions are `pickSuggestion`).
    func pick(_ index: Int, in host: SourceHost) -> SourcePick { .nothing }

    /// Nothing composed: nothing to commit (punctuation leaves the word as typed).
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit? { nil }

    /// Forgets the word typed (the caret moved, a new field).
    func abandon() {
        typing = TypedWord()
        cached = nil
    }

    /// The space bar, punctuation and return (correct and learn the word, then the keyboard does
    /// what the key does; after a 滑行 word only that); switching away — 中/英, the next keyboard,
    /// dismissing — ends the word too but never rewrites it (as iOS and Sogou leave the text when
    /// the keyboard changes): it is learned when the space bar would have kept it; backspace (takes back the autocorrection or the 滑行 word just made: the
    /// stage's last edit), and a held suggestion (committed as a tap commits it).
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool {
        switch action {
        case .space, .returnKey:
            if host.commits.swappableEdit == nil { finishWord(in: host) }
            return false
        case .toggleLanguage, .setMode, .nextKeyboard, .dismissKeyboard:
            if host.commits.swappableEdit == nil { finishWord(in: host, rewriting: false) }
            return false
        case .character(let text) where EnglishWordInProgress.ends(with: text):
            if host.commits.swappableEdit == nil { finishWord(in: host) }
            return false
        case .backspace:
            if takeBackLastEdit(in: host) { return true }
            forgetLastLetter()
            return false
        case .command(.openCandidateMenu(let index)):
            return host.pick(index, of: self) != .nothing
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
        let full = document.documentContextBeforeInput ?? ""
        let word = EnglishWordInProgress(text: String(full.suffix(200)))
        let before = word.isGlued ? word.before : EnglishWordInProgress.context(before: full.dropLast(word.word.count))
        let touches = word.word == typing.word ? typing.touches : []
        let key = BarKey(
            before: before, word: word.word, touches: touches, traits: traits, kept: keptWords.count, chosen: memory.choices.changes)
        if let cached, cached.key == key { return cached.bar }
        var bar = EnglishBar()
        if !word.isGlued, let engine {
            var context = before
            // A field that capitalises nothing: next words read as inside a sentence (`,` leaves no word before).
            if !policy.capitalizesSentences, word.word.isEmpty, EnglishContext(text: context).startsSentence { context = "," }
            let letters = word.typed.filter { $0 != "'" }
            let suggestions = engine.suggestions(
                context: context, typed: word.typed,
                touches: touches.count == letters.count ? touches : [],
                keep: keptWords, limit: EnglishBar.width + 1)
            bar = EnglishBar(memory.ranking.englishSuggestions(suggestions), policy: policy)
        }
        cached = (key, bar)
        return bar
    }

    /// The words kept against corrections.
    private var keptWords: Set<String> { memory.englishWords.words }

    /// What a word ended (typed, corrected, picked) teaches: the English form's lesson (`Commit.Form.lessons(for:)`).
    static func picked(_ word: String, keptAsTyped: Bool = false) -> Commit.Picked { Commit.Picked(word, keptAsTyped: keptAsTyped) }

    // MARK: - Edits

    /// Ends the word before the caret (the space bar, punctuation, return, switching away):
    /// replaced by its correction (a commit a backspace right after the space bar's takes back),
    /// or kept as typed; either way learned. Not `rewriting` (switching away), a word the space bar
    /// would correct stays as typed and teaches nothing (a slip is not a word to remember).
    private func finishWord(in host: SourceHost, rewriting: Bool = true) {
        let bar = bar()
        let word = EnglishWordInProgress(text: host.textBeforeCaret)
        defer { typing = TypedWord() }
        guard !word.word.isEmpty, bar.typed == word.typed else { return }
        guard let corrected = bar.spaceText else {
            if word.word.count > 1, word.word.allSatisfy(\.isLetter) { host.commits.apply(Commit("", from: .english, picked: Self.picked(word.word))) }
            return
        }
        guard rewriting else { return }
        host.commits.apply(Commit(corrected, from: .english, picked: Self.picked(corrected), replacing: word.word.count))
    }

    /// A backspace right after the stage's last edit: a 滑行 word goes whole (with the space put
    /// before it); an autocorrection (its space still last) gives back the letters typed, kept from
    /// now on. False when the last edit was neither.
    private func takeBackLastEdit(in host: SourceHost) -> Bool {
        if let gesture = host.commits.swappableEdit {
            host.commits.apply(Commit("", replacing: gesture.commit.text.count))
            return true
        }
        // An autocorrection: a word in place of letters, with no space of its own (a pick has one).
        guard let correction = host.commits.lastEdit, !correction.replaced.isEmpty, correction.commit.alternatives.isEmpty,
              !correction.commit.text.isEmpty, !correction.commit.text.hasSuffix(" "),
              host.textBeforeCaret.hasSuffix(correction.commit.text + " ") else { return false }
        let kept = Commit.Form.english.lessons(for: Self.picked(correction.replaced, keptAsTyped: true))
        host.commits.apply(correction.takeBack(trailing: " ", lessons: kept))
        typing = TypedWord(word: correction.replaced, touches: Array(repeating: nil, count: correction.replaced.count))
        return true
    }

    /// Suggestion `index` and a space in place of the word before the caret, learned; the letters
    /// as typed picked are kept from now on. `.nothing` when the bar has no such cell.
    func pickSuggestion(_ index: Int, in host: SourceHost) -> SourcePick {
        let bar = bar()
        guard bar.words.indices.contains(index) else { return .nothing }
        let word = EnglishWordInProgress(text: host.textBeforeCaret).word
        let chosen = bar.words[index]
        typing = TypedWord()
        return .committed(Commit(chosen + " ", from: .english, picked: Self.picked(chosen, keptAsTyped: index == bar.typedCell), replacing: word.count))
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
