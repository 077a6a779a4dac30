import Foundation

/// A page's choice of a theme it imported: the id `/themes/import` answered and which variant
/// (the page follows `prefers-color-scheme`). In JSON `imported:ID` or `imported:ID:dark`.
public struct ImportedThemeChoice: Hashable, Sendable {
    /// The id the server gave the theme.
    public var id: String
    /// Whether the dark variant is drawn.
    public var isDark: Bool

    /// The choice `name` writes; nil for anything but `imported:ID[:dark]` with an id of letters and digits.
    public init?(name: String) {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "dark"), parts[0] == "imported",
              (1...40).contains(parts[1].count), parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        id = String(parts[1])
        isDark = parts.count == 3
    }

    /// `imported:ID` or `imported:ID:dark`.
    public var name: String { "imported:\(id)" + (isDark ? ":dark" : "") }
}
