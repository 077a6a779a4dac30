import KeyboardLayout

/// The layouts a keyboard shows, their fits to the current size and the one shown: each layout
/// is fitted once per size and environment and kept, so a keystroke never re-fits (only `resize` does).
public struct KeyboardLayoutSet: Sendable {
    /// The layouts by id (`LayoutLibrary.standard()`: every one a JSON file).
    public private(set) var library: LayoutLibrary
    /// The size the layouts are fitted to.
    public private(set) var size: LayoutSize
    /// The device, orientation and globe key the layouts are fitted for.
    public private(set) var environment: KeyboardEnvironment
    private var fits: [LayoutID: FittedLayout] = [:]
    /// The layout shown (its language labels 空格 and 换行 in Chinese); an empty one until `show`.
    public private(set) var shownLayout = KeyLayout(id: LayoutID("empty"), rows: [])
    /// The layout shown, fitted to the current size.
    public private(set) var shownFit: FittedLayout

    /// A set over `library` fitted to `size` in `environment`.
    public init(library: LayoutLibrary, size: LayoutSize, environment: KeyboardEnvironment) {
        self.library = library
        self.size = size
        self.environment = environment
        shownFit = shownLayout.fitted(in: size, environment: environment)
    }

    /// The layout for a keyboard in a field, as this device shows it (an iPad's own arrangement
    /// when there is one); English letters get a 中/英 key when Chinese is available.
    public func layoutID(for keyboard: KeyboardSelection, chineseAvailable: Bool, field: FieldKeyboard = .text) -> LayoutID {
        if let id = fieldLayoutID(for: field, page: keyboard.page) { return id }
        let chinese = chineseAvailable && field.allowsChinese
        // A schema's layout is the letters only where Chinese may be typed (never the pad or the
        // stroke keys in a secure field); a layout the library lacks leaves the standard letters.
        var id = phoneLayoutID(for: keyboard.page, mode: keyboard.mode, nineKey: keyboard.nineKey, chineseAvailable: chinese)
        if keyboard.page == .letters, keyboard.mode == .chinese, chinese, library.layout(keyboard.schema.layout) != nil {
            id = keyboard.schema.layout
        }
        // An iPad shows its own arrangement of a layout when there is one.
        return library.layout(id, on: environment.device)?.id ?? id
    }

    private func phoneLayoutID(for page: KeyboardPage, mode: InputMode, nineKey: Bool, chineseAvailable: Bool) -> LayoutID {
        if page == .letters, mode == .english, chineseAvailable, library.layout(.qwertyZhEn) != nil {
            return .qwertyZhEn
        }
        return LayoutLibrary.standardID(for: page, mode: mode, nineKey: nineKey) ?? .emojiPlaceholder
    }

    /// The layout `id`, fitted (from the cache after the first time). Nil for an unknown id.
    public mutating func fitted(_ id: LayoutID) -> (layout: KeyLayout, fitted: FittedLayout)? {
        guard let layout = library.layout(id) else { return nil }
        if let fit = fits[id] { return (layout, fit) }
        let fit = layout.fitted(in: size, environment: environment)
        fits[id] = fit
        return (layout, fit)
    }

    /// Shows the layout for `state`'s keyboard in `field` (see `toShow`); the one shown stays
    /// when the library has no such layout or the emoji page shown is the same. The emoji page
    /// keeps its search (`state`'s overlay) on the results page shown, or closes it without a search page.
    mutating func show(_ state: inout KeyboardState, field: FieldKeyboard, chineseAvailable: Bool, emojiPage: EmojiPage) {
        guard let shown = toShow(&state, field: field, chineseAvailable: chineseAvailable, emojiPage: emojiPage, showing: shownLayout) else { return }
        (shownLayout, shownFit) = shown
    }

    /// The layout to show for `state`'s keyboard in `field`, fitted (from the cache): 笔画筛选's stroke
    /// row while it is open (`KeyboardState.strokeRow`), the emoji page built for its state (a new fit only when that
    /// changed or `showing` is another page), falling back to the placeholder layout without a
    /// catalogue. Nil when the library has no such layout.
    private mutating func toShow(
        _ state: inout KeyboardState, field: FieldKeyboard, chineseAvailable: Bool, emojiPage: EmojiPage, showing: KeyLayout
    ) -> (layout: KeyLayout, fitted: FittedLayout)? {
        if state.strokeRow != nil, let row = fitted(.strokeFilter) { return row }
        let keyboard = state.keyboard
        if keyboard.page == .emoji, let (page, isNew) = emojiPage.layout(
            mode: keyboard.mode, size: size, environment: environment, searchFile: library.layout(.emojiSearch), overlay: &state.overlay) {
            // The same emoji layout as shown: nothing to fit again.
            guard isNew || showing.page != .emoji else { return nil }
            return (page, page.fitted(in: size, environment: environment))
        }
        return fitted(layoutID(for: keyboard, chineseAvailable: chineseAvailable, field: field))
    }

    /// A new size or environment: every fit is redone on demand.
    public mutating func resize(to size: LayoutSize, environment: KeyboardEnvironment) {
        guard size != self.size || environment != self.environment else { return }
        self.size = size
        self.environment = environment
        fits.removeAll()
    }
}

extension KeyboardLayoutSet {
    /// Whether the layout shown follows `state`'s stroke row and emoji search (the keys each puts
    /// over the letters or the emoji page); false when it must be shown again.
    func showsOverlays(of state: KeyboardState) -> Bool {
        let shown = shownFit.layoutID
        if (state.strokeRow != nil) != (shown == .strokeFilter) { return false }
        return state.keyboard.page != .emoji || (state.emojiSearch != nil) == (shown == .emojiSearch)
    }
}
