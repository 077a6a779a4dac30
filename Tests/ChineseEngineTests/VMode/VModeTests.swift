import Foundation
import Testing
@testable import ChineseEngine

/// v模式's candidates for numbers, dates and sums, and the `rq` `sj` `xq` `nl` shortcuts.
@Suite struct VModeTests {
    let vMode = testEngine.makeVMode()

    @Test func readsANumber() {
        #expect(vMode.candidates(for: "v123.45") == ["一百二十三点四五", "壹佰贰拾叁点肆伍", "壹佰贰拾叁元肆角伍分", "123.45"])
        #expect(vMode.candidates(for: "v10001")?.contains("壹万零壹元整") == true)
    }

    @Test(arguments: ["v2026.11.25", "v2026-11-25", "v2026/11/25", "v20261125"])
    func readsADate(input: String) throws {
        let found = try #require(vMode.candidates(for: input))
        #expect(Array(found.prefix(4)) == ["2026年11月25日", "二〇二六年十一月二十五日", "星期三", "丙午年十月十七"])
    }

    @Test func anEightDigitDateIsAlsoANumber() throws {
        let found = try #require(vMode.candidates(for: "v20261125"))
        #expect(found.contains("二千零二十六万一千一百二十五"))
        #expect(found.count <= 12)
    }

    @Test func aDateThatDoesNotExistIsNoDate() {
        #expect(vMode.candidates(for: "v2026.02.30") == [])
        #expect(vMode.candidates(for: "v20260230")?.contains("星期一") == false)
    }

    @Test func calculates() {
        #expect(vMode.candidates(for: "v1+2*3") == ["7", "1+2*3=7"])
        #expect(vMode.candidates(for: "v10÷3") == ["3.333333", "10÷3=3.333333"])
        #expect(vMode.candidates(for: "v2026-11-25")?.suffix(2) == ["1990", "2026-11-25=1990"])
        #expect(vMode.candidates(for: "v1/0") == [])
        #expect(vMode.candidates(for: "v-5") == ["-5"])
        #expect(vMode.candidates(for: "v-(5)") == ["-5"])
        #expect(vMode.candidates(for: "v---1") == ["-1", "---1=-1"])
        #expect(vMode.candidates(for: "v123456789012345678/100")?.first == "1234567890123456.78")
        #expect(vMode.candidates(for: "v1/2000000")?.first == "0.0000005")
        #expect(vMode.candidates(for: "v" + String(repeating: "9", count: 200)) == [])
    }

    /// A sum too large to hold exactly says about how much, never an empty bar (#89).
    @Test func aSumTooLargeIsApproximated() {
        #expect(vMode.candidates(for: "v99999999999999999999*99999999999999999999")
                == ["≈1e+40", "99999999999999999999*99999999999999999999≈1e+40"])
        #expect(vMode.candidates(for: "v9999999999999999999*2")?.first == "≈2e+19")
        #expect(vMode.candidates(for: "v(10000000000*10000000000)/3")?.first == "≈3.33333333333333e+19")
        // Still nothing for what means nothing.
        #expect(vMode.candidates(for: "v99999999999999999999/0") == [])
        #expect(vMode.candidates(for: "v1..2*99999999999999999999") == [])
    }

    @Test func leavesPinyinAndEnglishAlone() {
        #expect(vMode.candidates(for: "nihao") == nil)
        #expect(vMode.candidates(for: "very") == nil)
        #expect(vMode.candidates(for: "v") == nil)
        #expect(!VMode.isVModeInput("vs1"))
    }

    @Test func answersTodayFromTheGivenClock() throws {
        // 2026-11-25 20:15:30 in Shanghai (UTC+8).
        let now = Date(timeIntervalSince1970: 1_795_637_730 - 8 * 3600)
        let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        #expect(vMode.today("rq", at: now, timeZone: zone)?.first == "2026年11月25日")
        #expect(vMode.today("sj", at: now, timeZone: zone)?.prefix(2) == ["20:15", "20:15:30"])
        #expect(vMode.today("xq", at: now, timeZone: zone) == ["星期三", "周三"])
        #expect(vMode.today("nl", at: now, timeZone: zone)?.first == "丙午年十月十七")
        #expect(vMode.today("nh", at: now, timeZone: zone) == nil)
    }
}
