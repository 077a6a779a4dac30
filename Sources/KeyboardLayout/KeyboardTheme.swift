import Foundation

/// Colours and base key styles of a keyboard; `light` and `dark` follow the iOS system keyboard.
/// A theme is data: it encodes to and decodes from JSON like a layout. The one theme type: the
/// core's state holds it, the renderer draws with it, hosts choose it (by name only at their edges).
public struct KeyboardTheme: Hashable, Codable, Sendable {
    /// The theme's id (`light`, `dark`), how hosts and settings name it.
    public var name: String
    /// The colour behind the keys and the candidate bar.
    public var backgroundColor: KeyboardColor
    /// Base style of each key role; the layout's, row's and key's styles are layered over it.
    public var keyStyles: [KeyRole: KeyStyle]
    /// Colour of the small swipe-up symbol and other secondary text.
    public var secondaryTextColor: KeyboardColor
    /// Fill of the primary (blue) return key and its text.
    public var accentColor: KeyboardColor
    /// The text colour on the accent fill.
    public var accentTextColor: KeyboardColor
    /// Key-preview pop-up and long-press callout.
    public var popupColor: KeyboardColor
    /// The enlarged character's colour in the pop-up, and the callout's alternates'.
    public var popupTextColor: KeyboardColor
    /// The fill behind the callout alternate under the finger.
    public var calloutHighlightColor: KeyboardColor
    /// The text colour of the highlighted callout alternate.
    public var calloutHighlightTextColor: KeyboardColor
    /// Candidate bar.
    public var candidateTextColor: KeyboardColor
    /// The text colour of the highlighted candidate (the one space would pick).
    public var candidateHighlightColor: KeyboardColor
    /// Hairlines: under the candidate bar, between grid rows and column cells.
    public var separatorColor: KeyboardColor

    /// The base style for a role, every field set.
    public func baseStyle(for role: KeyRole) -> KeyStyle {
        KeyboardTheme.fallback.merged(with: keyStyles[.character]).merged(with: keyStyles[role])
    }

    /// The themes shipped with Shurufa, by name.
    public static let all: [KeyboardTheme] = [.light, .dark]

    /// The theme with the given name (`light`, `dark`).
    public static func named(_ name: String) -> KeyboardTheme? { all.first { $0.name == name } }

    private static let fallback = KeyStyle(
        backgroundColor: .white, pressedBackgroundColor: .white, cornerRadius: 5, borderColor: .clear, borderWidth: 0,
        shadowColor: .clear, shadowOffset: 0, textColor: .black, fontSize: 16, imageSize: 22, showsPopup: false,
        popupWidthMultiplier: 1.5, popupHeightMultiplier: 1.1)
}

extension KeyboardTheme {
    /// The iOS light keyboard: grey background, white letter keys, darker grey function keys, 1 pt shadow.
    public static let light = system(name: "light", SystemPalette(
        background: KeyboardColor(rgb: 0xD1D3D9), letterKey: .white, functionKey: KeyboardColor(rgb: 0xABB0BA),
        keyShadow: KeyboardColor(rgb: 0x898A8D), text: .black, secondaryText: KeyboardColor(rgb: 0x8A8A8E),
        accent: KeyboardColor(rgb: 0x007AFF), separator: KeyboardColor(rgb: 0xB4B7BD), pressedEmoji: KeyboardColor(rgb: 0xABB0BA)))

    /// The iOS dark keyboard: near-black background, grey letter keys, darker function keys.
    public static let dark = system(name: "dark", SystemPalette(
        background: KeyboardColor(rgb: 0x2B2B2D), letterKey: KeyboardColor(rgb: 0x6B6B6D), functionKey: KeyboardColor(rgb: 0x464648),
        keyShadow: KeyboardColor(rgb: 0x000000, alpha: 0.4), text: .white, secondaryText: KeyboardColor(rgb: 0xA0A0A5),
        accent: KeyboardColor(rgb: 0x0A84FF), separator: KeyboardColor(rgb: 0x3F3F42), pressedEmoji: KeyboardColor(rgb: 0x6B6B6D)))

    /// The few colours in which the system keyboard's light and dark appearances differ; every key
    /// role and surface of a system theme is one of them (`system(name:_:)`).
    private struct SystemPalette {
        /// Behind the keys and the candidate bar.
        var background: KeyboardColor
        /// Letter keys, a pressed function key, the pop-up.
        var letterKey: KeyboardColor
        /// Function keys, a pressed letter key, the 9-key candidate column.
        var functionKey: KeyboardColor
        /// The 1 pt shadow under letter keys.
        var keyShadow: KeyboardColor
        /// Key labels, the pop-up's character and candidates.
        var text: KeyboardColor
        /// The swipe-up symbol and other secondary text.
        var secondaryText: KeyboardColor
        /// The return key, the highlighted callout alternate and candidate.
        var accent: KeyboardColor
        /// Hairlines.
        var separator: KeyboardColor
        /// An emoji cell under the finger.
        var pressedEmoji: KeyboardColor
    }

    /// The system keyboard's theme in `palette`'s colours: the same key shapes, sizes and roles.
    private static func system(name: String, _ palette: SystemPalette) -> KeyboardTheme {
        KeyboardTheme(
            name: name,
            backgroundColor: palette.background,
            keyStyles: [
                .character: KeyStyle(
                    backgroundColor: palette.letterKey, pressedBackgroundColor: palette.functionKey, cornerRadius: 5,
                    shadowColor: palette.keyShadow, shadowOffset: 1, textColor: palette.text, fontSize: 23,
                    imageSize: 22, showsPopup: true, popupWidthMultiplier: 1.5, popupHeightMultiplier: 1.1),
                .function: KeyStyle(
                    backgroundColor: palette.functionKey, pressedBackgroundColor: palette.letterKey, fontSize: 16, showsPopup: false),
                .space: KeyStyle(pressedBackgroundColor: palette.functionKey, fontSize: 16, showsPopup: false),
                .primary: KeyStyle(
                    backgroundColor: palette.accent, pressedBackgroundColor: palette.letterKey, textColor: .white,
                    fontSize: 16, showsPopup: false),
                .candidateColumn: KeyStyle(
                    backgroundColor: palette.functionKey, pressedBackgroundColor: palette.functionKey, fontSize: 16, showsPopup: false),
                .emoji: KeyStyle(
                    backgroundColor: .clear, pressedBackgroundColor: palette.pressedEmoji, cornerRadius: 8,
                    shadowColor: .clear, shadowOffset: 0, fontSize: 30, showsPopup: false),
            ],
            secondaryTextColor: palette.secondaryText,
            accentColor: palette.accent, accentTextColor: .white,
            popupColor: palette.letterKey, popupTextColor: palette.text,
            calloutHighlightColor: palette.accent, calloutHighlightTextColor: .white,
            candidateTextColor: palette.text, candidateHighlightColor: palette.accent,
            separatorColor: palette.separator)
    }
}
