import Foundation
import KeyboardLayout

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
    /// The fill behind the highlighted candidate (the one space would pick); nil draws none.
    public var candidateHighlightBackgroundColor: KeyboardColor? = nil
    /// The empty 手写 pad's placeholder (在此书写); nil: the secondary colour at 60 %, a watermark.
    public var placeholderTextColor: KeyboardColor? = nil
    /// Extra space between the keys' caps, in points, beyond the layout's gaps (a skin's spacing);
    /// nil: the layout's gaps only. Touches still land on the whole key.
    public var keyGap: Double? = nil
    /// The toolbar's fill (剪贴板, 常用语 in the empty bar); nil: the keyboard background.
    public var toolbarColor: KeyboardColor? = nil
    /// Styles of single keys by their layout id (`q`, `shift`), layered over their role's style:
    /// a skin that paints every letter its own colour.
    public var keyOverrides: [String: KeyStyle]? = nil

    /// The base style for a role, every field set.
    public func baseStyle(for role: KeyRole) -> KeyStyle {
        KeyboardTheme.fallback.merged(with: keyStyles[.character]).merged(with: keyStyles[role])
    }

    /// The base style for the key `keyID` of `role`: the role's, then the key's own override.
    public func baseStyle(for role: KeyRole, keyID: String) -> KeyStyle {
        baseStyle(for: role).merged(with: keyOverrides?[keyID])
    }

    /// Every variant of the built-in themes (`light`, `dark`, `high-contrast`, …), by name.
    public static let all: [KeyboardTheme] = KeyboardThemePair.builtIns.flatMap { [$0.light] + ($0.dark.map { [$0] } ?? []) }

    /// The built-in variant with the given name (`light`, `dark`, `ink-dark`, …).
    public static func named(_ name: String) -> KeyboardTheme? { all.first { $0.name == name } }

    private static let fallback = KeyStyle(
        backgroundColor: .white, pressedBackgroundColor: .white, cornerRadius: 5, borderColor: .clear, borderWidth: 0,
        shadowColor: .clear, shadowOffset: 0, textColor: .black, fontSize: 16, imageSize: 22, showsPopup: false,
        popupWidthMultiplier: 1.5, popupHeightMultiplier: 1.1)
}
