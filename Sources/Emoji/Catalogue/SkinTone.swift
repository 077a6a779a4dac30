/// One of the five Fitzpatrick skin-tone modifiers (U+1F3FB…U+1F3FF).
public enum SkinTone: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Fitzpatrick types 1–2 (light) to 6 (dark), raw values 1…5: the modifier is U+1F3FA + raw value.
    case light = 1, mediumLight, medium, mediumDark, dark

    /// The modifier scalar that follows the base emoji.
    public var modifier: Unicode.Scalar { Unicode.Scalar(0x1F3FA + UInt32(rawValue))! }

    /// The tone of a modifier scalar, nil for any other scalar.
    public init?(modifier: Unicode.Scalar) {
        self.init(rawValue: Int(modifier.value) - 0x1F3FA)
    }

    /// The tones of the modifiers in a string, in order.
    public static func tones(in text: String) -> [SkinTone] {
        text.unicodeScalars.compactMap(SkinTone.init(modifier:))
    }

    /// The CLDR name of the tone, e.g. `medium-light`.
    public var description: String {
        switch self {
        case .light: "light"
        case .mediumLight: "medium-light"
        case .medium: "medium"
        case .mediumDark: "medium-dark"
        case .dark: "dark"
        }
    }
}
