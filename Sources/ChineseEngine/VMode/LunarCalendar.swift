import MappedData

/// The Chinese lunisolar calendar (农历) for lunar years 1900–2099 (`lunar.bin`, kind `LUN1`,
/// built by `scripts/engine/build_lunar.py` from lunar-python 1.4.8, MIT, and checked there
/// day by day against it), memory-mapped: one 32-bit word per lunar year gives its months'
/// lengths, its leap month and the Gregorian day its 正月初一 falls on.
public struct LunarCalendar: Sendable {
    let data: DataFile
    let years: MappedArray<UInt32>
    /// The first lunar year the table covers.
    public let firstYear: Int

    /// The file's kind.
    public static let kind = "LUN1"

    /// Opens and validates `path`: a table whose years overlap or leave gaps is corrupt.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: path, reason: reason) }
        let meta = try data.array("META", of: UInt32.self, count: 2)
        firstYear = Int(meta[0])
        years = try data.array("LYRS", of: UInt32.self, count: Int(meta[1]))
        guard (1000...3000).contains(firstYear), years.count > 0 else { throw fail("bad year range") }
        for index in 0..<years.count {
            let word = years[index]
            let leap = Int(word >> 13) & 0xF
            guard leap <= 12, Int(word >> 17) < 64, word >> 23 == 0 else { throw fail("bad entry for lunar year \(firstYear + index)") }
            if index + 1 < years.count {
                // Each year must end the day before the next one's 正月初一.
                let end = newYear(index) + length(ofYearAt: index)
                guard end == newYear(index + 1) else { throw fail("lunar year \(firstYear + index) does not meet the next") }
            }
        }
    }

    /// The 农历 date of the Gregorian `year`-`month`-`day`, or nil outside the table's range
    /// (1900-01-31 to the end of lunar 2099) or for a date that does not exist.
    public func date(year: Int, month: Int, day: Int) -> LunarDate? {
        guard let target = CivilDate(year: year, month: month, day: day)?.dayNumber else { return nil }
        var index = min(year - firstYear, years.count - 1)
        if index >= 0, target < newYear(index) { index -= 1 }
        guard index >= 0, index < years.count else { return nil }
        var offset = target - newYear(index)
        guard offset >= 0, offset < length(ofYearAt: index) else { return nil }
        let word = years[index]
        let leap = Int(word >> 13) & 0xF
        for slot in 0..<(leap == 0 ? 12 : 13) {
            let days = word >> slot & 1 == 1 ? 30 : 29
            if offset < days {
                let isLeap = leap != 0 && slot == leap
                let number = leap == 0 || slot < leap ? slot + 1 : slot
                return LunarDate(year: firstYear + index, month: number, isLeapMonth: isLeap, day: offset + 1)
            }
            offset -= days
        }
        return nil
    }

    /// The day number (days since 1970-01-01) of lunar year `index`'s 正月初一.
    private func newYear(_ index: Int) -> Int {
        CivilDate.dayNumber(year: firstYear + index, month: 1, day: 1) + Int(years[index] >> 17)
    }

    private func length(ofYearAt index: Int) -> Int {
        let word = years[index]
        let months = Int(word >> 13) & 0xF == 0 ? 12 : 13
        return (0..<months).reduce(0) { $0 + (word >> $1 & 1 == 1 ? 30 : 29) }
    }
}
