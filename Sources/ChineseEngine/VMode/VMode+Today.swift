import Foundation

extension VMode {
    /// The shortcuts that name the present moment: `rq` (日期), `sj` (时间), `xq` (星期), `nl` (农历).
    public static let todayCodes: Set<String> = ["rq", "sj", "xq", "nl"]

    /// Today's forms for the shortcut `code` at `now` in `timeZone` (the caller's clock), or nil
    /// when `code` is not one of `todayCodes`:
    /// `rq` 2026年11月25日, 二〇二六年十一月二十五日, 2026-11-25, 2026/11/25;
    /// `sj` 20:15, 20:15:30, 2026-11-25 20:15:30; `xq` 星期三, 周三; `nl` 丙午年十月十七.
    public func today(_ code: some StringProtocol, at now: Date, timeZone: TimeZone) -> [String]? {
        guard Self.todayCodes.contains(String(code)) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let date = CivilDate(year: year, month: month, day: day) else { return [] }
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0, second = parts.second ?? 0
        switch code {
        case "rq":
            return [Self.arabicDate(date), Self.chineseDate(date), String(format: "%04d-%02d-%02d", year, month, day),
                    String(format: "%04d/%02d/%02d", year, month, day)]
        case "sj":
            return [String(format: "%02d:%02d", hour, minute), String(format: "%02d:%02d:%02d", hour, minute, second),
                    String(format: "%04d-%02d-%02d %02d:%02d:%02d", year, month, day, hour, minute, second)]
        case "xq":
            let name = Self.weekdayName(date)
            return [name, "周" + name.dropFirst(2)]
        default:
            guard let lunar = self.calendar?.date(year: year, month: month, day: day) else { return [] }
            return [lunar.text, "农历" + lunar.monthName + lunar.dayName]
        }
    }
}
