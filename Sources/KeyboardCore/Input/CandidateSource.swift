import Foundation
import KeyboardLayout
import PinyinEngine
import TextInputModel

/// One input form's stage between the router and the candidate bar (DESIGN.md "Input forms as
/// candidate sources"): pinyin (26-key, 双拼, 9-key: `ChineseComposer`), 手写 (`HandwritingPad`),
/// 笔画 (`StrokeSource`), 注音 (`ZhuyinSource`). The controller holds the active one (chosen by the
/// Chinese keyboard shown, `CandidateSources`); the router sends it what a key types while its
/// form is up (`InputRoute.composition`) and the bar and grid show what it lists. 联想 after a commit
/// is its own stage (`PredictionSource`), reached through `SourceHost`. A keystroke in one form
/// runs no other form's code.
protocol CandidateSource: AnyObject {
    /// Whether input of this form is in progress: its candidates fill the bar, edits go to it.
    var hasInput: Bool { get }
    /// The bar's texts while `hasInput`, best first.
    var candidateTexts: [String] { get }
    /// The input as shown in the document's marked text (`ni'hao`, strokes, 注音), nil when none.
    var composingText: String? { get }
    /// Whether a character key's `text` is this form's input (a pinyin letter, a stroke, a 注音 symbol).
    func takes(_ text: String) -> Bool
    /// Types one key's `text` (one it `takes`); `touch` is where the finger landed (for 纠错).
    func type(_ text: String, touch: KeyTouch?, in host: SourceHost)
    /// Deletes the last unit of input (a letter, a stroke, a symbol, a pick).
    func deleteBackward(in host: SourceHost)
    /// Picks candidate `index`: commits it (and asks for 联想) or goes on with the rest.
    func pick(_ index: Int, in host: SourceHost) -> SourcePick
    /// Ends the input, if any: the input as typed, the best candidates, or nothing.
    func end(_ end: CompositionEnd, in host: SourceHost)
    /// Forgets the input the document no longer shows (the caret moved, a new field).
    func abandon()
    /// Takes the touches this form handles itself (the 手写 pad's ink) and returns the others, in
    /// order, for the touch interpreter. Key-based forms take none.
    func write(_ touches: [Touch], in host: SourceHost, target: (LayoutPoint) -> TouchTarget) -> [Touch]
    /// The ink drawn over the pad (nil: none).
    var ink: PadInk? { get }
    /// 9-key: the choices of the left column (nil: the column's punctuation).
    var columnItems: [String]? { get }
    /// Small hints under letter keys by key id (双拼 finals); nil: none.
    var keyHints: [String: String]? { get }
    /// Whether the input stays while another page (123, emoji) is shown; false ends it first.
    var survivesPageChange: Bool { get }
}

extension CandidateSource {
    /// Key-based forms handle no touches themselves.
    func write(_ touches: [Touch], in host: SourceHost, target: (LayoutPoint) -> TouchTarget) -> [Touch] { touches }
    /// Key-based forms draw no ink.
    var ink: PadInk? { nil }
    /// Only 9-key pinyin fills the column.
    var columnItems: [String]? { nil }
    /// Only 双拼 shows hints.
    var keyHints: [String: String]? { nil }
    /// Input stays through a page change (a composition goes on after a digit page).
    var survivesPageChange: Bool { true }
}

/// What picking a candidate did.
enum SourcePick: Hashable {
    /// The input was committed (with the emoji picked, if the candidate was one).
    case committed(emoji: String?)
    /// Part of the input was converted; input goes on.
    case continued
    /// No such candidate.
    case nothing
}

/// The narrow interface a candidate source acts through: the document it types into and 联想.
struct SourceHost {
    /// The document typed into.
    let document: any TextDocument
    /// 联想, and the context a commit leaves for what is typed next.
    let predictions: PredictionSource

    /// The text before the caret ("" when the host gives none).
    var textBeforeCaret: String { document.documentContextBeforeInput ?? "" }

    /// Types `text` committed by a form without pinyin (a written or stroked character) and,
    /// with `predicting`, offers 联想 after it; `readAs` is the text before the caret with the
    /// character as the form read it (simplified), what the next words are looked up after.
    func commit(_ text: String, readAs reading: String, predicting: Bool) {
        document.insertText(text)
        predictions.inserted(text, readAs: reading, predicting: predicting)
    }

    /// Shows `text` as the marked text (nil or empty removes it), only when it changed.
    func showMarkedText(_ text: String?, shown: inout String?) {
        let text = text?.isEmpty == false ? text : nil
        guard text != shown else { return }
        if let text { document.setMarkedText(text) } else if shown != nil { document.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)) }
        shown = text
    }
}
