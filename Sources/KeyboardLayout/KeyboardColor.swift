import Foundation

/// An sRGB colour with alpha, components in 0...1; written `"#RRGGBB"` or `"#RRGGBBAA"` in JSON.
public struct KeyboardColor: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from components in 0…1 (not clamped here; `hex` clamps when writing).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`.
    public init(rgb: UInt32, alpha: Double = 1) {
        red = Double((rgb >> 16) & 0xFF) / 255
        green = Double((rgb >> 8) & 0xFF) / 255
        blue = Double(rgb & 0xFF) / 255
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` otherwise.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 8 {
            self.init(rgb: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
        } else {
            self.init(rgb: UInt32(value))
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(value, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The colour with another alpha.
    public func withAlpha(_ alpha: Double) -> KeyboardColor {
        KeyboardColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque white.
    public static let white = KeyboardColor(rgb: 0xFFFFFF)
    /// Opaque black.
    public static let black = KeyboardColor(rgb: 0x000000)
    /// Fully transparent.
    public static let clear = KeyboardColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension KeyboardColor: Codable {
    /// Reads a JSON string through `init(hex:)`; anything else throws a `DecodingError` quoting it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = KeyboardColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
        }
        self = color
    }

    /// Writes `hex`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
