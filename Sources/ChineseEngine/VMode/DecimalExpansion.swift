/// The decimal digits of an `ExactFraction`, produced by long division on its integers: exact when
/// the fraction ends in decimal (its denominator has no prime factor but 2 and 5), rounded when not.
struct DecimalExpansion {
    /// Decimals kept for a fraction that never ends (more when its first digits are zeros).
    static let roundedPlaces = 6

    let negative: Bool
    let whole: UInt64
    let remainder: UInt64
    let denominator: UInt64

    init(_ fraction: ExactFraction) {
        negative = fraction.numerator < 0
        denominator = fraction.denominator.magnitude
        whole = fraction.numerator.magnitude / denominator
        remainder = fraction.numerator.magnitude % denominator
    }

    /// The number of decimals that end the fraction exactly, or nil when it never ends.
    var terminatingPlaces: Int? {
        var (rest, twos, fives) = (denominator, 0, 0)
        while rest % 2 == 0 { rest /= 2; twos += 1 }
        while rest % 5 == 0 { rest /= 5; fives += 1 }
        return rest == 1 ? max(twos, fives) : nil
    }

    /// The first `count` decimals, by long division (the remainder stays below the denominator,
    /// so each step's product is held in two words and its quotient is one digit).
    func decimals(_ count: Int) -> (digits: [UInt8], rest: UInt64) {
        var digits: [UInt8] = []
        var rest = remainder
        for _ in 0..<count {
            let (digit, next) = denominator.dividingFullWidth(rest.multipliedFullWidth(by: 10))
            digits.append(UInt8(digit))
            rest = next
        }
        return (digits, rest)
    }

    var text: String {
        var integer = whole
        var digits: [UInt8]
        if let places = terminatingPlaces {
            digits = decimals(places).digits
        } else {
            let leadingZeros = decimals(64).digits.prefix { $0 == 0 }.count
            let places = whole == 0 ? max(Self.roundedPlaces, leadingZeros + Self.roundedPlaces) : Self.roundedPlaces
            let (kept, rest) = decimals(places)
            digits = kept
            let (next, _) = denominator.dividingFullWidth(rest.multipliedFullWidth(by: 10))
            if next >= 5 { integer += Self.roundUp(&digits) ? 1 : 0 }
            while digits.last == 0 { digits.removeLast() }
        }
        let sign = negative && (integer != 0 || !digits.isEmpty) ? "-" : ""
        let fraction = digits.isEmpty ? "" : "." + String(digits.map { Character(String($0)) })
        return sign + String(integer) + fraction
    }

    /// Adds one in the last place; true when it carries into the whole part.
    private static func roundUp(_ digits: inout [UInt8]) -> Bool {
        for index in digits.indices.reversed() {
            if digits[index] < 9 { digits[index] += 1; return false }
            digits[index] = 0
        }
        return true
    }
}
