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
    /// The layout a field shows on `page`: pads replace every page; e-mail and URL fields get their
    /// letters; `nil` leaves the choice to the page and mode (and when the library lacks the layout).
    func fieldLayoutID(for field: FieldKeyboard, page: KeyboardPage) -> LayoutID? {
        let id: LayoutID?
        switch field {
        case .text, .secure: id = nil
        case .email: id = page == .letters ? .qwertyEmail : nil
        case .url: id = page == .letters ? .qwertyURL : nil
        case .numberPad: id = .numberPad
        case .decimalPad: id = .decimalPad
        case .phonePad: id = .phonePad
        }
        return id.flatMap { library.layout($0) != nil ? $0 : nil }
    }
}
