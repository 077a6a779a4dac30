import KeyboardLayout

/// The keyboard a host field asks for through its traits: plain text (Chinese or English), a
/// password (plain ASCII letters: no composition, no candidates, nothing learned), an e-mail address
/// (`@` and `.`), a URL (`.`, `/`, `.com`), or a number, decimal or phone pad.
public enum FieldKeyboard: String, Hashable, Sendable, CaseIterable {
    /// `text`: the user's keyboard; `secure`: ASCII letters only; `email` and `url`: English letters with
    /// their symbols; `numberPad`, `decimalPad`, `phonePad`: the pads.
    case text, secure, email, url, numberPad, decimalPad, phonePad

    /// Whether Chinese (composition, candidates) may be used in such a field.
    public var allowsChinese: Bool { self == .text }

    /// Whether the field shows only a pad (no letters, no page keys).
    public var isPad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }
}

extension KeyboardLayoutSet {
    /// Names of the layouts for fields (JSON files beside the others).
    public static let emailName = "qwerty-email"
    /// The URL field's letters (`.`, `/`, `.com`).
    public static let urlName = "qwerty-url"
    /// The decimal pad.
    public static let decimalPadName = "decimal-pad"
    /// The phone pad.
    public static let phonePadName = "phone-pad"
    /// The number pad.
    public static let numberPadName = "number-pad"

    /// The layout a field shows on `page`: pads replace every page; e-mail and URL fields get their
    /// letters; `nil` leaves the choice to the page and mode.
    func fieldLayoutName(for field: FieldKeyboard, page: KeyboardPage) -> String? {
        let name: String?
        switch field {
        case .text, .secure: name = nil
        case .email: name = page == .letters ? Self.emailName : nil
        case .url: name = page == .letters ? Self.urlName : nil
        case .numberPad: name = Self.numberPadName
        case .decimalPad: name = Self.decimalPadName
        case .phonePad: name = Self.phonePadName
        }
        return name.flatMap { library.layout(named: $0) != nil ? $0 : nil }
    }
}
