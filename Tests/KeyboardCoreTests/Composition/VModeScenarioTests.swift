import Foundation
import KeyboardLayout
import Testing
@testable import KeyboardCore

/// v模式 on the keyboards: `v`, then digits and operators from the 123 and #+= pages (or 9-key
/// digits after its separator), the bar shows the forms, and a pick commits one.
@Suite struct VModeScenarioTests {
    /// Taps `keys` by id (a page switch included).
    func tap(_ keys: [String], on keyboard: TestKeyboard) throws {
        for key in keys { try keyboard.tap(key) }
    }

    func pick(_ text: String, on keyboard: TestKeyboard) throws {
        let index = try #require(keyboard.controller.candidates.firstIndex { $0.text == text }, "\(text) in \(keyboard.controller.candidates.map(\.text))")
        keyboard.controller.handle(.command(.selectCandidate(index)))
    }

    @Test func anAmountTypedAfterVIsWrittenOutAndPicked() throws {
        let keyboard = try TestKeyboard()
        try tap(["v", "123", "1", "2", "3", "。", "4", "5"], on: keyboard)
        #expect(keyboard.controller.composer.markedText == "v123.45")
        #expect(keyboard.controller.candidates.prefix(4).map(\.text) == ["一百二十三点四五", "壹佰贰拾叁点肆伍", "壹佰贰拾叁元肆角伍分", "123.45"])
        try pick("壹佰贰拾叁元肆角伍分", on: keyboard)
        #expect(keyboard.document.text == "壹佰贰拾叁元肆角伍分")
        #expect(!keyboard.controller.isComposing)
    }

    @Test func theChinese123PagesPointKeyReadsAsAPointWhileInVMode() throws {
        let keyboard = try TestKeyboard()
        try tap(["123"], on: keyboard)
        #expect(keyboard.controller.renderState.keyLabels?["。"] == nil, "not composing: the key is 。")
        try tap(["abc"], on: keyboard)
        try tap(["v", "123", "1"], on: keyboard)
        #expect(keyboard.controller.renderState.keyLabels?["。"] == ".")
        try tap(["。", "5"], on: keyboard)
        #expect(keyboard.controller.composer.markedText == "v1.5")
    }

    @Test func aDateGivesItsLunarDate() throws {
        let keyboard = try TestKeyboard()
        try tap(["v", "123", "2", "0", "2", "6", "-", "1", "1", "-", "2", "5"], on: keyboard)
        try pick("丙午年十月十七", on: keyboard)
        #expect(keyboard.document.text == "丙午年十月十七")
    }

    @Test func aSumFromTheSymbolsPage() throws {
        let keyboard = try TestKeyboard()
        try tap(["v", "123", "1", "symbols", "+", "123", "2", "symbols", "*", "123", "3"], on: keyboard)
        #expect(keyboard.controller.candidates.map(\.text) == ["7", "1+2*3=7"])
    }

    @Test func nineKeyStartsVModeWithItsSeparator() throws {
        var configuration = KeyboardConfiguration()
        configuration.chineseKeyboard = .pinyin9
        let keyboard = try TestKeyboard(configuration: configuration)
        try tap(["1", "2", "3"], on: keyboard)
        #expect(keyboard.controller.composer.markedText == "v23")
        try pick("贰拾叁元整", on: keyboard)
        #expect(keyboard.document.text == "贰拾叁元整")
    }

    @Test func shuangpinKeepsItsVAndStillGetsVModeBeforeADigit() throws {
        var configuration = KeyboardConfiguration()
        configuration.shuangpin = "xiaohe"
        let keyboard = try TestKeyboard(configuration: configuration)
        try keyboard.type("vsgo")
        #expect(keyboard.controller.candidates.first?.text == "中国", "小鹤's v is zh")
        keyboard.controller.handle(.command(.selectCandidate(0)))
        try tap(["v", "123", "4", "2"], on: keyboard)
        #expect(keyboard.controller.candidates.map(\.text).contains("四十二"), "\(keyboard.controller.candidates.map(\.text))")
    }

    @Test func pinyinStillEndsBeforeADigit() throws {
        let keyboard = try TestKeyboard()
        try tap(["n", "i", "123", "1"], on: keyboard)
        #expect(!keyboard.controller.isComposing)
        #expect(keyboard.document.text.hasSuffix("1"))
    }

    @Test func todayShortcutsComeSecondFromTheInjectedClock() throws {
        let keyboard = try TestKeyboard()
        // 2026-11-25 20:15 in Shanghai.
        keyboard.controller.composer.clock = VModeClock(now: { Date(timeIntervalSince1970: 1_795_608_930) },
                                                         timeZone: TimeZone(identifier: "Asia/Shanghai")!)
        try keyboard.type("rq")
        let texts = keyboard.controller.candidates.map(\.text)
        #expect(texts[1] == "2026年11月25日")
        if case .engine = keyboard.controller.candidates[0].source {} else { Issue.record("the engine's first candidate stays first: \(texts)") }
    }
}
