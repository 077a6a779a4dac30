import KeyboardLayout

/// The layouts a keyboard shows and their fits to the current size: each layout is fitted once
/// per size and environment and kept, so a keystroke never re-fits (only `resize` does).
public struct KeyboardLayoutSet: Sendable {
    /// Name of the English letters layout with a 中/英 key (`qwerty` and that key).
    public static let englishWithToggleName = "qwerty-zh-en"
    /// Name of the emoji page's fallback layout, shown when no catalogue can be read (the page
    /// itself is built by `EmojiPageLayout`).
    public static let emojiPlaceholderName = "emoji-placeholder"
    /// Name of the 手写 layout: the writing pad with space, 123, 中/英, delete and return.
    public static let handwritingName = "handwriting"

    /// The layouts by name (`LayoutLibrary.standard()`: every one a JSON file).
    public private(set) var library: LayoutLibrary
    /// The size the layouts are fitted to.
    public private(set) var size: LayoutSize
    /// The device, orientation and globe key the layouts are fitted for.
    public private(set) var environment: KeyboardEnvironment
    private var fits: [String: FittedLayout] = [:]

    /// A set over `library` fitted to `size` in `environment`.
    public init(library: LayoutLibrary, size: LayoutSize, environment: KeyboardEnvironment) {
        self.library = library
        self.size = size
        self.environment = environment
    }

    /// The layout name for a keyboard in a field; English letters get a 中/英 key when Chinese is available.
    public func layoutName(for keyboard: KeyboardSelection, chineseAvailable: Bool, field: FieldKeyboard = .text) -> String {
        if let name = fieldLayoutName(for: field, page: keyboard.page) { return name }
        let chinese = chineseAvailable && field.allowsChinese
        // The pad is Chinese letters only where Chinese may be typed (never in a secure field).
        if keyboard.page == .letters, keyboard.mode == .chinese, keyboard.chineseKeyboard == .handwriting, chinese,
           library.layout(named: Self.handwritingName) != nil {
            return Self.handwritingName
        }
        let name = phoneLayoutName(for: keyboard.page, mode: keyboard.mode, nineKey: keyboard.nineKey, chineseAvailable: chinese)
        // An iPad shows its own arrangement of a layout when there is one.
        if environment.device == .pad, let pad = LayoutLibrary.padArrangements[name], library.layout(named: pad) != nil { return pad }
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
}
