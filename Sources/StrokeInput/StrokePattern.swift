/// One of the five stroke classes of 五笔画 input, in the order of the keys (1–5).
public enum Stroke: UInt8, CaseIterable, Sendable, Hashable, Codable {
    /// 横 (h), key 1.
    case horizontal = 1
    /// 竖 (s), key 2.
    case vertical = 2
    /// 撇 (p), key 3.
    case leftFalling = 3
    /// 点/捺 (n), key 4.
    case dot = 4
    /// 折 (z), key 5: every stroke with a turn.
    case turning = 5

    /// The stroke's name as a key shows it: 横 竖 撇 点 折.
    public var name: Character {
        switch self {
        case .horizontal: "横"
        case .vertical: "竖"
        case .leftFalling: "撇"
        case .dot: "点"
        case .turning: "折"
        }
    }
}

/// The strokes typed so far: each a `Stroke`, or nil for the 通配 wildcard (`?`), which stands for
/// any one stroke. A character matches when its stroke order begins with the pattern.
public struct StrokePattern: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The typed strokes, first first; nil is the wildcard.
    public var strokes: [Stroke?]

    /// The longest pattern read (longer input is a mistake: the longest character has 64 strokes).
    public static let maximumLength = 64

    /// A pattern of `strokes`.
    public init(_ strokes: [Stroke?]) { self.strokes = strokes }

    /// Reads digits 1–5 (横 竖 撇 点 折), `?` for the wildcard, and the stroke names 横竖撇点折
    /// themselves; throws `StrokePattern.ParseError` naming the first other character.
    public init(parsing text: some StringProtocol) throws {
        var strokes: [Stroke?] = []
        for (offset, character) in text.enumerated() {
            switch character {
            case "1", "横": strokes.append(.horizontal)
            case "2", "竖": strokes.append(.vertical)
            case "3", "撇": strokes.append(.leftFalling)
            case "4", "点", "捺": strokes.append(.dot)
            case "5", "折": strokes.append(.turning)
            case "?", "？": strokes.append(nil)
            default: throw ParseError(character: character, offset: offset)
            }
        }
        guard strokes.count <= Self.maximumLength else {
            throw ParseError(character: text.last ?? " ", offset: Self.maximumLength, isTooLong: true)
        }
        self.strokes = strokes
    }

    /// Whether nothing is typed.
    public var isEmpty: Bool { strokes.isEmpty }

    /// The number of strokes typed (a wildcard counts as one).
    public var count: Int { strokes.count }

    /// The pattern as digits, `?` for a wildcard.
    public var description: String {
        String(strokes.map { $0.map { Character(String($0.rawValue)) } ?? "?" })
    }

    /// Whether `sequence` (stroke values 1–5) begins with this pattern.
    public func isPrefix(of sequence: some Collection<UInt8>) -> Bool {
        guard sequence.count >= strokes.count else { return false }
        return zip(strokes, sequence).allSatisfy { typed, stroke in typed.map { $0.rawValue == stroke } ?? true }
    }

    /// A character of the input that is neither a stroke key nor the wildcard.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The character.
        public let character: Character
        /// Its place in the input (from 0); `maximumLength` when the input is too long.
        public let offset: Int
        /// Whether the input was refused for its length (more than `maximumLength` strokes, however
        /// good each is: `?` × 4096 was once reported as "'?' at 65 is not a stroke").
        public var isTooLong = false

        /// What went wrong, for a person.
        public var description: String {
            isTooLong
                ? "more than \(StrokePattern.maximumLength) strokes"
                : "'\(character)' at \(offset + 1) is not a stroke (1 横 2 竖 3 撇 4 点 5 折, ? any)"
        }
    }
}
