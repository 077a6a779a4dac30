#if canImport(UIKit)
import Foundation
import TextInputModel
import UIKit

/// The core's `TextDocument` over the host app's `textDocumentProxy`: every call is passed through
/// and every trait is mapped by raw value (the core's trait enums mirror UIKit's numbering), but the
/// content type member by member (`TextContentType.init(_:)`: UIKit's strings are private).
/// The proxy is main-actor isolated and so is a keyboard extension's every call: each member
/// asserts it (`MainActor.assumeIsolated`) rather than hop.
public final class TextDocumentProxyAdapter: TextDocument {
    private let proxy: @MainActor () -> any UITextDocumentProxy

    /// An adapter reading the controller's current proxy on every call (UIKit may replace it).
    public init(proxy: @escaping @MainActor () -> any UITextDocumentProxy) {
        self.proxy = proxy
    }

    private func onMain<T: Sendable>(_ body: @MainActor (any UITextDocumentProxy) -> T) -> T {
        MainActor.assumeIsolated { body(proxy()) }
    }

    /// The proxy's text before the caret (iOS gives only part of it, often up to a paragraph).
    public var documentContextBeforeInput: String? { onMain { $0.documentContextBeforeInput } }
    /// The proxy's text after the caret (as partial as the text before).
    public var documentContextAfterInput: String? { onMain { $0.documentContextAfterInput } }
    /// The proxy's selected text, nil when the selection is empty or the host does not say.
    public var selectedText: String? { onMain { $0.selectedText } }
    /// Whether the host's field has any text.
    public var hasText: Bool { onMain { $0.hasText } }
    /// The proxy's document identifier: it changes when the user moves to another field.
    public var documentIdentifier: UUID { onMain { $0.documentIdentifier } }

    /// The field's traits read from the proxy, by raw value; a trait the proxy leaves out (or a raw value
    /// the core does not know) is the default, autocapitalisation `.sentences`.
    public var textInputTraits: TextInputTraits { onMain(Self.traits) }

    @MainActor private static func traits(of p: any UITextDocumentProxy) -> TextInputTraits {
        TextInputTraits(
            keyboardType: p.keyboardType.flatMap { KeyboardType(rawValue: $0.rawValue) } ?? .default,
            keyboardAppearance: p.keyboardAppearance.flatMap { KeyboardAppearance(rawValue: $0.rawValue) } ?? .default,
            returnKeyType: p.returnKeyType.flatMap { ReturnKeyType(rawValue: $0.rawValue) } ?? .default,
            autocapitalizationType: p.autocapitalizationType.flatMap { AutocapitalizationType(rawValue: $0.rawValue) } ?? .sentences,
            autocorrectionType: p.autocorrectionType.flatMap { AutocorrectionType(rawValue: $0.rawValue) } ?? .default,
            spellCheckingType: p.spellCheckingType.flatMap { SpellCheckingType(rawValue: $0.rawValue) } ?? .default,
            smartQuotesType: p.smartQuotesType.flatMap { SmartQuotesType(rawValue: $0.rawValue) } ?? .default,
            smartDashesType: p.smartDashesType.flatMap { SmartDashesType(rawValue: $0.rawValue) } ?? .default,
            smartInsertDeleteType: p.smartInsertDeleteType.flatMap { SmartInsertDeleteType(rawValue: $0.rawValue) } ?? .default,
            isSecureTextEntry: p.isSecureTextEntry ?? false,
            textContentType: p.textContentType.flatMap { $0 }.map(TextContentType.init),
            enablesReturnKeyAutomatically: p.enablesReturnKeyAutomatically ?? false
        )
    }

    /// Types `text` into the host's field (replacing the marked text or the selection).
    public func insertText(_ text: String) { onMain { $0.insertText(text) } }
    /// Deletes the character before the caret (or the selection) in the host's field.
    public func deleteBackward() { onMain { $0.deleteBackward() } }
    /// Moves the caret by `offset` UTF-16 code units (negative: backwards) in the host's field.
    public func adjustTextPosition(byCharacterOffset offset: Int) { onMain { $0.adjustTextPosition(byCharacterOffset: offset) } }
    /// Shows `markedText` as provisional text with `selectedRange` (UTF-16, inside it) selected.
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        onMain { $0.setMarkedText(markedText, selectedRange: selectedRange) }
    }
    /// Commits the marked text as it is.
    public func unmarkText() { onMain { $0.unmarkText() } }
}
#endif
