import Foundation
import KeyboardLayout
import KeyboardThemes

/// The colours `shurufa theme show` prints for one appearance of a theme: what a person sees
/// first. A slot is nil where the theme draws an image or gives nothing.
public struct ThemeColors: Hashable, Sendable {
    /// Behind the keys.
    public var keyboardBackground: SkinColor?
    /// The letter q's key.
    public var letterKeyBackground: SkinColor?
    /// The letter q's label.
    public var letterKeyText: SkinColor?
    /// Shift's key (and backspace's when shift gives none).
    public var functionKeyBackground: SkinColor?
    /// A candidate's text.
    public var candidateText: SkinColor?
    /// The first (highlighted) candidate's text.
    public var highlightedCandidateText: SkinColor?
    /// The first (highlighted) candidate's fill.
    public var highlightedCandidateBackground: SkinColor?

    /// Colours as given; every slot empty unless set.
    public init(
        keyboardBackground: SkinColor? = nil, letterKeyBackground: SkinColor? = nil, letterKeyText: SkinColor? = nil,
        functionKeyBackground: SkinColor? = nil, candidateText: SkinColor? = nil, highlightedCandidateText: SkinColor? = nil,
        highlightedCandidateBackground: SkinColor? = nil
    ) {
        self.keyboardBackground = keyboardBackground
        self.letterKeyBackground = letterKeyBackground
        self.letterKeyText = letterKeyText
        self.functionKeyBackground = functionKeyBackground
        self.candidateText = candidateText
        self.highlightedCandidateText = highlightedCandidateText
        self.highlightedCandidateBackground = highlightedCandidateBackground
    }

    /// The colours a theme of ours draws: q's key and label, shift's key, the candidates.
    public init(_ theme: KeyboardTheme) {
        let letter = theme.baseStyle(for: .character, keyID: "q"), shift = theme.baseStyle(for: .function, keyID: "shift")
        self.init(
            keyboardBackground: .color(theme.backgroundColor), letterKeyBackground: letter.backgroundColor.map(SkinColor.color),
            letterKeyText: letter.textColor.map(SkinColor.color), functionKeyBackground: shift.backgroundColor.map(SkinColor.color),
            candidateText: .color(theme.candidateTextColor), highlightedCandidateText: .color(theme.candidateHighlightColor),
            highlightedCandidateBackground: theme.candidateHighlightBackgroundColor.map(SkinColor.color))
    }

    /// The slots in the order and with the names of the JSON contract.
    public var fields: [(name: String, value: SkinColor?)] {
        [("keyboard_background", keyboardBackground), ("letter_key_background", letterKeyBackground), ("letter_key_text", letterKeyText),
         ("function_key_background", functionKeyBackground), ("candidate_text", candidateText),
         ("highlighted_candidate_text", highlightedCandidateText), ("highlighted_candidate_background", highlightedCandidateBackground)]
    }

    /// `{"keyboard_background": "#RRGGBB", …}`, an image or nothing as null.
    public var json: String {
        "{" + fields.map { name, value in
            "\"\(name)\": " + (value?.color.map { "\"\($0.hex)\"" } ?? "null")
        }.joined(separator: ", ") + "}"
    }
}

/// A theme's colours in both appearances, as `shurufa theme show` prints them.
public struct ThemeSummary: Hashable, Sendable {
    /// The light (or only) appearance.
    public var light: ThemeColors
    /// The dark appearance; nil when the theme has none.
    public var dark: ThemeColors?

    /// Both appearances.
    public init(light: ThemeColors, dark: ThemeColors?) {
        self.light = light
        self.dark = dark
    }

    /// `{"light": {…}, "dark": {…} or null}`.
    public var json: String { "{\"light\": \(light.json), \"dark\": \(dark?.json ?? "null")}" }
}
