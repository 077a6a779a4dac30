import Foundation
import KeyboardLayout

/// The built-in themes' colours: the only colours written in code. Each is a palette of the few
/// colours in which a keyboard's appearances differ, drawn with the system keyboard's key shapes.
extension KeyboardTheme {
    /// The iOS light keyboard: grey background, white letter keys, darker grey function keys, 1 pt shadow.
    public static let light = builtIn("light")

    /// The iOS dark keyboard: near-black background, grey letter keys, darker function keys.
    public static let dark = builtIn("dark")

    /// High contrast, light: black labels on white and light grey keys, a dark blue accent; every
    /// label at least 4.5:1 against what it is drawn on (WCAG AA).
    public static let highContrast = readablePlaceholder(builtIn("high-contrast"))

    /// High contrast, dark: white labels on black and dark grey keys, a yellow accent with black text.
    public static let highContrastDark = readablePlaceholder(builtIn("high-contrast-dark"))

    /// `theme` with the 手写 pad's placeholder in the full secondary colour, not a faint watermark.
    private static func readablePlaceholder(_ theme: KeyboardTheme) -> KeyboardTheme {
        var theme = theme
        theme.placeholderTextColor = theme.secondaryTextColor
        return theme
    }

    /// 水墨: rice-paper keys, ink labels, a vermilion seal for the accent.
    public static let ink = builtIn("ink")

    /// 水墨 at night: ink-stone keys, paper-coloured labels.
    public static let inkDark = builtIn("ink-dark")

    /// 薄荷: pale mint keys on a green-grey board, a deep teal accent.
    public static let mint = builtIn("mint")

    /// 薄荷 at night.
    public static let mintDark = builtIn("mint-dark")

    /// 樱: blossom-pink board, white keys, a plum accent.
    public static let sakura = builtIn("sakura")

    /// 樱 at night.
    public static let sakuraDark = builtIn("sakura-dark")

    /// 深海: navy keys on a deep-sea board, an aqua accent.
    public static let ocean = builtIn("ocean")

    /// 深海 at night.
    public static let oceanDark = builtIn("ocean-dark")

    /// The few colours in which the built-in themes differ, one theme a row; every key role and
    /// surface is one of them. Columns: the theme's name; behind the keys and the candidate bar;
    /// letter keys, a pressed function key and the pop-up; function keys, a pressed letter key and
    /// the 9-key candidate column; the 1 pt shadow under letter keys (`/alpha` when not opaque); key
    /// labels, the pop-up's character and candidates; the swipe-up symbol and other secondary text;
    /// the accent (the return key, the highlighted callout alternate and candidate); labels on the
    /// accent; hairlines; an emoji cell under the finger.
    private static let palettes = """
        light              D1D3D9 FFFFFF ABB0BA 898A8D     000000 8A8A8E 007AFF FFFFFF B4B7BD ABB0BA
        dark               2B2B2D 6B6B6D 464648 000000/0.4 FFFFFF A0A0A5 0A84FF FFFFFF 3F3F42 6B6B6D
        high-contrast      E0E0E0 FFFFFF C4C4C4 000000     000000 3A3A3A 0038A8 FFFFFF 000000 C4C4C4
        high-contrast-dark 000000 1C1C1C 3A3A3A FFFFFF/0.4 FFFFFF D0D0D0 FFD60A 000000 FFFFFF 3A3A3A
        ink                E6DFCF FAF6EC D3C9B3 A89F8A     2A2A28 6B655A A8321E FFFFFF C2B8A2 D3C9B3
        ink-dark           1E1D1B 3A3834 2B2A27 000000/0.4 F1EADB B3AA98 C8472F FFFFFF 45423C 3A3834
        mint               CFE3DA F4FBF8 A9CDBE 86A89A     12332A 4C6E62 0F7B63 FFFFFF A3C2B6 A9CDBE
        mint-dark          10201B 2C4A40 1E352E 000000/0.4 E3F5EE 9CC4B6 2FB594 06251D 2A443B 2C4A40
        sakura             F3D9DF FFFFFF E6B7C2 C29AA4     3B1F27 7A5560 B03A62 FFFFFF DDB5BF E6B7C2
        sakura-dark        24161A 4A2F37 35222A 000000/0.4 FBE7EC C9A3AE E0638D 2A0E17 4A323A 4A2F37
        ocean              C9D8EA F5F9FF 9DB6D3 7F95B0     0B2545 46607F 1560BD FFFFFF 9FB3CC 9DB6D3
        ocean-dark         071526 1D3557 13263F 000000/0.4 E8F1FF 9DB4D3 4CC9F0 04223A 22395A 1D3557
        """

    /// The few colours of one built-in theme (a row of `palettes`).
    struct ThemePalette {
        var background, letterKey, functionKey: UInt32
        var keyShadow: KeyboardColor
        var text, secondaryText, accent, accentText, separator, pressedEmoji: UInt32

        /// The row of `palettes` named `name` (a name no row has, or a malformed row, is a mistake in the table).
        init(named name: String) {
            guard let row = KeyboardTheme.palettes.split(separator: "\n").map({ $0.split(separator: " ") }).first(where: { $0.first == Substring(name) }),
                  row.count == 11 else { fatalError("no palette row for the built-in theme \(name)") }
            func rgb(_ column: Int) -> UInt32 {
                guard let value = UInt32(row[column].prefix { $0 != "/" }, radix: 16) else { fatalError("palette \(name), column \(column): not a colour") }
                return value
            }
            let alpha = row[4].split(separator: "/").dropFirst().first.flatMap { Double($0) } ?? 1
            (background, letterKey, functionKey) = (rgb(1), rgb(2), rgb(3))
            keyShadow = KeyboardColor(rgb: rgb(4), alpha: alpha)
            (text, secondaryText, accent, accentText, separator, pressedEmoji) = (rgb(5), rgb(6), rgb(7), rgb(8), rgb(9), rgb(10))
        }
    }

    /// The built-in theme `name`: its row of `palettes` in the system keyboard's shapes.
    static func builtIn(_ name: String) -> KeyboardTheme { palette(name: name, ThemePalette(named: name)) }

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
