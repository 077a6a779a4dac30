import Foundation
import TextInputModel

/// The marked text an input form last showed in the document, so it is set only when it changes
/// and a commit knows it replaces it. Every form that shows marked text keeps one.
struct MarkedText {
    /// The text shown (nil: none).
    private(set) var shown: String?

    /// Shows `text` in `document` (nil or empty removes it), only when it changed.
    mutating func show(_ text: String?, in document: any TextDocument) {
        let text = text?.isEmpty == false ? text : nil
        guard text != shown else { return }
        if let text { document.setMarkedText(text) } else if shown != nil { document.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)) }
        shown = text
    }

    /// The marked text is gone (a commit replaced it, or the document no longer shows it).
    mutating func forget() { shown = nil }
}
