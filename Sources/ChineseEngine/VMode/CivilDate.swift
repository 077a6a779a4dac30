/// A proleptic Gregorian calendar date, with the day arithmetic v模式 needs (day numbers and
/// weekdays) done in integers, so it depends on no time zone or locale.
public struct CivilDate: Hashable, Sendable {
    /// The year.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month.
    public let day: Int

    /// The date, or nil when it does not exist (2026-02-30) or lies outside years 1–9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The number of days in `month` of `year`.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// The weekday, 0 for Monday … 6 for Sunday.
    public var weekday: Int { ((dayNumber + 3) % 7 + 7) % 7 }

    /// Days since 1970-01-01 of a valid date (H. Hinnant's days-from-civil).
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
