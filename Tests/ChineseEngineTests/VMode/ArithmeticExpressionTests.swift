import Testing
@testable import ChineseEngine

/// The v模式 calculator: exact rational arithmetic, precedence, and no crash on bad or huge input.
@Suite struct ArithmeticExpressionTests {
    func value(_ text: String) -> String? {
        guard case .success(let value) = ArithmeticExpression.evaluate(Substring(text)) else { return nil }
        return value.text
    }

    @Test(arguments: [
        ("1+2*3", "7"), ("(1+2)*3", "9"), ("0.1+0.2", "0.3"), ("10/4", "2.5"), ("1/3", "0.333333"),
        ("2/3", "0.666667"), ("1/1024", "0.0009765625"), ("10÷4×2", "5"), ("5−7", "-2"), ("-(2+3)*2", "-10"),
        ("12.5*8-1", "99"), ("（1+1）×3", "6"), ("999*999*999*999", "996005996001"),
    ])
    func evaluatesExactly(expression: String, result: String) {
        #expect(value(expression) == result)
    }

    @Test(arguments: [
        ("123456789012345678/100", "1234567890123456.78"), ("999999999999999999/10", "99999999999999999.9"),
        ("1/2000000", "0.0000005"), ("5/2000000", "0.0000025"), ("1-1.0000001", "-0.0000001"),
        ("0.0000001*3", "0.0000003"), ("-5", "-5"), ("-(5)", "-5"), ("---1", "-1"), ("1/3000000", "0.000000333333"),
        ("2/3*-1", "-0.666667"), ("0.9999999+0", "0.9999999"), ("9999999/3000000", "3.333333"), ("1999999/2000000", "0.9999995"),
        ("-1/3", "-0.333333"), ("2999999.9999999/3", "1000000"),
    ])
    func printsTheExactDecimal(expression: String, result: String) {
        #expect(value(expression) == result)
    }

    @Test func roundsANeverEndingDecimalHalfUpWithCarry() {
        #expect(ExactFraction(2999999, 3000000)?.text == "1")
        #expect(ExactFraction(5999999999, 6000000)?.text == "1000")
        #expect(ExactFraction(-2, 3)?.text == "-0.666667")
        #expect(ExactFraction(1_999_999_999, 3)?.text == "666666666.333333")
        #expect(ExactFraction(Int64.max, 3)?.text == "3074457345618258602.333333")
        #expect(ExactFraction(1, Int64.max)?.text == "0.00000000000000000010842")
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
