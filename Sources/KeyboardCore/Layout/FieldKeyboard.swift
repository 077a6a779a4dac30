import KeyboardLayout

/// The keyboard a host field asks for through its traits: plain text (Chinese or English), a
/// password (plain ASCII letters: no composition, no candidates, nothing learned), an e-mail address
/// (`@` and `.`), a URL (`.`, `/`, `.com`), or a number, decimal or phone pad.
public enum FieldKeyboard: String, Hashable, Sendable, CaseIterable {
    case text, secure, email, url, numberPad, decimalPad, phonePad

    /// Whether Chinese (composition, candidates) may be used in such a field.
    public var allowsChinese: Bool { self == .text }

    /// Whether the field shows only a pad (no letters, no page keys).
    public var isPad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }
}

extension KeyboardLayoutSet {
    /// Names of the layouts derived for fields.
    public static let emailName = "qwerty-email"
    public static let urlName = "qwerty-url"
    public static let decimalPadName = "decimal-pad"
    public static let phonePadName = "phone-pad"

    /// The layout a field shows on `page`: pads replace every page; e-mail and URL fields get their
    /// letters; `nil` leaves the choice to the page and mode.
    func fieldLayoutName(for field: FieldKeyboard, page: KeyboardPage) -> String? {
        let name: String?
        switch field {
        case .text, .secure: name = nil
        case .email: name = page == .letters ? Self.emailName : nil
        case .url: name = page == .letters ? Self.urlName : nil
        case .numberPad: name = "number-pad"
        case .decimalPad: name = Self.decimalPadName
        case .phonePad: name = Self.phonePadName
        }
        return name.flatMap { library.layout(named: $0) != nil ? $0 : nil }
    }

    /// Adds the derived field layouts to `library` (unless a user supplied layouts of those names).
    static func addFieldLayouts(to library: inout LayoutLibrary) {
        if let qwerty = library.layout(named: "qwerty") {
            if library.layout(named: emailName) == nil {
                library.add(withKeysBeforeSpace(qwerty, name: emailName, display: "E-mail", ["@", "."]))
            }
            if library.layout(named: urlName) == nil {
                library.add(withKeysBeforeSpace(qwerty, name: urlName, display: "URL", [".", "/", ".com"]))
            }
        }
        if let pad = library.layout(named: "number-pad") {
            if library.layout(named: decimalPadName) == nil {
                library.add(pad.replacingKey("pad-extra", name: decimalPadName, display: "Decimal pad",
                                             with: .character(".")))
            }
            if library.layout(named: phonePadName) == nil {
                library.add(pad.replacingKey("pad-extra", name: phonePadName, display: "Phone pad",
                                             with: .character("+", alternates: ["+", "*", "#"])))
            }
        }
    }

    /// `layout` with character keys (id and label are the text) inserted before the space bar, which gets narrower.
    static func withKeysBeforeSpace(_ layout: KeyLayout, name: String, display: String, _ keys: [String]) -> KeyLayout {
        var derived = layout
        derived.name = name
        derived.displayName = layout.displayName + " (" + display + ")"
        guard var last = derived.rows.last else { return derived }
        let spaceIndex = last.items.firstIndex { item in
            if case .key(let key) = item { return key.action == .space }
            return false
        } ?? last.items.count
        let items = keys.map { RowItem.key(.character($0, width: .relative($0.count > 1 ? 0.15 : 0.1))) }
        last.items.insert(contentsOf: items, at: spaceIndex)
        derived.rows[derived.rows.count - 1] = last
        return derived
    }
}

extension KeyLayout {
    /// This layout renamed, with the key `id` replaced by `key` (anywhere in its rows).
    func replacingKey(_ id: String, name: String, display: String, with key: LayoutKey) -> KeyLayout {
        var layout = self
        layout.name = name
        layout.displayName = display
        layout.rows = rows.map { $0.replacingKey(id, with: key) }
        return layout
    }
}

extension LayoutRow {
    func replacingKey(_ id: String, with key: LayoutKey) -> LayoutRow {
        var row = self
        row.items = items.map { item in
            switch item {
            case .key(let existing) where existing.id == id: .key(key)
            case .row(let nested): .row(nested.replacingKey(id, with: key))
            default: item
            }
        }
        return row
    }
}
