import Foundation

/// What pressing a key means, as data; KeyboardCore turns it into an effect on the document.
///
/// In JSON an action is a short code: `"char:q"`, `"backspace"`, `"shift"`, `"space"`, `"return"`,
/// `"capslock"`, `"globe"`, `"page:numbers"`, `"zh-en"`, `"nine:2:abc"`, `"separator"`, `"candidates"`,
/// `"dismiss"`, `"mic"`, `"none"`.
public enum KeyAction: Hashable, Sendable {
    /// Types the text (a letter, digit or punctuation mark).
    case character(String)
    case backspace
    case shift
    /// The iPad's caps lock key: turns caps lock on, or off again.
    case capsLock
    case space
    /// The return key; its label follows the host's return key type.
    case returnKey
    /// The globe key: switches to the next system keyboard.
    case nextKeyboard
    /// Shows another page of this keyboard (123, ABC, #+=, emoji).
    case page(KeyboardPage)
    /// Toggles Chinese and English input (中/英).
    case toggleLanguage
    /// A 9-key (九宫格) key: a digit and the letters it stands for.
    case nineKey(digit: Int, letters: String)
    /// The pinyin syllable separator (9-key 1, `'` when typed).
    case separator
    /// The 9-key left column that lists pinyin choices or punctuation.
    case candidateColumn
    /// Hides the keyboard (iPad).
    case dismissKeyboard
    /// Starts dictation / a voice note.
    case dictation
    /// Does nothing (a decorative key).
    case none
}

extension KeyAction {
    /// The JSON code of the action.
    public var code: String {
        switch self {
        case .character(let text): "char:" + text
        case .backspace: "backspace"
        case .shift: "shift"
        case .capsLock: "capslock"
        case .space: "space"
        case .returnKey: "return"
        case .nextKeyboard: "globe"
        case .page(let page): "page:" + page.rawValue
        case .toggleLanguage: "zh-en"
        case .nineKey(let digit, let letters): "nine:\(digit):\(letters)"
        case .separator: "separator"
        case .candidateColumn: "candidates"
        case .dismissKeyboard: "dismiss"
        case .dictation: "mic"
        case .none: "none"
        }
    }

    /// Parses a JSON action code; `nil` if it is not one.
    public init?(code: String) {
        let simple: [String: KeyAction] = [
            "backspace": .backspace, "shift": .shift, "capslock": .capsLock, "space": .space, "return": .returnKey,
            "globe": .nextKeyboard, "zh-en": .toggleLanguage, "separator": .separator,
            "candidates": .candidateColumn, "dismiss": .dismissKeyboard, "mic": .dictation, "none": .none,
        ]
        if let action = simple[code] {
            self = action
        } else if code.hasPrefix("char:"), code.count > 5 {
            self = .character(String(code.dropFirst(5)))
        } else if code.hasPrefix("page:"), let page = KeyboardPage(rawValue: String(code.dropFirst(5))) {
            self = .page(page)
        } else if code.hasPrefix("nine:") {
            let parts = code.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let digit = Int(parts[1]), (0...9).contains(digit) else { return nil }
            self = .nineKey(digit: digit, letters: String(parts[2]))
        } else {
            return nil
        }
    }

    /// The role a key with this action has when the file does not say.
    var defaultRole: KeyRole {
        switch self {
        case .character, .nineKey, .separator: .character
        case .space: .space
        case .candidateColumn: .candidateColumn
        default: .function
        }
    }

    /// The icon a key with this action shows when the file gives neither label nor icon.
    var defaultIcon: KeyIcon? {
        switch self {
        case .backspace: .delete
        case .shift: .shift
        case .capsLock: .capsLock
        case .nextKeyboard: .globe
        case .page(.emoji): .emoji
        case .dismissKeyboard: .hideKeyboard
        case .dictation: .microphone
        default: nil
        }
    }
}

extension KeyAction: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let action = KeyAction(code: code) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown action \"\(code)\"; expected char:X, backspace, shift, capslock, space, return, globe, "
                    + "page:letters|numbers|symbols|emoji, zh-en, nine:D:letters, separator, candidates, dismiss, mic or none")
        }
        self = action
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
