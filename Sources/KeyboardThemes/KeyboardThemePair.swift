import Foundation
import KeyboardLayout

/// A theme as a person chooses it: a light variant and, if it has one, a dark variant that the
/// keyboard switches to with the system's appearance. It is what a theme file of ours holds
/// (`docs/themes.md`) and what an imported skin becomes.
public struct KeyboardThemePair: Hashable, Codable, Sendable {
    /// The id hosts store (`system`, `high-contrast`, or an imported skin's).
    public var name: String
    /// What a menu shows (`系统`, `26键彩虹键盘`).
    public var title: String
    /// The variant drawn in light mode (and in dark mode when `dark` is nil).
    public var light: KeyboardTheme
    /// The variant drawn in dark mode; nil when the theme has one look.
    public var dark: KeyboardTheme?

    /// A theme of one or two variants.
    public init(name: String, title: String, light: KeyboardTheme, dark: KeyboardTheme? = nil) {
        self.name = name
        self.title = title
        self.light = light
        self.dark = dark
    }

    /// The variant for the system's appearance.
    public func variant(dark isDark: Bool) -> KeyboardTheme { isDark ? (dark ?? light) : light }

    /// The themes shipped with Shurufa, the system pair first.
    public static let builtIns: [KeyboardThemePair] = [
        KeyboardThemePair(name: "system", title: "系统", light: .light, dark: .dark),
        KeyboardThemePair(name: "high-contrast", title: "高对比度", light: .highContrast, dark: .highContrastDark),
        KeyboardThemePair(name: "ink", title: "水墨", light: .ink, dark: .inkDark),
        KeyboardThemePair(name: "mint", title: "薄荷", light: .mint, dark: .mintDark),
        KeyboardThemePair(name: "sakura", title: "樱", light: .sakura, dark: .sakuraDark),
        KeyboardThemePair(name: "ocean", title: "深海", light: .ocean, dark: .oceanDark),
    ]

    /// The built-in theme with the given name.
    public static func builtIn(named name: String) -> KeyboardThemePair? { builtIns.first { $0.name == name } }
}

/// Our theme file: `{"format": "shurufa-theme", "version": 1, "name": …, "title": …, "light": {…},
/// "dark": {…}}`, each variant a `KeyboardTheme` (colours `#RRGGBB` / `#RRGGBBAA`).
extension KeyboardThemePair {
    /// The `format` value of our theme files.
    public static let fileFormat = "shurufa-theme"

    /// The fields that say a JSON file is a theme of ours; the pair's own fields stand beside them.
    private struct FileHeader: Codable {
        var format = KeyboardThemePair.fileFormat
        var version = 1
    }

    /// The file's one object: the header's fields, then the pair's.
    private struct File: Encodable {
        var pair: KeyboardThemePair

        func encode(to encoder: any Encoder) throws {
            try FileHeader().encode(to: encoder)
            try pair.encode(to: encoder)
        }
    }

    /// The theme as our JSON file (keys sorted, so a file diffs well).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(File(pair: self))
    }

    /// A theme read from our JSON file; throws a `DecodingError` naming the field at fault, or for
    /// another format or a newer version.
    public init(jsonData data: Data) throws {
        let decoder = JSONDecoder()
        let header = try decoder.decode(FileHeader.self, from: data)
        let pair = try decoder.decode(KeyboardThemePair.self, from: data)
        guard header.format == Self.fileFormat, header.version == 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [], debugDescription: "not a theme of ours (format \"\(header.format)\" version \(header.version))"))
        }
        self = pair
    }
}
