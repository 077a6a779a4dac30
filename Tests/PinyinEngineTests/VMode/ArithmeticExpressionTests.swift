import Testing
@testable import PinyinEngine

/// The v模式 calculator: exact rational arithmetic, precedence, and no crash on bad or huge input.
@Suite struct ArithmeticExpressionTests {
    func value(_ text: String) -> String? {
        guard case .success(let value) = ArithmeticExpression.evaluate(Substring(text)) else { return nil }
        return value.text
    }

    @Test(arguments: [
        ("1+2*3", "7"), ("(1+2)*3", "9"), ("0.1+0.2", "0.3"), ("10/4", "2.5"), ("1/3", "0.333333"),
        ("2/3", "0.666667"), ("1/1024", "0.000977"), ("10÷4×2", "5"), ("5−7", "-2"), ("-(2+3)*2", "-10"),
        ("12.5*8-1", "99"), ("（1+1）×3", "6"), ("999*999*999*999", "996005996001"),
    ])
    func evaluatesExactly(expression: String, result: String) {
        #expect(value(expression) == result)
    }

    @Test func failsWithoutCrashingOnBadInput() {
        #expect(ArithmeticExpression.evaluate("1/0") == .failure(.divisionByZero))
        #expect(ArithmeticExpression.evaluate("1/(2-2)") == .failure(.divisionByZero))
        #expect(ArithmeticExpression.evaluate("1++") == .failure(.malformed))
        #expect(ArithmeticExpression.evaluate("(1+2") == .failure(.malformed))
        #expect(ArithmeticExpression.evaluate("1.2.3+1") == .failure(.malformed))
        #expect(ArithmeticExpression.evaluate("99999999999*99999999999") == .failure(.overflow))
        #expect(ArithmeticExpression.evaluate("9999999999999999999+1") == .failure(.overflow))
        #expect(ArithmeticExpression.evaluate(Substring(String(repeating: "(", count: 500))) == .failure(.malformed))
        #expect(ArithmeticExpression.evaluate(Substring(String(repeating: "1+", count: 40) + "1")) == .failure(.malformed))
    }
}
