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

    /// How a literal appears in candidates and marked text: itself, except a character no one
    /// sees (`HanFontCoverage.isVisible`: `\r`, ESC, U+2028, a private-use one…), which a candidate
    /// never carries (it still counts as a unit, so lengths into the input stay right).
    public static func shownText(of character: Character) -> String {
        HanFontCoverage.isVisible(character) ? String(character) : ""
    }

    /// The text of a letter unit: the letter, or the 注音 symbol a code above ASCII stands for
    /// (`ZhuyinInput.units`), never that byte read as a Latin-1 character.
    static func text(ofLetter value: UInt8) -> String {
        ZhuyinSymbols.isSymbolUnit(value) ? ZhuyinSymbols.symbol(ofUnit: value).map { String($0) } ?? "" : String(Unicode.Scalar(value))
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
            case let .letter(value): result += Self.text(ofLetter: value)
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
