/// A rational number kept exact (numerator over a positive denominator, in lowest terms), for the
/// v模式 calculator: 0.1 + 0.2 is 3/10, not 0.30000000000000004. Every operation reports
/// overflow as nil instead of trapping, so a huge input gives no answer rather than a crash.
public struct ExactFraction: Hashable, Sendable {
    /// The numerator (carries the sign).
    public let numerator: Int64
    /// The denominator, always positive.
    public let denominator: Int64

    /// `numerator / denominator` in lowest terms; nil when `denominator` is 0 or on overflow.
    public init?(_ numerator: Int64, _ denominator: Int64 = 1) {
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        let divisor = Self.gcd(numerator.magnitude, denominator.magnitude)
        let sign: Int64 = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / Int64(divisor)
        self.denominator = sign * denominator / Int64(divisor)
    }

    /// A decimal literal (`12`, `0.5`, `.5`, `3.`), or nil when it is not one or is too long to hold.
    public init?(decimal text: Substring) {
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        let digits = parts.joined()
        guard (1...2).contains(parts.count), !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Int64(digits) else { return nil }
        let scale = parts.count == 2 ? parts[1].count : 0
        var denominator: Int64 = 1
        for _ in 0..<scale { denominator *= 10 }
        self.init(value, denominator)
    }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }

    private static func product(_ a: Int64, _ b: Int64) -> Int64? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }

    /// The sum, or nil on overflow.
    public static func + (a: Self, b: Self) -> Self? {
        guard let left = product(a.numerator, b.denominator), let right = product(b.numerator, a.denominator),
              let denominator = product(a.denominator, b.denominator) else { return nil }
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? nil : Self(sum, denominator)
    }

    /// The negation (nil never in practice: the numerator is never `Int64.min`).
    public prefix static func - (a: Self) -> Self? { Self(-a.numerator, a.denominator) }

    /// The difference, or nil on overflow.
    public static func - (a: Self, b: Self) -> Self? { (-b).flatMap { a + $0 } }

    /// The product, or nil on overflow (cross-reduced first, so it overflows only when the answer would).
    public static func * (a: Self, b: Self) -> Self? {
        let first = Int64(gcd(a.numerator.magnitude, b.denominator.magnitude))
        let second = Int64(gcd(b.numerator.magnitude, a.denominator.magnitude))
        guard let numerator = product(a.numerator / first, b.numerator / second),
              let denominator = product(a.denominator / second, b.denominator / first) else { return nil }
        return Self(numerator, denominator)
    }

    /// The quotient, or nil when `b` is zero or on overflow.
    public static func / (a: Self, b: Self) -> Self? {
        guard b.numerator != 0, let inverse = Self(b.denominator, b.numerator) else { return nil }
        return a * inverse
    }

    /// The value as a calculator shows it, printed digit by digit from the fraction (no `Double` on
    /// the way): a whole number or a decimal that ends as it is (1/8 → 0.125, 1/2000000 → 0.0000005,
    /// 123456789012345678/100 → 1234567890123456.78); one that never ends rounded half up to 6
    /// decimals, or to 6 significant digits when it is smaller (1/3 → 0.333333, 1/3000000 → 0.000000333333).
    public var text: String { DecimalExpansion(self).text }
}
