import KeyGeometry
import KeyboardLayout
import ChineseEngine
import TextInputModel

/// One input form's stage between the router and the candidate bar (DESIGN.md "Input forms as
/// candidate sources"): pinyin (26-key, 双拼, 9-key), 手写, 笔画 and 注音 each conform in their own
/// folder. The controller holds the active one (chosen by the Chinese keyboard shown,
/// `CandidateSources`); the router sends it what a key types while its form is up
/// (`InputRoute.composition`) and the bar and grid show what it lists. A pick or an end returns a
/// `Commit`, which the one `CommitStage` carries out (insert, learn, 联想, recents): a source never
/// inserts or learns by itself, nor ranks by the memory (it says what may be ranked, `rankedByMemory`). What one form alone has (the 9-key column, the syllable separator,
/// the 删除 menu, the stroke row) is its own command (`perform(_:overlay:in:)`). A keystroke in one
/// form runs no other form's code.
protocol CandidateSource: AnyObject {
    /// Whether input of this form is in progress: its candidates fill the bar, edits go to it.
    var hasInput: Bool { get }
    /// The bar's texts while `hasInput`, best first.
    var candidateTexts: [String] { get }
    /// A note under each of `candidateTexts` (empty: none; shape codes note the rest of the code).
    var candidateNotes: [String] { get }
    /// The input as shown in the document's marked text (`ni'hao`, strokes, 注音), nil when none.
    var composingText: String? { get }
    /// Where the caret is in `composingText` (characters); nil: after it (a form whose input has no caret).
    var composingCaret: Int? { get }
    /// Moves the caret inside the input `offset` units (the space-bar drag, the arrow keys),
    /// stopping at either end; false when the form has no caret there (or no input).
    func moveCaret(by offset: Int) -> Bool
    /// Puts the caret where `markedOffset` characters of `composingText` fall (a tap in the marked
    /// text); false when the form has no caret there.
    func placeCaret(atMarked markedOffset: Int) -> Bool
    /// The form this source types, as `ComposingInput.form` names it (nil: a form whose input
    /// is no text a new keyboard can take up, such as the 手写 pad's ink).
    var composingForm: String? { get }
    /// The input in progress as a new keyboard of the same form can take it up (nil: none, or a
    /// form, such as the 手写 pad's ink, whose input is no text to carry).
    var composingInput: ComposingInput? { get }
    /// Takes up `input`, typed in this form on the keyboard before a change of settings, with its
    /// caret; false (nothing changed) when it was typed in another form.
    func resume(_ input: ComposingInput, in host: SourceHost) -> Bool
    /// Whether a character key's `text` is this form's input (a pinyin letter, a stroke, a 注音 symbol).
    func takes(_ text: String) -> Bool
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
    /// The candidates the memory ranks now (those chosen before after the same text first), in
    /// its list, after the text before; nil when none (the engine's learner ranks a
    /// composition's own; English ranks its bar through the same stage when it is read). Every
    /// form states it, and the one `ChoiceRanking` stage applies it after every call into the form.
    var rankedByMemory: RankedCandidates? { get }
}

extension CandidateSource {
    /// No notes.
    var candidateNotes: [String] { [] }
    /// No caret inside the input.
    var composingCaret: Int? { nil }
    /// No caret inside the input.
    func moveCaret(by offset: Int) -> Bool { false }
    /// No caret inside the input.
    func placeCaret(atMarked markedOffset: Int) -> Bool { false }
    /// No commands of its own.
    func perform(_ action: KeyboardAction, overlay: inout Overlay, in host: SourceHost) -> Bool { false }
    /// Nothing beside the candidates.
    var display: SourceDisplay { SourceDisplay() }
}

/// A form that composes nothing and offers suggestions of its own while it has no input (English:
/// the word before the caret's corrections and completions, next words); a pick of one is a
/// commit like any other (one that replaces the word typed), carried out by the stage.
protocol SuggestionSource: CandidateSource {
    /// The bar's suggestions, best first.
    var suggestionTexts: [String] { get }
    /// The suggestion drawn highlighted (the one the space bar commits), if any.
    var highlightedSuggestion: Int? { get }
    /// Picks suggestion `index`: the commit it makes (`.nothing` when there is no such cell).
    func pickSuggestion(_ index: Int, in host: SourceHost) -> SourcePick
}

/// A form whose input takes the numbers and symbols pages too (pinyin in v模式), not only its letters page.
protocol InputOffLettersSource: CandidateSource {
    /// Whether the form takes its input from the numbers and symbols pages now.
    var takesInputOffLetters: Bool { get }
}

/// A form with a timer of its own and input drawn over the keys (the 手写 pad's pause and ink):
/// another page ends its input first.
protocol TimedSource: CandidateSource {
    /// When the form's own timer next needs the host's tick, if any.
    var deadline: Double? { get }
    /// The time is `now` (a host tick): the form acts on its own timer; true when its input or
    /// candidates changed.
    func advance(to now: Double, in host: SourceHost) -> Bool
}

/// A form that takes touches itself (the 手写 pad's ink) before the touch interpreter sees them.
protocol TouchWritingSource: TimedSource {
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
}

/// What picking a candidate did.
enum SourcePick: Hashable {
    /// The input was committed: the commit to carry out.
    case committed(Commit)
    /// Part of the input was converted (and maybe committed: the pad's first character, whose
    /// commit the stage carries out); input goes on.
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
    /// The text before the caret ("" when the host gives none).
    var textBeforeCaret: String { document.documentContextBeforeInput ?? "" }

    /// The text before the caret without the marked text the stage shows (what input follows).
    var textBeforeInput: String {
        let before = textBeforeCaret
        guard let shown = commits.marked.beforeCaret, before.hasSuffix(shown) else { return before }
        return String(before.dropLast(shown.count))
    }

    /// A form's input begins: 联想 goes, and the text before the caret is what the input follows
    /// (`PredictionSource.context(before:)` reads the words of it a composition is scored after).
    func beginInput() -> String {
        predictions.clear()
        return textBeforeInput
    }

    /// Picks candidate `index` of `source` while it has input; else the alternative `index` of the
    /// last edit (a 滑行 word's, the 手写 pause's), the form's own suggestion `index` (English) or
    /// the 联想 prediction `index`. Every pick is a commit the stage carries out: what became of the input.
    func pick(_ index: Int, of source: any CandidateSource) -> SourcePick {
        let pick: SourcePick
        if source.hasInput {
            pick = source.pick(index, in: self)
        } else if let edit = commits.swappableEdit {
            pick = edit.swap(to: index, textBefore: textBeforeCaret).map(SourcePick.committed) ?? .nothing
        } else if let suggesting = source as? any SuggestionSource {
            pick = suggesting.pickSuggestion(index, in: self)
        } else if let text = predictions.select(at: index) {
            // The context the prediction was offered after, as 联想 is ranked (`PredictionSource.rankedByMemory`).
            pick = .committed(Commit(text, from: .prediction, picked: Commit.Picked(text, after: textBeforeCaret), followUp: .predicted))
        } else {
            pick = .nothing
        }
        switch pick {
        case .committed(let commit), .continued(let commit?): commits.apply(commit)
        case .continued(nil), .nothing: break
        }
        commits.show(source)
        return pick
    }

    /// The bar's texts while `source` has no input: the last edit's alternatives, else its own
    /// suggestions, else 联想.
    func idleTexts(of source: any CandidateSource) -> [String] {
        if let edit = commits.offeredEdit { return edit.commit.alternatives }
        return (source as? any SuggestionSource)?.suggestionTexts ?? predictions.texts
    }

    /// The idle bar's highlighted cell: the last edit's own alternative, or the form's suggestion the space bar commits.
    func idleHighlight(of source: any CandidateSource) -> Int? {
        if let edit = commits.offeredEdit { return edit.chosen }
        return (source as? any SuggestionSource)?.highlightedSuggestion
    }

    /// Ends `source`'s input, if any, committing what the end makes.
    func end(_ source: any CandidateSource, _ end: CompositionEnd) {
        act(on: source) { if let commit = source.end(end, in: self) { commits.apply(commit) } }
    }

    /// Runs `body`, a call into `source` (a key typed, a delete, a command, ink, a tick, a gesture),
    /// then shows its input as the marked text: the stage, not the form, keeps the document's.
    @discardableResult
    func act<Result>(on source: any CandidateSource, _ body: () -> Result) -> Result {
        defer { commits.show(source) }
        return body()
    }
}
