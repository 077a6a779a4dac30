#if canImport(UIKit)
import ChatInput
import UIKit

extension UIKeyCommand {
    /// The `UIKeyCommand`s for `ChatKeyCommand.commands(…)`, each calling `action` on the responder chain.
    public static func chatCommands(isComposing: Bool, barIsEmpty: Bool, action: Selector) -> [UIKeyCommand] {
        ChatKeyCommand.commands(isComposing: isComposing, barIsEmpty: barIsEmpty).map { command in
            let key = UIKeyCommand(input: command.input.uiKitInput, modifierFlags: command.modifiers.uiKitFlags, action: action)
            if let title = command.title { key.discoverabilityTitle = title }
            return key
        }
    }
}

extension ChatKeyInput {
    /// `UIKeyCommand.input` for this key.
    @MainActor public var uiKitInput: String {
        switch self {
        case .character(let text): text
        case .returnKey: "\r"
        case .escape: UIKeyCommand.inputEscape
        case .tab: "\t"
        case .upArrow: UIKeyCommand.inputUpArrow
        case .downArrow: UIKeyCommand.inputDownArrow
        case .leftArrow: UIKeyCommand.inputLeftArrow
        case .rightArrow: UIKeyCommand.inputRightArrow
        }
    }

    /// The key a `UIKeyCommand.input` names, for resolving the command that fired.
    @MainActor public init?(uiKitInput input: String) {
        switch input {
        case "\r": self = .returnKey
        case UIKeyCommand.inputEscape: self = .escape
        case "\t": self = .tab
        case UIKeyCommand.inputUpArrow: self = .upArrow
        case UIKeyCommand.inputDownArrow: self = .downArrow
        case UIKeyCommand.inputLeftArrow: self = .leftArrow
        case UIKeyCommand.inputRightArrow: self = .rightArrow
        default:
            guard !input.isEmpty else { return nil }
            self = .character(input)
        }
    }
}

extension ChatKeyModifiers {
    /// The UIKit flags.
    public var uiKitFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if contains(.shift) { flags.insert(.shift) }
        if contains(.control) { flags.insert(.control) }
        if contains(.alternate) { flags.insert(.alternate) }
        if contains(.command) { flags.insert(.command) }
        return flags
    }

    /// Ours from UIKit's.
    public init(_ flags: UIKeyModifierFlags) {
        self = []
        if flags.contains(.shift) { insert(.shift) }
        if flags.contains(.control) { insert(.control) }
        if flags.contains(.alternate) { insert(.alternate) }
        if flags.contains(.command) { insert(.command) }
    }
}
#endif
