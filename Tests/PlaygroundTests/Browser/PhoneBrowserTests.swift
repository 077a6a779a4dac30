import Foundation
import Testing
@testable import Playground

/// The playground opened on a phone (Chromium's phone emulation: 390 × 844 CSS pixels, touch
/// events): the page is the host app, the keyboard across the screen's width, worked by touches.
@Suite(.serialized, .timeLimit(.minutes(2))) struct PhoneBrowserTests {
    @Test func onAPhoneEveryKeyIsOnScreenAtAUsableSizeAndTouchesType() async throws {
        try await BrowserSession.run(phone: (width: 390, height: 844)) { page in
            try await expectKeysFit(page, width: 390, height: 844)
            let layout = try await page.driver.script(
                "const box = (s) => document.querySelector(s).getBoundingClientRect();"
                    + "return [box('#document').bottom, box('#keyboard').top, box('#settings-panel').top, box('#keyboard').bottom];") as? [Double] ?? []
            try #require(layout.count == 4)
            #expect(layout[0] <= layout[1], "the field (bottom \(layout[0])) is above the keyboard (top \(layout[1]))")
            #expect(layout[2] >= layout[3], "the settings follow the keyboard (scrolled to): \(layout)")

            try await page.touch("zh-en")  // 英: letters type as they are
            for letter in ["q", "a", "z"] { try await page.touch(letter) }
            let status = try await page.driver.script("return window.shurufa.frame.status;") as? String ?? ""
            let typed = try await page.documentText(), offered = try await page.candidates()
            #expect(typed == "Qaz", "English capitalises the field's first letter; status: \(status); text: \(typed); candidates: \(offered)")
            try await page.touch("zh-en")  // back to 中
            try await page.touch("123")
            #expect(try await page.count("g[data-key=\"abc\"]") == 1, "the numbers page is open")
            try await expectKeysFit(page, width: 390, height: 844)
            try await page.touch("abc")
            try await page.touch("globe")
            try await page.driver.wait(
                until: "document.getElementById('notice').classList.contains('shown') && document.getElementById('notice').dataset.request === 'nextKeyboard'",
                "the page to show that the host was asked to switch keyboards")
            for letter in "nihao" { try await page.touch(String(letter)) }
            #expect(try await page.candidates().first == "你好")
            try await page.waitForPaint()
            let png = try await page.driver.screenshot()
            #expect(pngSize(png).map { $0.width == 390 && $0.height == 844 } == true)
            #expect(png.count > 20_000, "a blank page compresses to a few kB; this one is \(png.count) bytes")
            try png.write(to: BrowserTests.screenshotDirectory().appendingPathComponent("playground-phone.png"))
            try await page.driver.touchTap(".candidate")
            try await page.waitUntilSettled()
            let committed = try await page.documentText()
            #expect(committed == "Qaz你好", "the candidate tapped follows what was typed; text: \(committed)")
        }
    }

    /// Every key of the page shown lies inside the `width` × `height` viewport and is at least 30 px wide.
    private func expectKeysFit(_ page: BrowserSession, width: Double, height: Double) async throws {
        let boxes = try await page.driver.script(
            "return Array.from(document.querySelectorAll('#keyboard g[data-key]')).map((g) => {"
                + " const r = g.getBoundingClientRect(); return [g.dataset.key, r.left, r.top, r.right, r.bottom]; });") as? [[Any]] ?? []
        #expect(boxes.count >= 20, "keys drawn: \(boxes.count)")
        for box in boxes {
            let key = box[0] as? String ?? "?"
            let edges = box.dropFirst().compactMap { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
            try #require(edges.count == 4)
            #expect(edges[0] >= 0 && edges[2] <= width && edges[1] >= 0 && edges[3] <= height, "\(key) inside the viewport: \(edges)")
            #expect(edges[2] - edges[0] >= 30, "\(key) is \(edges[2] - edges[0]) px wide")
        }
    }
}

extension BrowserSession {
    /// Touches the key with the given id with a finger (touch events) and waits for the answer.
    func touch(_ key: String) async throws {
        try await driver.touchTap("g[data-key=\"\(key)\"]")
        try await waitUntilSettled()
    }
}
