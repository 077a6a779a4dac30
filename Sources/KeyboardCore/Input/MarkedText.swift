import Foundation
import TextInputModel

/// The marked text an input form last showed in the document, so it is set only when it changes
/// and a commit knows it replaces it. Every form that shows marked text keeps one.
struct MarkedText {
    /// The text shown (nil: none).
    private(set) var shown: String?
    /// Where the caret is in `shown` (characters).
    private(set) var caret = 0

    /// The part of `shown` before the caret (what the document has right before its caret).
    var beforeCaret: String? { shown.map { String($0.prefix(caret)) } }

    /// Shows `text` in `document` with the caret `caret` characters into it (nil: at its end; nil
    /// or empty text removes it), only when either changed.
    mutating func show(_ text: String?, caret: Int? = nil, in document: any TextDocument) {
        let text = text?.isEmpty == false ? text : nil
        let caret = min(max(caret ?? Int.max, 0), text?.count ?? 0)
        guard text != shown || caret != self.caret else { return }
        if let text {
            // The caret at the end (plain typing) needs no grapheme offsets.
            if caret == text.count { document.setMarkedText(text) } else { document.setMarkedText(text, selectedGraphemeRange: caret..<caret) }
        } else if shown != nil {
            document.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        }
        shown = text
        self.caret = caret
    }

    /// The marked text is gone (a commit replaced it, or the document no longer shows it).
    mutating func forget() {
        shown = nil
        caret = 0
    }
}
