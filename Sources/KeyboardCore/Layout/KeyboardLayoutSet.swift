import KeyboardLayout

/// The layouts a keyboard shows and their fits to the current size: each layout is fitted once
/// per size and environment and kept, so a keystroke never re-fits (only `resize` does).
public struct KeyboardLayoutSet: Sendable {
    /// Name of the English letters layout with a 中/英 key, derived from `qwerty`.
    public static let englishWithToggleName = "qwerty-zh-en"
    /// Name of the emoji page's fallback layout (the page itself is built by `EmojiPageLayout`).
    public static let emojiPlaceholderName = "emoji-placeholder"

    /// The layouts by name (the standard ones plus the two derived here, unless a user supplied them).
    public private(set) var library: LayoutLibrary
    public private(set) var size: LayoutSize
    public private(set) var environment: KeyboardEnvironment
    private var fits: [String: FittedLayout] = [:]

    /// A set over `library` fitted to `size` in `environment`.
    public init(library: LayoutLibrary, size: LayoutSize, environment: KeyboardEnvironment) {
        var library = library
        if library.layout(named: Self.englishWithToggleName) == nil, let qwerty = library.layout(named: "qwerty") {
            library.add(Self.withLanguageToggle(qwerty))
        }
        let padToggleName = Self.englishWithToggleName + LayoutLibrary.padSuffix
        if library.layout(named: padToggleName) == nil, let qwerty = library.layout(named: "qwerty" + LayoutLibrary.padSuffix) {
            var toggled = Self.withLanguageToggle(qwerty)
            toggled.name = padToggleName
            library.add(toggled)
        }
        Self.addFieldLayouts(to: &library)
        if library.layout(named: Self.emojiPlaceholderName) == nil {
            library.add(Self.emojiPlaceholder)
        }
        self.library = library
        self.size = size
        self.environment = environment
    }

    /// The layout name for a keyboard in a field; English letters get a 中/英 key when Chinese is available.
    public func layoutName(for keyboard: KeyboardSelection, chineseAvailable: Bool, field: FieldKeyboard = .text) -> String {
        if let name = fieldLayoutName(for: field, page: keyboard.page) { return name }
        let name = phoneLayoutName(
            for: keyboard.page, mode: keyboard.mode, nineKey: keyboard.nineKey, chineseAvailable: chineseAvailable && field.allowsChinese)
        // An iPad shows its own arrangement of a layout when there is one.
        if environment.device == .pad, library.layout(named: name + LayoutLibrary.padSuffix) != nil {
            return name + LayoutLibrary.padSuffix
        }
        return name
    }

    private func phoneLayoutName(for page: KeyboardPage, mode: InputMode, nineKey: Bool, chineseAvailable: Bool) -> String {
        if page == .letters, mode == .english, chineseAvailable, library.layout(named: Self.englishWithToggleName) != nil {
            return Self.englishWithToggleName
        }
        return LayoutLibrary.standardName(for: page, mode: mode, nineKey: nineKey) ?? Self.emojiPlaceholderName
    }

    /// The layout with `name`, fitted (from the cache after the first time). Nil for an unknown name.
    public mutating func fitted(named name: String) -> (layout: KeyLayout, fitted: FittedLayout)? {
        guard let layout = library.layout(named: name) else { return nil }
        if let fit = fits[name] { return (layout, fit) }
        let fit = layout.fitted(in: size, environment: environment)
        fits[name] = fit
        return (layout, fit)
    }

    /// The layout to show for `keyboard` in `field`, fitted (from the cache): the emoji page is
    /// built for its state (a new fit only when that changed or `showing` is another page), and
    /// falls back to the placeholder layout without a catalogue. Nil when the library has no such layout.
    mutating func shown(
        _ keyboard: KeyboardSelection, field: FieldKeyboard, chineseAvailable: Bool, emojiPage: EmojiPage, showing: KeyLayout
    ) -> (layout: KeyLayout, fitted: FittedLayout)? {
        if keyboard.page == .emoji, let (page, isNew) = emojiPage.layout(mode: keyboard.mode, size: size, environment: environment) {
            // The same emoji layout as shown: nothing to fit again.
            guard isNew || showing.page != .emoji else { return nil }
            return (page, page.fitted(in: size, environment: environment))
        }
        return fitted(named: layoutName(for: keyboard, chineseAvailable: chineseAvailable, field: field))
    }

    /// A new size or environment: every fit is redone on demand.
    public mutating func resize(to size: LayoutSize, environment: KeyboardEnvironment) {
        guard size != self.size || environment != self.environment else { return }
        self.size = size
        self.environment = environment
        fits.removeAll()
    }

    /// `qwerty` with a 中/英 key after the globe (or emoji) key.
    static func withLanguageToggle(_ qwerty: KeyLayout) -> KeyLayout {
        var layout = qwerty
        layout.name = englishWithToggleName
        layout.displayName = qwerty.displayName + " + 中/英"
        guard var last = layout.rows.last else { return layout }
        let toggle = RowItem.key(LayoutKey(id: "zh-en", action: .toggleLanguage, width: .relative(0.1)))
        let spaceIndex = last.items.firstIndex { item in
            if case .key(let key) = item { return key.action == .space }
            return false
        } ?? last.items.count
        last.items.insert(toggle, at: spaceIndex)
        layout.rows[layout.rows.count - 1] = last
        return layout
    }

    /// The emoji page when no emoji catalogue can be read (`EmojiPage.loadError`): a message and a way back.
    static let emojiPlaceholder = KeyLayout(
        name: emojiPlaceholderName, displayName: "Emoji (placeholder)", language: .chinese, page: .emoji,
        hasCandidateBar: true,
        rows: [
            LayoutRow(items: [.key(LayoutKey(id: "emoji-placeholder", action: .none, label: "表情 · Emoji", role: .function))],
                      size: .relative(0.75)),
            LayoutRow(items: [
                .key(LayoutKey(id: "abc", action: .page(.letters), label: "ABC", width: .relative(0.15))),
                .key(LayoutKey(id: "space", action: .space)),
                .key(LayoutKey(id: "delete", action: .backspace, width: .relative(0.15))),
            ]),
        ])
}
