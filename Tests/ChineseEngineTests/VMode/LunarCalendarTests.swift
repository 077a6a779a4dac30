import Testing
@testable import ChineseEngine

/// The shipped 农历 table (lunar.bin) against dates checked in lunar-python 1.4.8, and its bounds.
@Suite struct LunarCalendarTests {
    let calendar = try! testEngine.openLunarCalendar()

    @Test(arguments: [
        (2026, 11, 25, "丙午年十月十七"),
        (2026, 2, 17, "丙午年正月初一"),
        (2026, 2, 16, "乙巳年腊月廿九"),
        (2023, 3, 22, "癸卯年闰二月初一"),
        (2023, 4, 19, "癸卯年闰二月廿九"),
        (2023, 4, 20, "癸卯年三月初一"),
        (1901, 1, 1, "庚子年冬月十一"),
        (1984, 2, 2, "甲子年正月初一"),
        (2099, 12, 31, "己未年冬月二十"),
        (2100, 1, 1, "己未年冬月廿一"),
    ])
    func namesTheLunarDate(year: Int, month: Int, day: Int, text: String) {
        #expect(calendar.date(year: year, month: month, day: day)?.text == text)
    }

    @Test func hasNoDateOutsideItsRangeOrForADayThatDoesNotExist() {
        #expect(calendar.date(year: 1900, month: 1, day: 30) == nil)
        #expect(calendar.date(year: 2101, month: 6, day: 1) == nil)
        #expect(calendar.date(year: 2026, month: 2, day: 30) == nil)
    }

    @Test func refusesAFileThatIsNotALunarTable() {
        let path = testEngine.data!.file(.tones)
        #expect(throws: ChineseEngineError.self) { try LunarCalendar(path: path) }
    }
}
