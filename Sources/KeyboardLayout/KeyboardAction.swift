import Foundation

/// What the keyboard is asked to do, as a value: the one action type from a layout file's keys
/// through the touch interpreter, physical keys and the host to `KeyboardController`, which is the
/// one place that applies it. A layout key names its action in JSON by a short code (`"char:q"`,
/// `"backspace"`, `"nine:2:abc"`; see ``code``); the actions only the keyboard itself makes (a
/// candidate picked, the caret moved) have codes too, so every action reads and writes the same way.
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
    /// The 9-key left column that lists pinyin choices or punctuation: a touch on it becomes the
    /// cell's own action (`selectColumnItem`, or the punctuation's `character`).
    case candidateColumn
    /// The 手写 writing pad: a finger that lands on it writes a stroke (the core's
    /// `HandwritingPad` takes its touches); it never acts as a key.
    case handwritingPad
    /// Picks the candidate at an index of the full candidate list.
    case selectCandidate(Int)
    /// 9-key: picks the pinyin choice at an index of the left column.
    case selectColumnItem(Int)
    /// Opens the small menu of the candidate at an index (a long press on it): 删除.
    case openCandidateMenu(Int)
    /// Forgets the candidate at an index (the menu's 删除): the user dictionary drops it and
    /// remembers it as deleted, so learning does not bring it back.
    case deleteCandidate(Int)
    /// Closes the candidate menu, doing nothing.
    case closeCandidateMenu
    /// Opens or closes the expanded candidate grid.
    case toggleCandidateGrid
    /// Shows another page of the expanded candidate grid (+1 next, -1 previous).
    case candidateGridPage(Int)
    /// Moves the caret by grapheme clusters (negative: backward); space-bar drag and arrow keys.
    case moveCursor(Int)
    /// Types an emoji from the emoji page (committing any composition first) and records it in the recents.
    case insertEmoji(String)
    /// Shows a category of the emoji page (an index of its category bar: recents first, then the groups).
    case emojiCategory(Int)
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
    /// A touch on the toolbar of the empty candidate bar or in an open panel (剪贴板, 常用语).
    case panel(PanelCommand)
    /// Does nothing (a decorative key).
    case none
}

extension KeyboardAction {
    /// The action's code, as a layout file writes it (`"char:q"`, `"page:numbers"`, `"candidate:2"`).
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
        case .candidateColumn: "candidates"
        case .handwritingPad: "pad"
        case .selectCandidate(let index): "candidate:\(index)"
        case .selectColumnItem(let index): "column:\(index)"
        case .openCandidateMenu(let index): "candidate-menu:\(index)"
        case .deleteCandidate(let index): "delete-candidate:\(index)"
        case .closeCandidateMenu: "close-candidate-menu"
        case .toggleCandidateGrid: "candidate-grid"
        case .candidateGridPage(let delta): "candidate-grid-page:\(delta)"
        case .moveCursor(let offset): "cursor:\(offset)"
        case .insertEmoji(let emoji): "emoji:" + emoji
        case .emojiCategory(let index): "emoji-category:\(index)"
        case .emojiPage(let delta): "emoji-page:\(delta)"
        case .beginEmojiSearch: "emoji-search"
        case .endEmojiSearch: "emoji-search-end"
        case .cancelComposition: "cancel"
        case .dismissKeyboard: "dismiss"
        case .dictation: "mic"
        case .panel(let command): "panel:" + command.code
        case .none: "none"
        }
    }

    /// The actions without an argument, by code.
    private static let simple: [String: KeyboardAction] = [
        "backspace": .backspace, "delete-word": .deleteWordBackward, "shift": .shift, "capslock": .capsLock, "space": .space,
        "return": .returnKey, "globe": .nextKeyboard, "zh-en": .toggleLanguage, "separator": .separator,
        "candidates": .candidateColumn, "pad": .handwritingPad, "close-candidate-menu": .closeCandidateMenu, "candidate-grid": .toggleCandidateGrid,
        "emoji-search": .beginEmojiSearch, "emoji-search-end": .endEmojiSearch, "cancel": .cancelComposition,
        "dismiss": .dismissKeyboard, "mic": .dictation, "none": .none,
    ]

    /// The action with an integer argument whose code starts with `prefix`, if any.
    private static func numbered(_ prefix: String, _ number: Int) -> KeyboardAction? {
        switch prefix {
        case "candidate": .selectCandidate(number)
        case "column": .selectColumnItem(number)
        case "candidate-menu": .openCandidateMenu(number)
        case "delete-candidate": .deleteCandidate(number)
        case "candidate-grid-page": .candidateGridPage(number)
        case "cursor": .moveCursor(number)
        case "emoji-category": .emojiCategory(number)
        case "emoji-page": .emojiPage(number)
        default: nil
        }
    }

    /// Parses an action code; `nil` if it is not one.
    public init?(code: String) {
        if let action = Self.simple[code] {
            self = action
            return
        }
        guard let colon = code.firstIndex(of: ":") else { return nil }
        let prefix = String(code[..<colon]), argument = String(code[code.index(after: colon)...])
        switch prefix {
        case "char" where !argument.isEmpty: self = .character(argument)
        case "insert" where !argument.isEmpty: self = .insertText(argument)
        case "emoji" where !argument.isEmpty: self = .insertEmoji(argument)
        case "panel":
            guard let command = PanelCommand(code: argument) else { return nil }
            self = .panel(command)
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

/// An action reads and writes as its code, in layout files and everywhere else.
extension KeyboardAction: Codable {
    /// Reads an action code (`char:a`, `backspace`, `page:numbers`, …); an unknown code throws a
    /// `DecodingError` listing the codes there are.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let action = KeyboardAction(code: code) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown action \"\(code)\"; expected char:X, backspace, shift, capslock, space, return, globe, "
                    + "page:letters|numbers|symbols|emoji, zh-en, nine:D:letters, separator, candidates, pad, dismiss, mic or none")
        }
        self = action
    }

    /// Writes the action's code, which `init(from:)` reads back to the same action.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
