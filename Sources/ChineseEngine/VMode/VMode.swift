import Foundation

/// v模式: after a `v` (no pinyin syllable starts with one), numbers, dates and sums become
/// candidates instead of pinyin. A pure stage: `candidates(for:)` reads the typed text, the
/// `LunarCalendar` (when the data has one) names 农历 dates, and `today(_:at:timeZone:)` answers
/// the shortcuts `rq` `sj` `xq` `nl` from a time the caller passes (its injected clock).
///
/// - `v123.45` → 一百二十三点四五, 壹佰贰拾叁点肆伍, 壹佰贰拾叁元肆角伍分, 123.45
/// - `v2026.11.25` (`-`, `/`, or `20261125`) → 2026年11月25日, 二〇二六年十一月二十五日, 星期三,
///   丙午年十月十七 (and the number forms too when it is also a number)
/// - `v1+2*3` → 7, 1+2*3=7 (exact; 6 decimals when the answer does not end)
public struct VMode: Sendable {
    /// The 农历 table, or nil (then no 农历 forms).
    public var calendar: LunarCalendar?

    /// The stage, naming 农历 dates with `calendar`.
    public init(calendar: LunarCalendar?) {
        self.calendar = calendar
    }

    /// The longest input read, `v` included (a longer one gives no candidates).
    public static let maximumLength = ArithmeticExpression.maximumLength + 1

    /// Whether `input` is v模式 input: a `v` followed by a digit, a point, a parenthesis or a
    /// minus (`v` followed by letters stays pinyin or English; `v` alone waits for more).
    public static func isVModeInput(_ input: some StringProtocol) -> Bool {
        guard input.first == "v" || input.first == "V", let second = input.dropFirst().first else { return false }
        return (second.isASCII && second.isNumber) || ".(（-−".contains(second)
    }

    /// The candidates for `input` (with its `v`), best first, or nil when it is not v模式 input.
    /// Input that is v模式 but means nothing (`v1++`, a division by zero, a date that does not
    /// exist) gives an empty list, never a wrong answer.
    public func candidates(for input: some StringProtocol) -> [String]? {
        guard Self.isVModeInput(input) else { return nil }
        let body = Substring(input.dropFirst())
        guard body.count <= ArithmeticExpression.maximumLength else { return [] }
        var found: [String] = []
        if let date = Self.date(in: body) { found += dateForms(date) }
        let hasOperator = ArithmeticExpression.hasOperator(body)
        if !hasOperator, let lower = ChineseNumerals.text(String(body), style: .lower) {
            found += [lower, ChineseNumerals.text(String(body), style: .upper)!, ChineseNumerals.amount(String(body))!, String(body)]
        } else {
            switch ArithmeticExpression.evaluate(body) {
            case .success(let value):
                // A sum, or a signed value (`-5`, `-(5)`): its value, and the sum with it when it is one.
                found += hasOperator ? [value.text, String(body) + "=" + value.text] : [value.text]
            case .failure(.overflow):
                // Too large to hold exactly: about how much, said as an approximation.
                if case .success(let value) = ArithmeticExpression.evaluate(body, as: ApproximateNumber.self) {
                    found += hasOperator ? [value.text, String(body) + value.text] : [value.text]
                }
            case .failure: break
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    /// The date `body` writes: `2026.11.25`, `2026-11-25`, `2026/11/25` (month and day with or
    /// without a leading zero) or `20261125`; nil when it writes none or names a day that does not exist.
    static func date(in body: Substring) -> CivilDate? {
        let parts: [Substring]
        if let separator = body.first(where: { ".-/".contains($0) }) {
            parts = body.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count) else { return nil }
        } else {
            guard body.count == 8 else { return nil }
            parts = [body.prefix(4), body.dropFirst(4).prefix(2), body.suffix(2)]
        }
        guard parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year >= 1000 else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// A date's forms: 2026年11月25日, 二〇二六年十一月二十五日, 星期三, 丙午年十月十七 (when the
    /// calendar covers it), 2026-11-25.
    func dateForms(_ date: CivilDate) -> [String] {
        var forms = [Self.arabicDate(date), Self.chineseDate(date), Self.weekdayName(date)]
        if let lunar = calendar?.date(year: date.year, month: date.month, day: date.day) { forms.append(lunar.text) }
        forms.append(String(format: "%04d-%02d-%02d", date.year, date.month, date.day))
        return forms
    }

    /// 2026年11月25日.
    static func arabicDate(_ date: CivilDate) -> String { "\(date.year)年\(date.month)月\(date.day)日" }

    /// 二〇二六年十一月二十五日: the year digit by digit, the month and day as numbers.
    static func chineseDate(_ date: CivilDate) -> String {
        let digits = Array("〇一二三四五六七八九")
        let year = String(date.year).map { String(digits[Int($0.asciiValue! - 48)]) }.joined()
        func number(_ value: Int) -> String {
            let text = ChineseNumerals.text(String(value), style: .lower)!
            return value >= 10 && text.hasPrefix("一十") ? String(text.dropFirst()) : text
        }
        return year + "年" + number(date.month) + "月" + number(date.day) + "日"
    }

    /// 星期三.
    static func weekdayName(_ date: CivilDate) -> String { "星期" + String(Array("一二三四五六日")[date.weekday]) }
}
