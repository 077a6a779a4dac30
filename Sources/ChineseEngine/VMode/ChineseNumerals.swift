/// Arabic numerals written in Chinese, as on cheques and invoices: 小写 (一百二十三点四五),
/// 大写 (壹佰贰拾叁点肆伍) and 金额 (壹佰贰拾叁元肆角伍分, 壹万零壹元整). The rules are those
/// of cn2an's `an2cn` (the forms people and our golden sets expect): a 零 for each run of zeros
/// inside a 4-digit group or between groups, none before a group that begins with its 千, no
/// 一 before a leading 十 in 小写, at most 16 integer digits.
public enum ChineseNumerals {
    /// The style of the digits and units.
    public enum Style: Sendable {
        /// 一二三, 十百千.
        case lower
        /// 壹贰叁, 拾佰仟.
        case upper

        var digits: [String] {
            self == .lower ? ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
                : ["零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"]
        }

        var units: [String] {
            let small = self == .lower ? ["十", "百", "千"] : ["拾", "佰", "仟"]
            return [""] + small + ["万"] + small + ["亿"] + small + ["万"] + small
        }
    }

    /// The most integer digits written (up to 千万亿).
    public static let maximumIntegerDigits = 16

    /// `number` (digits, at most one point, e.g. `123.45`) in `style`, or nil when it is not such a
    /// number or has more than 16 integer digits.
    public static func text(_ number: String, style: Style) -> String? {
        guard let (integer, fraction) = split(number) else { return nil }
        let head = integerText(integer, style: style)
        guard let fraction, !fraction.isEmpty else { return head }
        return head + "点" + fraction.map { style.digits[Int($0.asciiValue! - 48)] }.joined()
    }

    /// `number` as an amount of money in 大写: 元, then 角 and 分 (further digits are dropped,
    /// as a cheque has none), 整 when there are no 角 and 分; nil as for `text`.
    public static func amount(_ number: String) -> String? {
        guard let (integer, fraction) = split(number) else { return nil }
        let yuan = integerText(integer, style: .upper)
        let digits = Style.upper.digits
        let cents = Array(fraction ?? "").prefix(2).map { Int($0.asciiValue! - 48) }
        let jiao = cents.first ?? 0, fen = cents.count > 1 ? cents[1] : 0
        let noYuan = yuan == "零"
        switch (jiao, fen) {
        case (0, 0): return yuan + "元整"
        case (_, 0): return (noYuan ? "" : yuan + "元") + digits[jiao] + "角"
        case (0, _): return (noYuan ? "" : yuan + "元零") + digits[fen] + "分"
        default: return (noYuan ? "" : yuan + "元") + digits[jiao] + "角" + digits[fen] + "分"
        }
    }

    /// The integer and fraction digits of `number`, or nil when it is not digits with at most one point.
    static func split(_ number: String) -> (Substring, Substring?)? {
        let parts = number.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let integer = parts[0].drop { $0 == "0" }
        guard !parts[0].isEmpty, integer.count <= maximumIntegerDigits else { return nil }
        return (integer, parts.count == 2 ? parts[1] : nil)
    }

    /// The integer part in `style` (leading zeros already dropped; empty is 零).
    static func integerText(_ integer: Substring, style: Style) -> String {
        let digits = integer.map { Int($0.asciiValue! - 48) }
        let units = style.units
        var text = ""
        for (index, digit) in digits.enumerated() {
            let place = digits.count - index - 1
            if digit != 0 {
                text += style.digits[digit] + units[place]
            } else {
                if place % 4 == 0 { text += "零" + units[place] }
                if index > 0, !text.hasSuffix("零") { text += "零" }
            }
        }
        text = text.replacingOccurrences(of: "零零", with: "零").replacingOccurrences(of: "零万", with: "万")
            .replacingOccurrences(of: "零亿", with: "亿").replacingOccurrences(of: "亿万", with: "亿")
        while text.hasPrefix("零") { text.removeFirst() }
        while text.hasSuffix("零") { text.removeLast() }
        text = droppingZeroBeforeThousands(text)
        if style == .lower, text.hasPrefix("一十") { text.removeFirst() }
        return text.isEmpty ? "零" : text
    }

    /// cn2an's last rule: no 零 between 万 or 亿 and a group that begins with its 千 (一万零三千 → 一万三千).
    private static func droppingZeroBeforeThousands(_ text: String) -> String {
        let characters = Array(text)
        var kept: [Character] = []
        let nonZero = Set("一二三四五六七八九壹贰叁肆伍陆柒捌玖")
        for (index, character) in characters.enumerated() {
            if character == "零", index > 0, index + 2 < characters.count, characters[index - 1] == "万" || characters[index - 1] == "亿",
               nonZero.contains(characters[index + 1]), characters[index + 2] == "千" || characters[index + 2] == "仟" {
                continue
            }
            kept.append(character)
        }
        return String(kept)
    }
}
