import Foundation

/// The built-in themes' colours: the only colours written in code. Each is a palette of the few
/// colours in which a keyboard's appearances differ, drawn with the system keyboard's key shapes.
extension KeyboardTheme {
    /// The iOS light keyboard: grey background, white letter keys, darker grey function keys, 1 pt shadow.
    public static let light = palette(name: "light", ThemePalette(
        background: 0xD1D3D9, letterKey: 0xFFFFFF, functionKey: 0xABB0BA, keyShadow: KeyboardColor(rgb: 0x898A8D),
        text: 0x000000, secondaryText: 0x8A8A8E, accent: 0x007AFF, accentText: 0xFFFFFF, separator: 0xB4B7BD, pressedEmoji: 0xABB0BA))

    /// The iOS dark keyboard: near-black background, grey letter keys, darker function keys.
    public static let dark = palette(name: "dark", ThemePalette(
        background: 0x2B2B2D, letterKey: 0x6B6B6D, functionKey: 0x464648, keyShadow: KeyboardColor(rgb: 0x000000, alpha: 0.4),
        text: 0xFFFFFF, secondaryText: 0xA0A0A5, accent: 0x0A84FF, accentText: 0xFFFFFF, separator: 0x3F3F42, pressedEmoji: 0x6B6B6D))

    /// High contrast, light: black labels on white and light grey keys, a dark blue accent; every
    /// label at least 4.5:1 against what it is drawn on (WCAG AA).
    public static let highContrast = readablePlaceholder(palette(name: "high-contrast", ThemePalette(
        background: 0xE0E0E0, letterKey: 0xFFFFFF, functionKey: 0xC4C4C4, keyShadow: KeyboardColor(rgb: 0x000000),
        text: 0x000000, secondaryText: 0x3A3A3A, accent: 0x0038A8, accentText: 0xFFFFFF, separator: 0x000000, pressedEmoji: 0xC4C4C4)))

    /// High contrast, dark: white labels on black and dark grey keys, a yellow accent with black text.
    public static let highContrastDark = readablePlaceholder(palette(name: "high-contrast-dark", ThemePalette(
        background: 0x000000, letterKey: 0x1C1C1C, functionKey: 0x3A3A3A, keyShadow: KeyboardColor(rgb: 0xFFFFFF, alpha: 0.4),
        text: 0xFFFFFF, secondaryText: 0xD0D0D0, accent: 0xFFD60A, accentText: 0x000000, separator: 0xFFFFFF, pressedEmoji: 0x3A3A3A)))

    /// `theme` with the 手写 pad's placeholder in the full secondary colour, not a faint watermark.
    private static func readablePlaceholder(_ theme: KeyboardTheme) -> KeyboardTheme {
        var theme = theme
        theme.placeholderTextColor = theme.secondaryTextColor
        return theme
    }

    /// 水墨: rice-paper keys, ink labels, a vermilion seal for the accent.
    public static let ink = palette(name: "ink", ThemePalette(
        background: 0xE6DFCF, letterKey: 0xFAF6EC, functionKey: 0xD3C9B3, keyShadow: KeyboardColor(rgb: 0xA89F8A),
        text: 0x2A2A28, secondaryText: 0x6B655A, accent: 0xA8321E, accentText: 0xFFFFFF, separator: 0xC2B8A2, pressedEmoji: 0xD3C9B3))

    /// 水墨 at night: ink-stone keys, paper-coloured labels.
    public static let inkDark = palette(name: "ink-dark", ThemePalette(
        background: 0x1E1D1B, letterKey: 0x3A3834, functionKey: 0x2B2A27, keyShadow: KeyboardColor(rgb: 0x000000, alpha: 0.4),
        text: 0xF1EADB, secondaryText: 0xB3AA98, accent: 0xC8472F, accentText: 0xFFFFFF, separator: 0x45423C, pressedEmoji: 0x3A3834))

    /// 薄荷: pale mint keys on a green-grey board, a deep teal accent.
    public static let mint = palette(name: "mint", ThemePalette(
        background: 0xCFE3DA, letterKey: 0xF4FBF8, functionKey: 0xA9CDBE, keyShadow: KeyboardColor(rgb: 0x86A89A),
        text: 0x12332A, secondaryText: 0x4C6E62, accent: 0x0F7B63, accentText: 0xFFFFFF, separator: 0xA3C2B6, pressedEmoji: 0xA9CDBE))

    /// 薄荷 at night.
    public static let mintDark = palette(name: "mint-dark", ThemePalette(
        background: 0x10201B, letterKey: 0x2C4A40, functionKey: 0x1E352E, keyShadow: KeyboardColor(rgb: 0x000000, alpha: 0.4),
        text: 0xE3F5EE, secondaryText: 0x9CC4B6, accent: 0x2FB594, accentText: 0x06251D, separator: 0x2A443B, pressedEmoji: 0x2C4A40))

    /// 樱: blossom-pink board, white keys, a plum accent.
    public static let sakura = palette(name: "sakura", ThemePalette(
        background: 0xF3D9DF, letterKey: 0xFFFFFF, functionKey: 0xE6B7C2, keyShadow: KeyboardColor(rgb: 0xC29AA4),
        text: 0x3B1F27, secondaryText: 0x7A5560, accent: 0xB03A62, accentText: 0xFFFFFF, separator: 0xDDB5BF, pressedEmoji: 0xE6B7C2))

    /// 樱 at night.
    public static let sakuraDark = palette(name: "sakura-dark", ThemePalette(
        background: 0x24161A, letterKey: 0x4A2F37, functionKey: 0x35222A, keyShadow: KeyboardColor(rgb: 0x000000, alpha: 0.4),
        text: 0xFBE7EC, secondaryText: 0xC9A3AE, accent: 0xE0638D, accentText: 0x2A0E17, separator: 0x4A323A, pressedEmoji: 0x4A2F37))

    /// 深海: navy keys on a deep-sea board, an aqua accent.
    public static let ocean = palette(name: "ocean", ThemePalette(
        background: 0xC9D8EA, letterKey: 0xF5F9FF, functionKey: 0x9DB6D3, keyShadow: KeyboardColor(rgb: 0x7F95B0),
        text: 0x0B2545, secondaryText: 0x46607F, accent: 0x1560BD, accentText: 0xFFFFFF, separator: 0x9FB3CC, pressedEmoji: 0x9DB6D3))

    /// 深海 at night.
    public static let oceanDark = palette(name: "ocean-dark", ThemePalette(
        background: 0x071526, letterKey: 0x1D3557, functionKey: 0x13263F, keyShadow: KeyboardColor(rgb: 0x000000, alpha: 0.4),
        text: 0xE8F1FF, secondaryText: 0x9DB4D3, accent: 0x4CC9F0, accentText: 0x04223A, separator: 0x22395A, pressedEmoji: 0x1D3557))

    /// The few colours in which built-in themes differ; every key role and surface is one of them.
    struct ThemePalette {
        /// Behind the keys and the candidate bar.
        var background: UInt32
        /// Letter keys, a pressed function key, the pop-up.
        var letterKey: UInt32
        /// Function keys, a pressed letter key, the 9-key candidate column.
        var functionKey: UInt32
        /// The 1 pt shadow under letter keys.
        var keyShadow: KeyboardColor
        /// Key labels, the pop-up's character and candidates.
        var text: UInt32
        /// The swipe-up symbol and other secondary text.
        var secondaryText: UInt32
        /// The return key, the highlighted callout alternate and candidate.
        var accent: UInt32
        /// Labels on the accent.
        var accentText: UInt32
        /// Hairlines.
        var separator: UInt32
        /// An emoji cell under the finger.
        var pressedEmoji: UInt32
    }

    /// A theme in `palette`'s colours: the system keyboard's key shapes, sizes and roles.
    static func palette(name: String, _ palette: ThemePalette) -> KeyboardTheme {
        let letterKey = KeyboardColor(rgb: palette.letterKey), functionKey = KeyboardColor(rgb: palette.functionKey)
        let text = KeyboardColor(rgb: palette.text), accent = KeyboardColor(rgb: palette.accent)
        let accentText = KeyboardColor(rgb: palette.accentText)
        return KeyboardTheme(
            name: name,
            backgroundColor: KeyboardColor(rgb: palette.background),
            keyStyles: [
                .character: KeyStyle(
                    backgroundColor: letterKey, pressedBackgroundColor: functionKey, cornerRadius: 5,
                    shadowColor: palette.keyShadow, shadowOffset: 1, textColor: text, fontSize: 23,
                    imageSize: 22, showsPopup: true, popupWidthMultiplier: 1.5, popupHeightMultiplier: 1.1),
                .function: KeyStyle(backgroundColor: functionKey, pressedBackgroundColor: letterKey, fontSize: 16, showsPopup: false),
                .space: KeyStyle(pressedBackgroundColor: functionKey, fontSize: 16, showsPopup: false),
                // Pressed, the return key turns letter-coloured unless its label would then be hard to read.
                .primary: KeyStyle(
                    backgroundColor: accent, pressedBackgroundColor: accentText.contrastRatio(with: letterKey) >= 4.5 ? letterKey : accent,
                    textColor: accentText, fontSize: 16, showsPopup: false),
                .candidateColumn: KeyStyle(
                    backgroundColor: functionKey, pressedBackgroundColor: functionKey, fontSize: 16, showsPopup: false),
                .emoji: KeyStyle(
                    backgroundColor: .clear, pressedBackgroundColor: KeyboardColor(rgb: palette.pressedEmoji), cornerRadius: 8,
                    shadowColor: .clear, shadowOffset: 0, fontSize: 30, showsPopup: false),
            ],
            secondaryTextColor: KeyboardColor(rgb: palette.secondaryText),
            accentColor: accent, accentTextColor: accentText,
            popupColor: letterKey, popupTextColor: text,
            calloutHighlightColor: accent, calloutHighlightTextColor: accentText,
            candidateTextColor: text, candidateHighlightColor: accent,
            separatorColor: KeyboardColor(rgb: palette.separator))
    }
}
