import Foundation
import KeyboardLayout

/// WCAG 2's contrast between two colours: how the high-contrast theme is checked and how an
/// imported skin's hard-to-read labels are found.
extension KeyboardColor {
    /// WCAG 2's relative luminance of the colour (alpha ignored), 0 (black) … 1 (white).
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            let c = min(max(component, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn over an opaque `background` (alpha blended), opaque.
    public func composited(over background: KeyboardColor) -> KeyboardColor {
        KeyboardColor(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// WCAG 2's contrast ratio with `other`, 1 … 21 (the order does not matter; alpha ignored).
    public func contrastRatio(with other: KeyboardColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
