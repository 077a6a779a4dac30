import Foundation

/// What the keyboard is asked to do, as a value: the one action type from a layout file's keys
/// through the touch interpreter, physical keys and the host to `KeyboardController`, which is the
/// one place that applies it. A layout key names its action in JSON by a short code (`"char:q"`,
/// `"backspace"`, `"nine:2:abc"`; see ``code``). What only the keyboard itself issues about what it
/// builds at run time (a candidate picked or deleted, the grid paged, an emoji tab) is a
/// ``KeyboardCommand`` inside ``command(_:)``, which a layout file cannot name.
public enum KeyboardAction: Hashable, Sendable {
    /// Types a character key's text; in Chinese mode letters feed the composition and ASCII
    /// punctuation becomes full-width. Shift decides the letter case.
    case character(String)
    /// Inserts text exactly as given (a callout alternate, a swipe-up symbol, an emoji).
    case insertText(String)
    /// Deletes one character backward (or edits the pinyin while composing).
    case backspace
    /// Deletes one word backward (repeat delete after a long hold).
    case deleteWordBackward
    /// The shift key tapped: off → once, once/locked → off.
    case shift
    /// Caps lock on, or off again (the iPad's caps lock key, a double tap on shift).
    case capsLock
    /// The space bar: picks the highlighted candidate while composing, else types a space.
    case space
    /// The return key; its label follows the host's return key type.
    case returnKey
    /// The globe key: switches to the next system keyboard (the host does it).
    case nextKeyboard
    /// Shows another page of this keyboard (123, ABC, #+=, emoji).
    case page(KeyboardPage)
    /// Toggles Chinese and English input (中/英).
    case toggleLanguage
    /// Sets the input mode.
    case setMode(InputMode)
    /// A 9-key (九宫格) key: a digit and the letters it stands for.
    case nineKey(digit: Int, letters: String)
    /// The pinyin syllable separator (9-key 1, `'` when typed).
    case separator
    /// A 笔画 key: a stroke class or the wildcard (`stroke:h`, `stroke:any`).
    case stroke(StrokeKey)
    /// The 9-key left column that lists pinyin choices or punctuation: a touch on it becomes the
    /// cell's own action (`selectColumnItem`, or the punctuation's `character`).
    case candidateColumn
    /// The 手写 writing pad: a finger that lands on it writes a stroke (the core's
    /// `HandwritingPad` takes its touches); it never acts as a key.
    case handwritingPad
    /// Moves the caret by grapheme clusters (negative: backward); space-bar drag and arrow keys.
    case moveCursor(Int)
    /// Types an emoji from the emoji page (committing any composition first) and records it in the recents.
    case insertEmoji(String)
    /// Turns the emoji grid's page (+1 next, -1 previous), running on into the next or previous category.
    case emojiPage(Int)
    /// Opens the emoji search field: letters typed go to the query until it closes.
    case beginEmojiSearch
    /// Closes the emoji search field and shows the grid again.
    case endEmojiSearch
    /// Ends the composition, committing nothing more and dropping the marked text.
    case cancelComposition
    /// Hides the keyboard (iPad).
    case dismissKeyboard
    /// Starts dictation / a voice note.
    case dictation
    /// Does nothing (a decorative key).
    case none
    /// A command the keyboard issues itself (never read from a layout file).
    case command(KeyboardCommand)
}

extension KeyboardAction {
    /// The action's code, as a layout file writes it (`"char:q"`, `"page:numbers"`); a command's is its
    /// own code (`"candidate:2"`), which the SVG's `data-action` shows but no file may use.
    public var code: String {
        switch self {
        case .character(let text): "char:" + text
        case .insertText(let text): "insert:" + text
        case .backspace: "backspace"
        case .deleteWordBackward: "delete-word"
        case .shift: "shift"
        case .capsLock: "capslock"
        case .space: "space"
        case .returnKey: "return"
        case .nextKeyboard: "globe"
        case .page(let page): "page:" + page.rawValue
        case .toggleLanguage: "zh-en"
        case .setMode(let mode): "mode:" + mode.rawValue
        case .nineKey(let digit, let letters): "nine:\(digit):\(letters)"
        case .separator: "separator"
        case .stroke(let stroke): "stroke:" + stroke.rawValue
        case .candidateColumn: "candidates"
        case .handwritingPad: "pad"
        case .moveCursor(let offset): "cursor:\(offset)"
        case .insertEmoji(let emoji): "emoji:" + emoji
        case .emojiPage(let delta): "emoji-page:\(delta)"
        case .beginEmojiSearch: "emoji-search"
        case .endEmojiSearch: "emoji-search-end"
        case .cancelComposition: "cancel"
        case .dismissKeyboard: "dismiss"
        case .dictation: "mic"
        case .none: "none"
        case .command(let command): command.code
        }
    }

    /// The actions without an argument, by code.
    private static let simple: [String: KeyboardAction] = [
        "backspace": .backspace, "delete-word": .deleteWordBackward, "shift": .shift, "capslock": .capsLock, "space": .space,
        "return": .returnKey, "globe": .nextKeyboard, "zh-en": .toggleLanguage, "separator": .separator,
        "candidates": .candidateColumn, "pad": .handwritingPad,
        "emoji-search": .beginEmojiSearch, "emoji-search-end": .endEmojiSearch, "cancel": .cancelComposition,
        "dismiss": .dismissKeyboard, "mic": .dictation, "none": .none,
    ]

    /// The action with an integer argument whose code starts with `prefix`, if any.
    private static func numbered(_ prefix: String, _ number: Int) -> KeyboardAction? {
        switch prefix {
        case "cursor": .moveCursor(number)
        case "emoji-page": .emojiPage(number)
        default: nil
        }
    }

    /// Parses a layout file's action code; `nil` if it is not one (a command's code is not one).
    public init?(code: String) {
        if let action = Self.simple[code] {
            self = action
            return
        }
        guard let colon = code.firstIndex(of: ":") else { return nil }
        let prefix = String(code[..<colon]), argument = String(code[code.index(after: colon)...])
        switch prefix {
        case "char" where !argument.isEmpty: self = .character(argument)
        case "stroke":
            guard let stroke = StrokeKey(rawValue: argument) else { return nil }
            self = .stroke(stroke)
        case "insert" where !argument.isEmpty: self = .insertText(argument)
        case "emoji" where !argument.isEmpty: self = .insertEmoji(argument)
        case "page":
            guard let page = KeyboardPage(rawValue: argument) else { return nil }
            self = .page(page)
        case "mode":
            guard let mode = InputMode(rawValue: argument) else { return nil }
            self = .setMode(mode)
        case "nine":
            let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let digit = Int(parts[0]), (0...9).contains(digit) else { return nil }
            self = .nineKey(digit: digit, letters: String(parts[1]))
        default:
            guard let number = Int(argument), let action = Self.numbered(prefix, number) else { return nil }
            self = action
        }
    }

    /// The role a key with this action has when the file does not say.
    var defaultRole: KeyRole {
        switch self {
        case .character, .nineKey, .separator, .stroke: .character
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

/// A layout file's action reads and writes as its code; a command is neither read nor written.
extension KeyboardAction: Codable {
    /// Reads an action code (`char:a`, `backspace`, `page:numbers`, …); an unknown code throws a
    /// `DecodingError` listing the codes there are.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let action = KeyboardAction(code: code) else {
            if KeyboardCommand(code: code) != nil {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "\"\(code)\" is a command the keyboard issues itself (candidates, their menu and grid, "
                        + "emoji tabs); a layout file cannot name it")
            }
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown action \"\(code)\"; expected char:X, backspace, shift, capslock, space, return, globe, "
                    + "page:letters|numbers|symbols|emoji, zh-en, nine:D:letters, separator, stroke:h|s|p|d|z|any, candidates, pad, dismiss, mic or none")
        }
        self = action
    }

    /// Writes the action's code, which `init(from:)` reads back to the same action; a command
    /// throws `EncodingError.invalidValue`, since no layout file may hold one.
    public func encode(to encoder: any Encoder) throws {
        if case .command(let command) = self {
            throw EncodingError.invalidValue(self, .init(
                codingPath: encoder.codingPath, debugDescription: "\"\(command.code)\" is a runtime command, not a layout file's action"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
