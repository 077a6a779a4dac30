import KeyboardLayout
import PinyinEngine
import TextInputModel

/// One input form's stage between the router and the candidate bar (DESIGN.md "Input forms as
/// candidate sources"): pinyin (26-key, 双拼, 9-key), 手写, 笔画 and 注音 each conform in their own
/// folder. The controller holds the active one (chosen by the Chinese keyboard shown,
/// `CandidateSources`); the router sends it what a key types while its form is up
/// (`InputRoute.composition`) and the bar and grid show what it lists. A pick or an end returns a
/// `Commit`, which the one `CommitStage` carries out (insert, learn, 联想, recents): a source never
/// inserts or learns by itself. What one form alone has (the 9-key column, the syllable separator,
/// the 删除 menu, the stroke row) is its own command (`perform(_:overlay:in:)`). A keystroke in one
/// form runs no other form's code.
protocol CandidateSource: AnyObject {
    /// Whether input of this form is in progress: its candidates fill the bar, edits go to it.
    var hasInput: Bool { get }
    /// The bar's texts while `hasInput`, best first.
    var candidateTexts: [String] { get }
    /// The input as shown in the document's marked text (`ni'hao`, strokes, 注音), nil when none.
    var composingText: String? { get }
    /// What the bar shows while the form has no input: its own suggestions (English: the word
    /// before the caret's corrections and completions, next words), or nil to leave the bar to 联想.
    var suggestionTexts: [String]? { get }
    /// Whether a character key's `text` is this form's input (a pinyin letter, a stroke, a 注音 symbol).
    func takes(_ text: String) -> Bool
    /// Whether the form takes its input from the numbers and symbols pages too (pinyin in v模式),
    /// not only from its letters page.
    var takesInputOffLetters: Bool { get }
    /// Types one key's `text` (one it `takes`); `touch` is where the finger landed (for 纠错).
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost)
    /// Deletes the last unit of input (a letter, a stroke, a symbol, a pick).
    func deleteBackward(in host: SourceHost)
    /// Picks candidate `index`: the commit it makes, or input going on.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick
    /// Ends the input, if any (the input as typed, the best candidates, or nothing): what to commit.
    func end(_ end: CompositionEnd, in host: SourceHost) -> Commit?
    /// Forgets the input the document no longer shows (the caret moved, a new field).
    func abandon()
    /// Carries out a command only this form has (a 9-key digit or column choice, the separator,
    /// the candidate menu, the stroke row), opening or closing its own `overlay`; false when the
    /// form has no such command (the keyboard then does what every form does).
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool
    /// What the form shows beside its candidates (ink, the 9-key column, key hints, the 笔 control).
    var display: SourceDisplay { get }
    /// Whether the input stays while another page (123, emoji) is shown; false ends it first.
    var survivesPageChange: Bool { get }
    /// When the form's own timer next needs the host's tick (the 手写 pause), if any.
    var deadline: Double? { get }
    /// The time is `now` (a host tick): the form acts on its own timer; true when its input or
    /// candidates changed.
    func advance(to now: Double, in host: SourceHost) -> Bool
}

extension CandidateSource {
    /// Input comes from the letters page only.
    var takesInputOffLetters: Bool { false }
    /// No suggestions of its own: 联想 fills the bar while the form has no input.
    var suggestionTexts: [String]? { nil }
    /// Input stays through a page change (a composition goes on after a digit page).
    var survivesPageChange: Bool { true }
    /// No commands of its own.
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool { false }
    /// Nothing beside the candidates.
    var display: SourceDisplay { SourceDisplay() }
    /// No timer of its own.
    var deadline: Double? { nil }
    /// No timer of its own: nothing changes.
    func advance(to now: Double, in host: SourceHost) -> Bool { false }
}

/// A form that takes touches itself (the 手写 pad's ink) before the touch interpreter sees them.
protocol TouchWritingSource: CandidateSource {
    /// Takes the touches this form handles and returns the others, in order, for the interpreter.
    func write(_ touches: [Touch], in host: SourceHost, target: (LayoutPoint) -> TouchTarget) -> [Touch]
}

/// What an input form shows beside its candidates and marked text; empty for most forms.
struct SourceDisplay: Hashable {
    /// The ink drawn over the pad (nil: none).
    var ink: PadInk?
    /// 9-key: the choices of the left column (nil: the column's punctuation).
    var columnItems: [String]?
    /// Small hints under letter keys by key id (双拼 finals); nil: none.
    var keyHints: [String: String]?
    /// Labels shown instead of the layout's by key id, while the input gives the key another
    /// meaning (v模式: the 123 page's 。 types a point and reads `.`); nil: none.
    var keyLabels: [String: String]?
    /// Whether the bar offers 笔画筛选 (the 笔 control) for the input now.
    var filtersByStrokes = false
    /// The suggestion drawn highlighted while the form has no input (English: the one the space bar commits).
    var highlightedSuggestion: Int?
}

/// What picking a candidate did.
enum SourcePick: Hashable {
    /// The input was committed: the commit to carry out.
    case committed(Commit)
    /// Part of the input was converted (and maybe committed: the pad's first character); input goes on.
    case continued(Commit?)
    /// No such candidate.
    case nothing
}

/// The narrow interface a candidate source acts through: the document it shows marked text in,
/// 联想's context, the commit stage (for a commit a source makes on its own, the pad's pause) and
/// the keys shown.
struct SourceHost {
    /// The document typed into.
    let document: any TextDocument
    /// 联想, and the context a commit leaves for what is typed next.
    let predictions: PredictionSource
    /// The one stage commits go through.
    let commits: CommitStage
    /// The keys shown (English correction reads the letter keys' geometry from them).
    var keys: FittedLayout?
    /// Characters chosen by shape, for the forms that rank by them.
    var characters: CharacterMemory { commits.characters }

    /// The text before the caret ("" when the host gives none).
    var textBeforeCaret: String { document.documentContextBeforeInput ?? "" }

    /// Picks candidate `index` of `source`, or the 联想 prediction `index` when it has no input,
    /// committing what the pick makes through the stage: what became of the input.
    func pick(_ index: Int, of source: any CandidateSource) -> SourcePick {
        guard source.hasInput else {
            guard let text = predictions.select(at: index) else { return .nothing }
            let commit = Commit(text, followUp: .predicted)
            commits.apply(commit)
            return .committed(commit)
        }
        let pick = source.pick(index, in: self)
        switch pick {
        case .committed(let commit), .continued(let commit?): commits.apply(commit)
        case .continued(nil), .nothing: break
        }
        return pick
    }

    /// Ends `source`'s input, if any, committing what the end makes.
    func end(_ source: any CandidateSource, _ end: CompositionEnd) {
        if let commit = source.end(end, in: self) { commits.apply(commit) }
    }
}
