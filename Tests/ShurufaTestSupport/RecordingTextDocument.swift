import Foundation
import TextInputModel

/// A `TextDocument` that records every edit the keyboard makes and passes it on to the document it
/// wraps, so a test can check how the keyboard edited, not only the result. Reads go straight to
/// the wrapped document. Production documents record nothing; a test puts this between the
/// keyboard and its `InMemoryTextDocument` when it needs the call log.
public final class RecordingTextDocument: TextDocument {
    /// The document the calls go on to.
    public let base: any TextDocument
    /// Every edit the keyboard made, in order.
    public private(set) var calls: [TextDocumentCall] = []

    /// A recorder in front of `base`.
    public init(_ base: any TextDocument) {
        self.base = base
    }

    /// Forgets the recorded calls.
    public func clearCalls() { calls.removeAll() }

    /// The wrapped document's text before the selection.
    public var documentContextBeforeInput: String? { base.documentContextBeforeInput }
    /// The wrapped document's text after the selection.
    public var documentContextAfterInput: String? { base.documentContextAfterInput }
    /// The wrapped document's selected text.
    public var selectedText: String? { base.selectedText }
    /// Whether the wrapped document holds any text.
    public var hasText: Bool { base.hasText }
    /// The wrapped document's identity.
    public var documentIdentifier: UUID { base.documentIdentifier }
    /// The wrapped document's traits.
    public var textInputTraits: TextInputTraits { base.textInputTraits }

    /// Records, then inserts.
    public func insertText(_ text: String) {
        calls.append(.insertText(text))
        base.insertText(text)
    }

    /// Records, then deletes.
    public func deleteBackward() {
        calls.append(.deleteBackward)
        base.deleteBackward()
    }

    /// Records, then moves the caret.
    public func adjustTextPosition(byCharacterOffset offset: Int) {
        calls.append(.adjustTextPosition(offset))
        base.adjustTextPosition(byCharacterOffset: offset)
    }

    /// Records, then sets the marked text.
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        calls.append(.setMarkedText(markedText, selectedRange: selectedRange))
        base.setMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Records, then commits the marked text.
    public func unmarkText() {
        calls.append(.unmarkText)
        base.unmarkText()
    }
}

/// One call the keyboard made on a `RecordingTextDocument`.
public enum TextDocumentCall: Hashable, Sendable {
    /// `insertText(_:)` with this text.
    case insertText(String)
    /// `deleteBackward()`.
    case deleteBackward
    /// `adjustTextPosition(byCharacterOffset:)` by this many UTF-16 code units.
    case adjustTextPosition(Int)
    /// `setMarkedText(_:selectedRange:)` with this text and selection (UTF-16, within the marked text).
    case setMarkedText(String, selectedRange: NSRange)
    /// `unmarkText()`.
    case unmarkText
}
