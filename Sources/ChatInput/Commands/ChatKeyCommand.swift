import KeyboardCore

/// A key of a hardware keyboard as `UIKeyCommand` names it (`input` plus modifier flags).
public enum ChatKeyInput: Hashable, Sendable {
    /// A printable character (`"1"`, `"a"`).
    case character(String)
    /// The non-printing keys the chat binds: return, escape, tab and the four arrows.
    case returnKey, escape, tab, upArrow, downArrow, leftArrow, rightArrow
}

/// `UIKeyModifierFlags`, the ones the chat uses.
public struct ChatKeyModifiers: OptionSet, Hashable, Sendable {
    /// Our own bits (shift 1, control 2, alternate 4, command 8), not UIKit's values: ShurufaUIKit maps them flag by flag.
    public let rawValue: Int
    /// The modifiers whose bits are set.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift (⇧).
    public static let shift = ChatKeyModifiers(rawValue: 1)
    /// Control (⌃).
    public static let control = ChatKeyModifiers(rawValue: 2)
    /// Option (⌥), UIKit's `.alternate`.
    public static let alternate = ChatKeyModifiers(rawValue: 4)
    /// Command (⌘).
    public static let command = ChatKeyModifiers(rawValue: 8)
}

/// What a key command does in the chat.
public enum ChatCommand: Hashable, Sendable {
    /// Send the message.
    case send
    /// Insert a line break instead of sending.
    case newline
    /// Hide the keyboard.
    case dismissKeyboard
    /// Put the last sent message back in the bar to edit (the bar is empty).
    case editLastMessage
    /// Hand the key to the keyboard core (a composition is open: digits pick, ← → move the caret in
    /// the composition, ↑ ↓ the highlighted candidate).
    case keyboard(HardwareKey)
}

/// One entry of the chat's `keyCommands`: the UIKit side makes a `UIKeyCommand` of each.
public struct ChatKeyCommand: Hashable, Sendable {
    /// The key pressed with the modifiers.
    public var input: ChatKeyInput
    /// The modifiers held (none by default).
    public var modifiers: ChatKeyModifiers
    /// The discoverability title shown when ⌘ is held (nil: not listed).
    public var title: String?
    /// What the chat does when the command fires.
    public var command: ChatCommand

    /// A command; no title keeps it out of the ⌘-held overlay.
    public init(input: ChatKeyInput, modifiers: ChatKeyModifiers = [], title: String? = nil, command: ChatCommand) {
        self.input = input
        self.modifiers = modifiers
        self.title = title
        self.command = command
    }

    /// The commands for the bar's state. While the core composes, return, escape, the arrows and
    /// the digits 1–9 are the core's (`KeyboardController.keyPress`); otherwise return sends,
    /// ⇧↩ breaks the line, ⎋ hides the keyboard and ↑ in an empty bar edits the last message.
    public static func commands(isComposing: Bool, barIsEmpty: Bool) -> [ChatKeyCommand] {
        if isComposing {
            let keys: [(ChatKeyInput, HardwareKey)] = [
                (.returnKey, .returnKey), (.escape, .escape),
                (.leftArrow, .arrowLeft), (.rightArrow, .arrowRight), (.upArrow, .arrowUp), (.downArrow, .arrowDown),
            ]
            let digits = (1...9).map { (ChatKeyInput.character(String($0)), HardwareKey.character(String($0))) }
            return (keys + digits).map { ChatKeyCommand(input: $0.0, command: .keyboard($0.1)) }
        }
        var list = [
            ChatKeyCommand(input: .returnKey, title: "发送", command: .send),
            ChatKeyCommand(input: .returnKey, modifiers: .command, command: .send),
            ChatKeyCommand(input: .returnKey, modifiers: .shift, title: "换行", command: .newline),
            ChatKeyCommand(input: .escape, title: "收起键盘", command: .dismissKeyboard),
        ]
        if barIsEmpty { list.append(ChatKeyCommand(input: .upArrow, title: "编辑上一条", command: .editLastMessage)) }
        return list
    }

    /// The command a key press triggers, or nil when the system should handle it.
    public static func resolve(_ input: ChatKeyInput, modifiers: ChatKeyModifiers, isComposing: Bool, barIsEmpty: Bool) -> ChatCommand? {
        commands(isComposing: isComposing, barIsEmpty: barIsEmpty)
            .first { $0.input == input && $0.modifiers == modifiers }?.command
    }
}
