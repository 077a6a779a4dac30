import Foundation

/// A `TextDocument` over a `TextStore`, for tests and the playground: the keyboard edits it
/// through the protocol, and a test plays the host through the `host…` methods and reads the
/// whole state (text, selection, marked text) back.
///
/// A reference type, like the proxy it stands in for: the keyboard and the test share one.
/// Not thread-safe; use it from one task at a time.
public final class InMemoryTextDocument: TextDocument {
    /// The whole document: text, selection and marked text.
    public internal(set) var store: TextStore
    /// The focused field's identity; `hostFocusNewDocument` changes it.
    public internal(set) var documentIdentifier: UUID
    /// The focused field's traits; `hostSetTraits` changes them.
    public internal(set) var textInputTraits: TextInputTraits
    /// Told about host-side changes (never about the keyboard's own edits).
    public weak var inputDelegate: (any TextInputDelegate)?
    /// How many grapheme clusters of context the keyboard may see on each side of the selection,
    /// nil for all; iOS hosts show only part of a long document.
    public var contextLimit: Int?

    /// A focused field holding `text` with the caret at its end (or `selectedTextRange`).
    public init(
        text: String = "", selectedTextRange: TextRange? = nil, traits: TextInputTraits = TextInputTraits(),
        documentIdentifier: UUID = UUID(), contextLimit: Int? = nil
    ) {
        store = TextStore(text, selectedTextRange: selectedTextRange)
        textInputTraits = traits
        self.documentIdentifier = documentIdentifier
        self.contextLimit = contextLimit
    }

    /// The whole text, marked text included.
    public var text: String { store.text }
    /// The selection (a caret when empty), in grapheme clusters.
    public var selectedTextRange: TextRange { store.selectedTextRange }
    /// The marked text's range, nil when nothing is marked.
    public var markedTextRange: TextRange? { store.markedTextRange }
    /// The marked text, nil when nothing is marked.
    public var markedText: String? { store.markedText }

    // MARK: TextDocument

    /// The text before the selection (marked text included), at most `contextLimit` characters.
    public var documentContextBeforeInput: String? {
        let end = store.selectedTextRange.start.offset
        let start = visibleContext.map { max(0, end - $0) } ?? 0
        return nonEmpty(store.text(in: TextRange(start..<end)))
    }

    /// The text after the selection, at most `contextLimit` characters.
    public var documentContextAfterInput: String? {
        let start = store.selectedTextRange.end.offset
        let end = visibleContext.map { min(store.count - start, $0) + start } ?? store.count
        return nonEmpty(store.text(in: TextRange(start..<end)))
    }

    /// `contextLimit`, with a negative limit read as 0.
    private var visibleContext: Int? { contextLimit.map { max(0, $0) } }

    /// The selected text, nil for a caret.
    public var selectedText: String? { nonEmpty(store.selectedText) }

    /// Whether the document holds any text.
    public var hasText: Bool { store.hasText }

    /// Types `text` in place of the marked text or selection (see `TextStore.insertText`).
    public func insertText(_ text: String) {
        store.insertText(text)
    }

    /// Deletes the selection or the grapheme cluster before the caret (see `TextStore.deleteBackward`).
    public func deleteBackward() {
        store.deleteBackward()
    }

    /// Moves the caret `offset` UTF-16 code units from the selection's end (forward) or start
    /// (backward), collapsing the selection; a landing point inside a cluster moves on to the
    /// cluster's far side, and the ends of the document stop it. Leaving the marked text commits it.
    public func adjustTextPosition(byCharacterOffset offset: Int) {
        let selection = store.selectedTextRange
        let from = offset >= 0 ? selection.end : selection.start
        let utf16 = store.utf16Offset(of: from) ?? 0
        let (sum, overflow) = utf16.addingReportingOverflow(offset)
        let target = overflow ? (offset > 0 ? store.utf16Count : 0) : min(max(sum, 0), store.utf16Count)
        let position = store.position(utf16Offset: target, rounding: offset >= 0 ? .up : .down) ?? from
        store.selectedTextRange = .caret(at: position)
    }

    /// Shows `markedText` with UTF-16 range `selectedRange` (relative to it, widened to whole
    /// clusters) selected; "" removes the marked text. A `selectedRange` of `NSNotFound` or past
    /// the end puts the caret after the marked text.
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        let offsets = GraphemeOffsets(markedText)
        let end = offsets.count
        var graphemeRange = end..<end
        if selectedRange.location != NSNotFound, selectedRange.location >= 0, selectedRange.length >= 0,
            selectedRange.location <= offsets.utf16Count
        {
            let upperUTF16 = selectedRange.location + min(selectedRange.length, offsets.utf16Count - selectedRange.location)
            graphemeRange =
                offsets.graphemeRange(forUTF16Range: selectedRange.location..<upperUTF16) ?? graphemeRange
        }
        store.setMarkedText(markedText, selectedRange: graphemeRange)
    }

    /// Commits the marked text as it stands.
    public func unmarkText() {
        store.unmarkText()
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
