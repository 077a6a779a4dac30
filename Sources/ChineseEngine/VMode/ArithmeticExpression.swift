/// An arithmetic expression typed in v模式 (`1+2*3`, `(1.5+2)×4`, `10÷4`): + − × ÷ (or + - * /),
/// parentheses, decimals and a leading minus, evaluated exactly with `ExactFraction` by
/// precedence climbing. Bounded: at most `maximumLength` characters (so nesting is bounded too).
public enum ArithmeticExpression {
    /// The longest expression read.
    public static let maximumLength = 80

    /// Why an expression has no value.
    public enum Failure: Error, Equatable {
        /// Not an expression (a stray character, an unclosed parenthesis, a missing operand) or too long.
        case malformed
        /// A division by zero.
        case divisionByZero
        /// A value beyond what is held exactly.
        case overflow
    }

    /// Whether `text` has an operator between operands (so it is a sum, not a bare number).
    public static func hasOperator(_ text: Substring) -> Bool {
        text.dropFirst().contains { "+-*/×÷−".contains($0) }
    }

    /// The value of `text`, exact.
    public static func evaluate(_ text: Substring) -> Result<ExactFraction, Failure> {
        evaluate(text, as: ExactFraction.self)
    }

    /// The value of `text` in `Value`'s arithmetic (exact fractions, or the approximation a sum
    /// too large for them is shown by).
    public static func evaluate<Value: ArithmeticOperand>(_ text: Substring, as: Value.Type) -> Result<Value, Failure> {
        guard text.count <= maximumLength else { return .failure(.malformed) }
        var reader = Reader<Value>(characters: Array(text))
        let value = reader.sum()
        guard case .success = value, reader.index == reader.characters.count else {
            if case .failure(let failure) = value { return .failure(failure) }
            return .failure(.malformed)
        }
        return value
    }

    private struct Reader<Value: ArithmeticOperand> {
        let characters: [Character]
        var index = 0

        var next: Character? {
            mutating get {
                while index < characters.count, characters[index] == " " { index += 1 }
                return index < characters.count ? characters[index] : nil
            }
        }

        mutating func sum() -> Result<Value, Failure> {
            var value = product()
            while case .success(let left) = value, let symbol = next, "+-−".contains(symbol) {
                index += 1
                value = product().flatMap { right in
                    let result = symbol == "+" ? left + right : left - right
                    return result.map { .success($0) } ?? .failure(.overflow)
                }
            }
            return value
        }

        mutating func product() -> Result<Value, Failure> {
            var value = factor()
            while case .success(let left) = value, let symbol = next, "*/×÷".contains(symbol) {
                index += 1
                value = factor().flatMap { right in
                    let dividing = symbol == "/" || symbol == "÷"
                    if dividing, right.isZero { return .failure(.divisionByZero) }
                    let result = dividing ? left / right : left * right
                    return result.map { .success($0) } ?? .failure(.overflow)
                }
            }
            return value
        }

        mutating func factor() -> Result<Value, Failure> {
            guard let symbol = next else { return .failure(.malformed) }
            switch symbol {
            case "-", "−":
                index += 1
                return factor().flatMap { value in (-value).map { .success($0) } ?? .failure(.overflow) }
            case "(", "（":
                index += 1
                let value = sum()
                guard case .success = value else { return value }
                guard let close = next, close == ")" || close == "）" else { return .failure(.malformed) }
                index += 1
                return value
            default:
                let start = index
                while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." { index += 1 }
                guard index > start else { return .failure(.malformed) }
                guard let value = Value(decimal: Substring(String(characters[start..<index]))) else {
                    return characters[start..<index].filter({ $0 == "." }).count > 1 ? .failure(.malformed) : .failure(.overflow)
                }
                return .success(value)
            }
        }
    }
}

/// A number the v模式 calculator computes with: each operation nil where its answer cannot be held.
public protocol ArithmeticOperand: Sendable {
    /// A decimal literal (`12`, `0.5`, `.5`), or nil when it is not one or cannot be held.
    init?(decimal text: Substring)
    /// Whether the value is zero (a divisor that has no quotient).
    var isZero: Bool { get }
    /// The sum, or nil.
    static func + (a: Self, b: Self) -> Self?
    /// The difference, or nil.
    static func - (a: Self, b: Self) -> Self?
    /// The product, or nil.
    static func * (a: Self, b: Self) -> Self?
    /// The quotient, or nil.
    static func / (a: Self, b: Self) -> Self?
    /// The negation, or nil.
    prefix static func - (a: Self) -> Self?
}

extension ExactFraction: ArithmeticOperand {
    /// Whether the fraction is zero.
    public var isZero: Bool { numerator == 0 }
}

/// A sum too large for `ExactFraction` (`99999999999999999999*99999999999999999999`), computed in
/// binary floating point and shown as an approximation (`≈1e+40`): the bar says what the sum is
/// about instead of staying empty. Nil past `Double`'s range.
public struct ApproximateNumber: ArithmeticOperand, Hashable {
    /// The value, always finite.
    public let value: Double

    /// `value`, or nil when it is not finite.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.value = value
    }

    /// A decimal literal of ASCII digits and at most one point.
    public init?(decimal text: Substring) {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), text.filter({ $0 == "." }).count <= 1,
              text != ".", let value = Double(text.hasPrefix(".") ? "0" + text : String(text)) else { return nil }
        self.init(value)
    }

    /// Whether the value is zero.
    public var isZero: Bool { value == 0 }
    /// The sum, nil past `Double`'s range.
    public static func + (a: Self, b: Self) -> Self? { Self(a.value + b.value) }
    /// The difference, nil past `Double`'s range.
    public static func - (a: Self, b: Self) -> Self? { Self(a.value - b.value) }
    /// The product, nil past `Double`'s range.
    public static func * (a: Self, b: Self) -> Self? { Self(a.value * b.value) }
    /// The quotient, nil past `Double`'s range.
    public static func / (a: Self, b: Self) -> Self? { Self(a.value / b.value) }
    /// The negation.
    public prefix static func - (a: Self) -> Self? { Self(-a.value) }

    /// `≈` and 15 significant digits (`≈1e+40`, `≈1.18059162071741e+21`).
    public var text: String { "≈" + String(format: "%.15g", value) }
}
