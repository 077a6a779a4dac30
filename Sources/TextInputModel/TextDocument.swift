import Foundation

/// The document a keyboard types into, mirroring `UITextDocumentProxy`: the keyboard sees only
/// the text around the caret and edits through these calls. `InMemoryTextDocument` implements it
/// for tests and the playground; on iOS a thin bridge wraps `textDocumentProxy`.
///
/// Offsets follow what iOS does in practice: `adjustTextPosition(byCharacterOffset:)` and
/// `setMarkedText(_:selectedRange:)` count UTF-16 code units. The extension's
/// `adjustTextPosition(byGraphemeOffset:)` and `setMarkedText(_:selectedGraphemeRange:)` count
/// what a person sees.
public protocol TextDocument: AnyObject {
    /// The text before the caret (or selection), nil when there is none. Hosts may cut it short.
    var documentContextBeforeInput: String? { get }
    /// The text after the caret (or selection), nil when there is none. Hosts may cut it short.
    var documentContextAfterInput: String? { get }
    /// The selected text, nil when the selection is a caret.
    var selectedText: String? { get }
    /// Whether the document holds any text.
    var hasText: Bool { get }
    /// Identifies the field being edited; a new one means the user moved to another field.
    var documentIdentifier: UUID { get }
    /// The field's input traits.
    var textInputTraits: TextInputTraits { get }

    /// Types `text` in place of the marked text or selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
    /// Moves the caret by `offset` UTF-16 code units (negative: backwards), as iOS does.
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Shows provisional text with `selectedRange` (UTF-16, relative to it) selected.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the marked text as it stands.
    func unmarkText()
}

extension TextDocument {
    /// The field's `keyboardType` trait.
    public var keyboardType: KeyboardType { textInputTraits.keyboardType }
    /// The field's `keyboardAppearance` trait.
    public var keyboardAppearance: KeyboardAppearance { textInputTraits.keyboardAppearance }
    /// The field's `returnKeyType` trait.
    public var returnKeyType: ReturnKeyType { textInputTraits.returnKeyType }
    /// The field's `autocapitalizationType` trait.
    public var autocapitalizationType: AutocapitalizationType { textInputTraits.autocapitalizationType }
    /// The field's `autocorrectionType` trait.
    public var autocorrectionType: AutocorrectionType { textInputTraits.autocorrectionType }
    /// The field's `spellCheckingType` trait.
    public var spellCheckingType: SpellCheckingType { textInputTraits.spellCheckingType }
    /// The field's `smartQuotesType` trait.
    public var smartQuotesType: SmartQuotesType { textInputTraits.smartQuotesType }
    /// The field's `smartDashesType` trait.
    public var smartDashesType: SmartDashesType { textInputTraits.smartDashesType }
    /// The field's `smartInsertDeleteType` trait.
    public var smartInsertDeleteType: SmartInsertDeleteType { textInputTraits.smartInsertDeleteType }
    /// The field's `isSecureTextEntry` trait.
    public var isSecureTextEntry: Bool { textInputTraits.isSecureTextEntry }
    /// The field's `textContentType` trait.
    public var textContentType: TextContentType? { textInputTraits.textContentType }
    /// The field's `enablesReturnKeyAutomatically` trait.
    public var enablesReturnKeyAutomatically: Bool { textInputTraits.enablesReturnKeyAutomatically }

    /// Moves the caret by `offset` grapheme clusters, converted to the UTF-16 units iOS expects
    /// using the context around the caret; stops where the visible context ends.
    public func adjustTextPosition(byGraphemeOffset offset: Int) {
        let utf16: Int
        if offset >= 0 {
            utf16 = (documentContextAfterInput ?? "").prefix(offset).utf16.count
        } else {
            utf16 = -(documentContextBeforeInput ?? "").suffix(Int(clamping: offset.magnitude)).utf16.count
        }
        if utf16 != 0 { adjustTextPosition(byCharacterOffset: utf16) }
    }

    /// Shows provisional text with grapheme offsets `selectedRange` (clamped into it) selected.
    public func setMarkedText(_ markedText: String, selectedGraphemeRange selectedRange: Range<Int>) {
        let offsets = GraphemeOffsets(markedText)
        let lower = min(max(selectedRange.lowerBound, 0), offsets.count)
        let upper = min(max(selectedRange.upperBound, lower), offsets.count)
        let start = offsets.utf16Offsets[lower]
        setMarkedText(markedText, selectedRange: NSRange(location: start, length: offsets.utf16Offsets[upper] - start))
    }

    /// Shows provisional text with the caret after it.
    public func setMarkedText(_ markedText: String) {
        setMarkedText(markedText, selectedRange: NSRange(location: markedText.utf16.count, length: 0))
    }
}
