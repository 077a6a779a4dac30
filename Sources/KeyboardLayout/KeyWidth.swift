import Foundation

/// How much of its row an item takes along the row's axis (width in a row, height in a column).
///
/// In JSON: `"dynamic"`, a number of points (`44`), `{"fixed": 44}` or `{"relative": 0.1}`.
public enum KeyWidth: Hashable, Sendable {
    /// Shares what the fixed and relative items leave, equally with the other dynamic items.
    case dynamic
    /// A width in points.
    case fixed(Double)
    /// A fraction of the row's inner length, counting the gaps as shared, so that
    /// `.relative(0.2)` is exactly as long as two `.relative(0.1)` keys and the gap between them.
    case relative(Double)
}

extension KeyWidth: Codable {
    private enum CodingKeys: String, CodingKey { case fixed, relative }

    /// Reads `"dynamic"`, a number of points, `{"fixed": points}` or `{"relative": fraction}`; a negative or
    /// infinite width, a fraction outside (0, 1] or anything else throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if let text = try? single.decode(String.self) {
                guard text == "dynamic" else {
                    throw DecodingError.dataCorruptedError(
                        in: single, debugDescription: "expected \"dynamic\", a number, {\"fixed\": points} or {\"relative\": fraction}, found \"\(text)\"")
                }
                self = .dynamic
                return
            }
            if let points = try? single.decode(Double.self) {
                self = try KeyWidth.checkedFixed(points, decoder)
                return
            }
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try container.rejectUnknownKeys(allowed: ["fixed", "relative"])
        if let points = try container.decodeIfPresent(Double.self, forKey: .fixed) {
            self = try KeyWidth.checkedFixed(points, decoder)
        } else if let fraction = try container.decodeIfPresent(Double.self, forKey: .relative) {
            guard fraction > 0, fraction <= 1 else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath + [CodingKeys.relative],
                    debugDescription: "a relative width must be in (0, 1], found \(fraction)"))
            }
            self = .relative(fraction)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "expected \"dynamic\", a number, {\"fixed\": points} or {\"relative\": fraction}"))
        }
    }

    private static func checkedFixed(_ points: Double, _ decoder: any Decoder) throws -> KeyWidth {
        guard points >= 0, points.isFinite else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "a fixed width must be a finite number ≥ 0, found \(points)"))
        }
        return .fixed(points)
    }

    /// Writes the shortest form: `"dynamic"`, a bare number for a fixed width, `{"relative": fraction}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .dynamic:
            var single = encoder.singleValueContainer()
            try single.encode("dynamic")
        case .fixed(let points):
            var single = encoder.singleValueContainer()
            try single.encode(points)
        case .relative(let fraction):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fraction, forKey: .relative)
        }
    }
}
