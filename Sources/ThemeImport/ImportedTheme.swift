import Foundation
import KeyboardLayout
import KeyboardThemes

/// What one appearance of a skin file draws, as read: the contract's colours plus what our theme
/// can carry besides (each key's own colours, function labels, the corner radius).
public struct SkinAppearance: Hashable, Sendable {
    /// The colours `theme show` prints.
    public var colors: ThemeColors
    /// Keys with colours of their own, by our layout's key id (`q`, `shift`, `delete`, `space`, `return`).
    public var keys: [String: SkinKey] = [:]
    /// Function keys' label colour.
    public var functionKeyText: SkinColor?
    /// Letter keys' fill under a finger.
    public var pressedLetterKeyBackground: SkinColor?
    /// The keys' corner radius in points.
    public var cornerRadius: Double?
    /// The key preview (hint) and callout's fill.
    public var popupBackground: SkinColor?
    /// The key preview's enlarged character.
    public var popupText: SkinColor?

    /// An appearance of `colors`, nothing else known.
    public init(colors: ThemeColors) { self.colors = colors }
}

/// One key's own colours in a skin.
public struct SkinKey: Hashable, Sendable {
    /// The key's fill.
    public var background: SkinColor?
    /// Its label.
    public var text: SkinColor?

    /// A key of `background` and `text`.
    public init(background: SkinColor?, text: SkinColor?) {
        self.background = background
        self.text = text
    }
}

/// A skin file read: its colours as its own app draws them, the theme of ours made from them, and
/// what could not be carried.
public struct ImportedTheme: Sendable {
    /// The format the file was read as (`Hamster skin (仓 legacy)`, `trime theme`, …).
    public var format: String
    /// The colours `theme show` prints.
    public var summary: ThemeSummary
    /// The theme of ours: the system theme with the skin's colours laid over it.
    public var theme: KeyboardThemePair
    /// What the theme could not carry (images, fonts, layouts, scripts), one line each.
    public var notCarried: [String]
    /// Labels whose contrast with their key is under 3:1, one line each.
    public var warnings: [String]
}

extension ImportedTheme {
    /// The longest name and title a theme keeps, and the longest line of its report: what a skin
    /// writes there (an 8 MB `name:`) is kept no longer, so a theme stays a few kB.
    static let maximumNameCharacters = 80, maximumTitleCharacters = 100, maximumReportLine = 300

    /// The theme of ours for a skin's appearances, its report and its contrast warnings.
    init(format: String, name: String, title: String, light: SkinAppearance, dark: SkinAppearance?, notCarried: [String]) {
        self.format = format
        summary = ThemeSummary(light: light.colors, dark: dark?.colors)
        let name = String(name.prefix(Self.maximumNameCharacters)), title = String(title.prefix(Self.maximumTitleCharacters))
        var report = notCarried.map { $0.count > Self.maximumReportLine ? $0.prefix(Self.maximumReportLine - 1) + "…" : $0 }
        let lightTheme = Self.theme(light, base: Self.base(for: light, otherwise: .light), name: name, report: &report)
        let darkTheme = dark.map { Self.theme($0, base: Self.base(for: $0, otherwise: .dark), name: name + "-dark", report: &report) }
        theme = KeyboardThemePair(name: name, title: title, light: lightTheme, dark: darkTheme)
        var seen = Set<String>()
        self.notCarried = report.filter { seen.insert($0).inserted }
        warnings = Self.contrastWarnings(lightTheme, appearance: "light") + (darkTheme.map { Self.contrastWarnings($0, appearance: "dark") } ?? [])
    }

    /// The system theme whose colours fill what the skin leaves out (or draws as images): the dark
    /// one under light labels (a skin of light text on image keys reads on dark keys), else `otherwise`.
    static func base(for skin: SkinAppearance, otherwise: KeyboardTheme) -> KeyboardTheme {
        guard let text = skin.colors.letterKeyText?.color else { return otherwise }
        return text.relativeLuminance > 0.4 ? .dark : .light
    }

    /// `base` with the appearance's colours laid over it; an image slot keeps the base's colour
    /// and is reported.
    static func theme(_ skin: SkinAppearance, base: KeyboardTheme, name: String, report: inout [String]) -> KeyboardTheme {
        func color(_ slot: SkinColor?, _ what: String) -> KeyboardColor? {
            switch slot {
            case let .color(color)?: return color
            case let .image(file)?:
                report.append("\(what): the image \(file) (drawn in the base theme's colour)")
                return nil
            case nil: return nil
            }
        }
        var theme = base
        theme.name = name
        let c = skin.colors
        if let value = color(c.keyboardBackground, "keyboard background") { theme.backgroundColor = value }
        var letter = theme.keyStyles[.character] ?? KeyStyle()
        letter.backgroundColor = color(c.letterKeyBackground, "letter keys") ?? letter.backgroundColor
        letter.textColor = color(c.letterKeyText, "letter labels") ?? letter.textColor
        letter.pressedBackgroundColor = color(skin.pressedLetterKeyBackground, "pressed letter keys") ?? letter.pressedBackgroundColor
        letter.cornerRadius = skin.cornerRadius ?? letter.cornerRadius
        theme.keyStyles[.character] = letter
        var function = theme.keyStyles[.function] ?? KeyStyle()
        function.backgroundColor = color(c.functionKeyBackground, "function keys") ?? function.backgroundColor
        function.textColor = color(skin.functionKeyText, "function labels") ?? function.textColor
        theme.keyStyles[.function] = function
        if let fill = color(skin.popupBackground, "the key preview") { theme.popupColor = fill }
        if let text = color(skin.popupText, "the key preview's character") { theme.popupTextColor = text }
        if let text = color(c.candidateText, "candidates") { theme.candidateTextColor = text }
        if let text = color(c.highlightedCandidateText, "the first candidate") { theme.candidateHighlightColor = text }
        theme.candidateHighlightBackgroundColor = color(c.highlightedCandidateBackground, "the first candidate's highlight")
        var overrides: [String: KeyStyle] = [:]
        for (id, key) in skin.keys.sorted(by: { $0.key < $1.key }) {
            let style = KeyStyle(backgroundColor: color(key.background, "the key \(id)"), textColor: color(key.text, "the label of \(id)"))
            if style.backgroundColor != nil || style.textColor != nil { overrides[id] = style }
        }
        theme.keyOverrides = overrides.isEmpty ? nil : overrides
        return theme
    }

    /// One line per key whose label is under 3:1 against its fill (over the keyboard background).
    static func contrastWarnings(_ theme: KeyboardTheme, appearance: String) -> [String] {
        var checks: [(String, KeyStyle)] = [("letter keys", theme.baseStyle(for: .character)), ("function keys", theme.baseStyle(for: .function))]
        checks += (theme.keyOverrides ?? [:]).keys.sorted().map { id in
            ("the key \(id)", theme.baseStyle(for: ["shift", "delete", "return", "space"].contains(id) ? .function : .character, keyID: id))
        }
        return checks.compactMap { what, style in
            guard let fill = style.backgroundColor, let text = style.textColor else { return nil }
            let opaqueFill = fill.composited(over: theme.backgroundColor.withAlpha(1))
            let ratio = text.composited(over: opaqueFill).contrastRatio(with: opaqueFill)
            guard ratio < 3 else { return nil }
            return "\(appearance): \(what): label \(text.hex) on \(fill.hex) is \(String(format: "%.2f", ratio)):1, under 3:1"
        }
    }
}
