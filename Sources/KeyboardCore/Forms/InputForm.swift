import Foundation
import KeyboardLayout

/// One way of typing the keyboard offers, as the in-keyboard switcher lists it: a Chinese
/// keyboard (拼音, 五笔, 粤拼, …), English, or the emoji page. The forms are the keyboards of the
/// schema registry (`ChineseKeyboard.listed`) plus these two; a form's `name` is the Chinese
/// keyboard's layout name (`pinyin-26`, `wubi`) or `english`, `emoji`.
public enum InputForm: Hashable, Sendable, Codable {
    /// A Chinese keyboard, with Chinese input on.
    case chinese(ChineseKeyboard)
    /// English letters (the 中/英 key's 英).
    case english
    /// The emoji page.
    case emoji

    /// Every form, in the order a new switcher lists them.
    public static var allCases: [InputForm] { ChineseKeyboard.listed.map(InputForm.chinese) + [.english, .emoji] }

    /// The form's name in settings (`pinyin-26`, `wubi`, `english`, `emoji`).
    public var name: String {
        switch self {
        case .chinese(let keyboard): keyboard.rawValue
        case .english: "english"
        case .emoji: "emoji"
        }
    }

    /// The form a settings name names, nil for an unknown name.
    public init?(name: String) {
        switch name {
        case "english": self = .english
        case "emoji": self = .emoji
        default:
            guard let keyboard = ChineseKeyboard(rawValue: name) else { return nil }
            self = .chinese(keyboard)
        }
    }

    /// What the switcher's entry says (拼音, 九宫格, 五笔, English, 表情).
    public var title: String {
        switch self {
        case .chinese(.pinyin26): "拼音"
        case .chinese(.pinyin9): "九宫格"
        case .chinese(let keyboard): keyboard.lettersKeyLabel ?? keyboard.rawValue
        case .english: "English"
        case .emoji: "表情"
        }
    }

    /// The form `keyboard` shows now: the emoji page, English letters, or its Chinese keyboard
    /// (on its letters or another page).
    public init(showing keyboard: KeyboardSelection) {
        if keyboard.page == .emoji {
            self = .emoji
        } else if keyboard.mode == .english {
            self = .english
        } else {
            self = .chinese(keyboard.chineseKeyboard)
        }
    }
}

/// The forms a person turned on, in their order: what the in-keyboard switcher lists (a settings
/// list, as iOS's list of keyboards is, but inside the keyboard). Never empty, no form twice.
public struct EnabledForms: Hashable, Sendable, Codable {
    /// The forms, in the person's order.
    public private(set) var forms: [InputForm]

    /// `forms` in their order, each once; an empty list is the standard one.
    public init(_ forms: [InputForm]) {
        var seen: Set<InputForm> = []
        let unique = forms.filter { seen.insert($0).inserted }
        self.forms = unique.isEmpty ? Self.standard.forms : unique
    }

    private init(standard forms: [InputForm]) { self.forms = forms }

    /// A new keyboard's forms: 26-key pinyin, English and emoji.
    public static let standard = EnabledForms(standard: [.chinese(.pinyin26), .english, .emoji])

    /// The forms named in `names` (comma-separated `InputForm.name`s, as settings store them);
    /// nil when one is unknown.
    public init?(names: String) {
        let parts = names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var forms: [InputForm] = []
        for part in parts {
            guard let form = InputForm(name: part) else { return nil }
            forms.append(form)
        }
        self.init(forms)
    }

    /// The forms' names, comma-separated (what `init(names:)` reads).
    public var names: String { forms.map(\.name).joined(separator: ",") }

    /// The list with `form` in it: as it is when there, else with `form` first (the keyboard
    /// a host set up is always reachable).
    public func including(_ form: InputForm) -> EnabledForms {
        forms.contains(form) ? self : EnabledForms([form] + forms)
    }
}
