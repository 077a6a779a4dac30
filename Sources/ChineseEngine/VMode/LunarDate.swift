/// A date of the Chinese lunisolar calendar (农历): the lunar year, the month (1–12; a leap
/// month repeats the number of the month it follows), and the day (1–30).
/// `LunarCalendar.date(year:month:day:)` makes these.
public struct LunarDate: Hashable, Sendable {
    /// The lunar year (the Gregorian year its 正月初一 falls in).
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// Whether the month is the year's leap month (闰月).
    public let isLeapMonth: Bool
    /// The day of the month, 1–30.
    public let day: Int

    private static let stems = Array("甲乙丙丁戊己庚辛壬癸")
    private static let branches = Array("子丑寅卯辰巳午未申酉戌亥")
    private static let months = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"]
    private static let tens = ["初", "十", "廿", "三"]
    private static let units = Array("十一二三四五六七八九")

    /// The year's 干支 name (丙午 for 2026), counted from the lunar new year as almanacs do.
    public var ganzhiYear: String {
        let cycle = ((year - 4) % 60 + 60) % 60
        return String(Self.stems[cycle % 10]) + String(Self.branches[cycle % 12])
    }

    /// The month as written: 正月 … 十月, 冬月, 腊月, with 闰 before a leap month.
    public var monthName: String { (isLeapMonth ? "闰" : "") + Self.months[month - 1] + "月" }

    /// The day as written: 初一 … 初十, 十一 … 二十, 廿一 … 廿九, 三十.
    public var dayName: String {
        switch day {
        case 10: return "初十"
        case 20: return "二十"
        case 30: return "三十"
        default: return Self.tens[day / 10] + String(Self.units[day % 10])
        }
    }

    /// The date with its 干支 year: 丙午年十月十七.
    public var text: String { ganzhiYear + "年" + monthName + dayName }
}
