import Foundation
import KeyboardLayout

/// What a colour slot of a skin file holds: a colour, an image drawn instead, or nothing usable.
public enum SkinColor: Hashable, Sendable {
    /// A colour.
    case color(KeyboardColor)
    /// An image file's name (`xingaqr.cherry/key.png`): not carried, drawn as the base theme's colour.
    case image(String)

    /// The colour, nil for an image.
    public var color: KeyboardColor? {
        if case let .color(color) = self { return color }
        return nil
    }

    /// Hamster's `RRGGBB` / `RRGGBBAA` (alpha last), with or without `#` or `0x`, any case; an image
    /// name; nil for anything else (`0`, JavaScript, a word).
    public static func hamster(_ text: String) -> SkinColor? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let image = imageName(trimmed) { return .image(image) }
        var digits = Substring(trimmed)
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard digits.count == 6 || digits.count == 8, let value = hexadecimal(digits) else { return nil }
        return .color(digits.count == 8 ? KeyboardColor(rgb: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255) : KeyboardColor(rgb: UInt32(value)))
    }

    /// trime's `0xRRGGBB`, `0xAARRGGBB`, `#RRGGBB`, `#AARRGGBB` (alpha first), a short `0x00`
    /// (an ARGB number: transparent), an Android colour name, or an image name; nil for anything
    /// else (a reference to another colour's name).
    public static func trime(_ text: String) -> SkinColor? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let image = imageName(trimmed) { return .image(image) }
        if let named = androidNames[trimmed.lowercased()] { return .color(named) }
        let lower = trimmed.lowercased()
        let digits: Substring
        if lower.hasPrefix("0x") { digits = Substring(lower.dropFirst(2)) } else if lower.hasPrefix("#") { digits = Substring(lower.dropFirst()) } else { return nil }
        guard digits.count <= 8, let value = hexadecimal(digits) else { return nil }
        if digits.count == 6 { return .color(KeyboardColor(rgb: UInt32(value))) }
        if lower.hasPrefix("#"), digits.count != 8 { return nil }
        return .color(KeyboardColor(rgb: UInt32(value & 0xFF_FFFF), alpha: Double((value >> 24) & 0xFF) / 255))
    }

    /// Hamster 2.x (Squirrel's) `0xBBGGRR` / `0xAABBGGRR`.
    public static func bgr(_ text: String) -> SkinColor? {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = lower.hasPrefix("0x") ? Substring(lower.dropFirst(2)) : lower.hasPrefix("#") ? Substring(lower.dropFirst()) : Substring(lower)
        guard digits.count == 6 || digits.count == 8, let value = hexadecimal(digits) else { return nil }
        let red = value & 0xFF, green = (value >> 8) & 0xFF, blue = (value >> 16) & 0xFF
        let alpha = digits.count == 8 ? Double((value >> 24) & 0xFF) / 255 : 1
        return .color(KeyboardColor(rgb: UInt32(red << 16 | green << 8 | blue), alpha: alpha))
    }

    /// `digits` as a hexadecimal number, nil unless every one is 0-9, a-f or A-F: `UInt64(_:radix:)`
    /// alone takes a sign, so `0x+FFFFF` read as a colour.
    static func hexadecimal(_ digits: Substring) -> UInt64? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return UInt64(digits, radix: 16)
    }

    /// The file name when `text` names an image (`key.png`, `bg.jpg`).
    static func imageName(_ text: String) -> String? {
        let lower = text.lowercased()
        return [".png", ".jpg", ".jpeg", ".webp", ".gif", ".heic"].contains { lower.hasSuffix($0) } ? text : nil
    }

    /// Android's `Color.parseColor` names.
    static let androidNames: [String: KeyboardColor] = [
        "black": KeyboardColor(rgb: 0x000000), "darkgray": KeyboardColor(rgb: 0x444444), "darkgrey": KeyboardColor(rgb: 0x444444),
        "gray": KeyboardColor(rgb: 0x888888), "grey": KeyboardColor(rgb: 0x888888), "lightgray": KeyboardColor(rgb: 0xCCCCCC),
        "lightgrey": KeyboardColor(rgb: 0xCCCCCC), "white": KeyboardColor(rgb: 0xFFFFFF), "red": KeyboardColor(rgb: 0xFF0000),
        "green": KeyboardColor(rgb: 0x00FF00), "blue": KeyboardColor(rgb: 0x0000FF), "yellow": KeyboardColor(rgb: 0xFFFF00),
        "cyan": KeyboardColor(rgb: 0x00FFFF), "magenta": KeyboardColor(rgb: 0xFF00FF), "aqua": KeyboardColor(rgb: 0x00FFFF),
        "fuchsia": KeyboardColor(rgb: 0xFF00FF), "lime": KeyboardColor(rgb: 0x00FF00), "maroon": KeyboardColor(rgb: 0x800000),
        "navy": KeyboardColor(rgb: 0x000080), "olive": KeyboardColor(rgb: 0x808000), "purple": KeyboardColor(rgb: 0x800080),
        "silver": KeyboardColor(rgb: 0xC0C0C0), "teal": KeyboardColor(rgb: 0x008080),
        "transparent": KeyboardColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}
