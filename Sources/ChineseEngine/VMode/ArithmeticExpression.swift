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

    /// The value of `text`.
    public static func evaluate(_ text: Substring) -> Result<ExactFraction, Failure> {
        guard text.count <= maximumLength else { return .failure(.malformed) }
        var reader = Reader(characters: Array(text))
        let value = reader.sum()
        guard case .success = value, reader.index == reader.characters.count else {
            if case .failure(let failure) = value { return .failure(failure) }
            return .failure(.malformed)
        }
        return value
    }

    private struct Reader {
        let characters: [Character]
        var index = 0

        var next: Character? {
            mutating get {
                while index < characters.count, characters[index] == " " { index += 1 }
                return index < characters.count ? characters[index] : nil
            }
        }

        mutating func sum() -> Result<ExactFraction, Failure> {
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

        mutating func product() -> Result<ExactFraction, Failure> {
            var value = factor()
            while case .success(let left) = value, let symbol = next, "*/×÷".contains(symbol) {
                index += 1
                value = factor().flatMap { right in
                    let dividing = symbol == "/" || symbol == "÷"
                    if dividing, right.numerator == 0 { return .failure(.divisionByZero) }
                    let result = dividing ? left / right : left * right
                    return result.map { .success($0) } ?? .failure(.overflow)
                }
            }
            return value
        }

        mutating func factor() -> Result<ExactFraction, Failure> {
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
                guard let value = ExactFraction(decimal: Substring(String(characters[start..<index]))) else {
                    return characters[start..<index].filter({ $0 == "." }).count > 1 ? .failure(.malformed) : .failure(.overflow)
                }
                return .success(value)
            }
        }
    }
}
