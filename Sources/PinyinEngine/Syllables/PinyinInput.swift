/// Typed input cut into units the graph understands: letters (lower-cased, ASCII `a`–`z`),
/// apostrophes (forced syllable boundaries) and anything else, which passes through as itself.
public struct PinyinInput: Hashable, Sendable {
    /// One unit of input.
    public enum Unit: Hashable, Sendable {
        /// An ASCII letter `a`–`z`, lower-cased, as its byte.
        case letter(UInt8)
        /// An apostrophe: a syllable must end here (`xi'an`).
        case separator
        /// Any other character (a digit, punctuation, Han), passed through as itself.
        case literal(Character)
    }

    /// The units, in typed order.
    public let units: [Unit]

    /// Normalises `text`: upper case counts as lower case; `'` (and `’`) force a boundary.
    public init(_ text: String) {
        var units: [Unit] = []
        units.reserveCapacity(text.utf8.count)
        for character in text {
            if let ascii = character.asciiValue {
                switch ascii {
                case UInt8(ascii: "a")...UInt8(ascii: "z"): units.append(.letter(ascii))
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): units.append(.letter(ascii + 32))
                case UInt8(ascii: "'"): units.append(.separator)
                default: units.append(.literal(character))
                }
            } else if character == "’" {
                units.append(.separator)
            } else {
                units.append(.literal(character))
            }
        }
        self.units = units
    }

    /// Input made of the given units (other input forms read theirs, see `PinyinInput+Form`).
    init(units: [Unit]) { self.units = units }

    /// The number of units.
    public var count: Int { units.count }

    /// How a literal appears in candidates and marked text: itself, except control and format
    /// characters, line and paragraph separators (`\r`, ESC, U+2028…), which a candidate never
    /// carries (they still count as units, so lengths into the input stay right).
    public static func shownText(of character: Character) -> String {
        let hidden = character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
            default: false
            }
        }
        return hidden ? "" : String(character)
    }

    /// The letter at a position, or nil for separators and literals.
    @inline(__always)
    public func letter(at index: Int) -> UInt8? {
        if case let .letter(value) = units[index] { return value }
        return nil
    }

    /// The input as text (separators as `'`).
    public var text: String {
        var result = ""
        for unit in units {
            switch unit {
            case let .letter(value): result.unicodeScalars.append(Unicode.Scalar(value))
            case .separator: result.append("'")
            case let .literal(character): result += Self.shownText(of: character)
            }
        }
        return result
    }

    /// How many leading units two inputs share.
    public func commonPrefixLength(with other: PinyinInput) -> Int {
        var index = 0
        while index < units.count, index < other.units.count, units[index] == other.units[index] { index += 1 }
        return index
    }
}
