#if canImport(UIKit)
import Foundation
import TextInputModel
import UIKit

/// The core's `TextDocument` over the host app's `textDocumentProxy`: every call is passed through
/// and every trait is mapped by raw value (the core's trait enums mirror UIKit's numbering).
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

    public var documentContextBeforeInput: String? { onMain { $0.documentContextBeforeInput } }
    public var documentContextAfterInput: String? { onMain { $0.documentContextAfterInput } }
    public var selectedText: String? { onMain { $0.selectedText } }
    public var hasText: Bool { onMain { $0.hasText } }
    public var documentIdentifier: UUID { onMain { $0.documentIdentifier } }

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
            textContentType: p.textContentType.flatMap { $0 }.map { TextContentType(rawValue: $0.rawValue) },
            enablesReturnKeyAutomatically: p.enablesReturnKeyAutomatically ?? false
        )
    }

    public func insertText(_ text: String) { onMain { $0.insertText(text) } }
    public func deleteBackward() { onMain { $0.deleteBackward() } }
    public func adjustTextPosition(byCharacterOffset offset: Int) { onMain { $0.adjustTextPosition(byCharacterOffset: offset) } }
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        onMain { $0.setMarkedText(markedText, selectedRange: selectedRange) }
    }
    public func unmarkText() { onMain { $0.unmarkText() } }
}
#endif
