/// An emoji version (E0.6 … E17.0), so a host can hide emoji its system cannot draw yet.
public struct EmojiVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The version times ten (E13.1 → 131); emoji versions have one decimal digit.
    public let tenths: Int

    /// Creates a version from its major and minor parts (minor 0...9).
    public init(major: Int, minor: Int = 0) {
        tenths = major * 10 + min(max(minor, 0), 9)
    }

    /// Creates a version from tenths (E13.1 → 131).
    public init(tenths: Int) { self.tenths = tenths }

    /// Parses "15", "15.1" or "E15.1"; nil for anything else.
    public init?(_ text: String) {
        var text = Substring(text)
        if text.first == "E" || text.first == "e" { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        var minor = 0
        if parts.count == 2 {
            guard parts[1].count == 1, let value = Int(parts[1]) else { return nil }
            minor = value
        }
        self.init(major: major, minor: minor)
    }

    /// The part before the point (15 for E15.1).
    public var major: Int { tenths / 10 }
    /// The digit after the point (1 for E15.1).
    public var minor: Int { tenths % 10 }
    /// `major.minor`, e.g. `15.1` (no `E`), the form `init(_:)` and the JSON coding read.
    public var description: String { "\(major).\(minor)" }

    /// Older versions are smaller.
    public static func < (lhs: EmojiVersion, rhs: EmojiVersion) -> Bool { lhs.tenths < rhs.tenths }

    /// Reads a JSON string such as `"15.1"` or `"E15.1"`; anything else throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = EmojiVersion(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an emoji version: \(text)")
        }
        self = version
    }

    /// Writes `description` as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
