import Testing
@testable import ChineseEngine

/// 小写, 大写 and 金额 as cn2an 0.5.24 writes them (the forms cheques and our golden sets use).
@Suite struct ChineseNumeralsTests {
    @Test(arguments: [
        ("0", "零", "零", "零元整"),
        ("10", "十", "壹拾", "壹拾元整"),
        ("110", "一百一十", "壹佰壹拾", "壹佰壹拾元整"),
        ("1001", "一千零一", "壹仟零壹", "壹仟零壹元整"),
        ("10001", "一万零一", "壹万零壹", "壹万零壹元整"),
        ("10003000", "一千万三千", "壹仟万叁仟", "壹仟万叁仟元整"),
        ("100010000", "一亿零一万", "壹亿零壹万", "壹亿零壹万元整"),
        ("1000000000000", "一万亿", "壹万亿", "壹万亿元整"),
        ("1234567890123456", "一千二百三十四万五千六百七十八亿九千零一十二万三千四百五十六",
         "壹仟贰佰叁拾肆万伍仟陆佰柒拾捌亿玖仟零壹拾贰万叁仟肆佰伍拾陆", "壹仟贰佰叁拾肆万伍仟陆佰柒拾捌亿玖仟零壹拾贰万叁仟肆佰伍拾陆元整"),
        ("123.45", "一百二十三点四五", "壹佰贰拾叁点肆伍", "壹佰贰拾叁元肆角伍分"),
        ("0.5", "零点五", "零点伍", "伍角"),
        ("0.05", "零点零五", "零点零伍", "伍分"),
        ("7.05", "七点零五", "柒点零伍", "柒元零伍分"),
        ("007", "七", "柒", "柒元整"),
    ])
    func writesEachStyle(number: String, lower: String, upper: String, amount: String) {
        #expect(ChineseNumerals.text(number, style: .lower) == lower)
        #expect(ChineseNumerals.text(number, style: .upper) == upper)
        #expect(ChineseNumerals.amount(number) == amount)
    }

    @Test func refusesWhatIsNotANumberOrTooLong() {
        #expect(ChineseNumerals.text("1.2.3", style: .lower) == nil)
        #expect(ChineseNumerals.text("12a", style: .lower) == nil)
        #expect(ChineseNumerals.text(".5", style: .lower) == nil)
        #expect(ChineseNumerals.text(String(repeating: "9", count: 17), style: .lower) == nil)
        #expect(ChineseNumerals.amount(String(repeating: "9", count: 17)) == nil)
    }
}
