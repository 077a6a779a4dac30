import Foundation
import KeyboardLayout

/// One way of typing the keyboard offers, as the in-keyboard switcher lists it: a schema of the
/// registry (全拼, 五笔, 粤拼, 小鹤双拼, 手写, …), English, or the emoji page. The forms are the
/// registry's schemas plus these two; a form's `name` is the schema's id (`pinyin`, `wubi86`) or
/// `english`, `emoji`.
public enum InputForm: Hashable, Sendable, Codable {
    /// A schema, with Chinese input on.
    case chinese(SchemaID)
    /// English letters (the 中/英 key's 英).
    case english
    /// The emoji page.
    case emoji

    /// Every form, in the order a new switcher lists them.
    public static var allCases: [InputForm] { SchemaID.all.map(InputForm.chinese) + [.english, .emoji] }

    /// The form's name in settings (`pinyin`, `wubi86`, `english`, `emoji`).
    public var name: String {
        switch self {
        case .chinese(let schema): schema.rawValue
        case .english: "english"
        case .emoji: "emoji"
        }
    }

    /// The form a settings name names (a layout id an earlier build stored names its first
    /// schema), nil for an unknown name.
    public init?(name: String) {
        switch name {
        case "english": self = .english
        case "emoji": self = .emoji
        default:
            guard let schema = SchemaID(stored: name) else { return nil }
            self = .chinese(schema)
        }
    }

    /// What the switcher's entry says (全拼, 九宫格, 五笔, 小鹤双拼, English, 表情).
    public var title: String {
        switch self {
        case .chinese(let schema): schema.title
        case .english: "English"
        case .emoji: "表情"
        }
    }

    /// The form `keyboard` shows now: the emoji page, English letters, or its schema (on its
    /// letters or another page).
    public init(showing keyboard: KeyboardSelection) {
        if keyboard.page == .emoji {
            self = .emoji
        } else if keyboard.mode == .english {
            self = .english
        } else {
            self = .chinese(keyboard.schema)
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

    /// A new keyboard's forms: 全拼, English and emoji.
    public static let standard = EnabledForms(standard: [.chinese(.pinyin), .english, .emoji])

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
