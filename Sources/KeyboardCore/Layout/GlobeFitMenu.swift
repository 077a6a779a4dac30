import KeyboardLayout

/// The globe key's long-press menu (as on iOS): the keyboard on the left, full width, on the
/// right, then shorter (矮) and taller (高) by one height step. It opens with nothing picked, so a
/// release without a slide changes nothing (`TouchInterpreter.OpenCallout.anchor`). The layouts give the globe key these glyphs as alternates; picking one from its
/// callout is a fit command, not a character (`LayoutKey.calloutAction(_:)`).
public enum GlobeFitMenu {
    /// The menu's glyphs, left to right: one-handed left, full width, one-handed right, shorter, taller.
    public static let glyphs = ["◧", "▣", "◨", "矮", "高"]

    /// The command a glyph picked from the globe key's callout stands for (nil for another text).
    public static func command(for glyph: String) -> KeyboardFitCommand? {
        switch glyph {
        case "◧": .oneHanded(.left)
        case "▣": .fullWidth
        case "◨": .oneHanded(.right)
        case "矮": .heightStep(-1)
        case "高": .heightStep(1)
        default: nil
        }
    }
}

extension LayoutKey {
    /// What picking `alternate` from this key's callout does: on the globe key, the fit command of
    /// `GlobeFitMenu`; on any other key, the alternate typed.
    func calloutAction(_ alternate: String) -> KeyboardAction {
        if action == .nextKeyboard, let command = GlobeFitMenu.command(for: alternate) { return .command(.fit(command)) }
        return .character(alternate)
    }
}
