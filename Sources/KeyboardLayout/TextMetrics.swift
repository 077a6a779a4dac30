import Foundation

/// The one estimate of text width without a font engine: the core lays out the candidate bar and
/// grid with it, the renderer sizes labels and callout cells with it, so drawing and hit testing agree.
/// CJK ideographs and full-width forms are one em wide; Latin letters and digits about 0.55 em.
public enum TextMetrics {
    /// Estimated width of `text` at `fontSize`.
    public static func estimatedWidth(of text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: continue
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
                ems += 1
            case 0x1F000...0x1FAFF: ems += 1.2
            case 0x20...0x7E:
                ems += "mwMW@".unicodeScalars.contains(scalar) ? 0.85 : ("iljI.,;:'!|".unicodeScalars.contains(scalar) ? 0.3 : 0.56)
            default: ems += 0.6
            }
        }
        return ems * fontSize
    }
}
