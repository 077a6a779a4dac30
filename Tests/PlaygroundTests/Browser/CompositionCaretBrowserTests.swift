import Foundation
import Testing
@testable import Playground

/// The caret inside the composition on the page, as a person fixes a slip in the middle of a long
/// input: moved by the space-bar drag, by the arrow keys, or by a tap in the field's marked text;
/// on a desktop (mouse and a computer's keys) and on a phone (touch). A change of settings while
/// composing keeps the composition.
@Suite(.serialized, .timeLimit(.minutes(4))) struct CompositionCaretBrowserTests {
    static let slip = "woxiangqukanyangchanghui"

    @Test func desktopTheDragTheArrowsAndATapFixTheMiddle() async throws {
        try await BrowserSession.run { page in
            // The space-bar drag: 8 letters back, to just after `yang`; backspace drops its g.
            try await page.driver.typeKeys(Self.slip)
            try await page.waitUntilSettled()
            try await page.dragSpace(characters: -8)
            try await expectCaret(page, after: "woxiangqukanyang")
            try await page.tap("delete")
            #expect(try await page.candidates().first == "我想去看演唱会")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "我想去看演唱会")

            // The arrow keys of the computer's keyboard do the same.
            try await page.driver.typeKeys(Self.slip)
            try await page.waitUntilSettled()
            try await page.driver.typeKeys(String(repeating: "\u{E012}", count: 8))  // ArrowLeft
            try await page.waitUntilSettled()
            try await expectCaret(page, after: "woxiangqukanyang")
            try await page.driver.typeKeys("\u{E003}")  // Backspace
            try await page.waitUntilSettled()
            #expect(try await page.candidates().first == "我想去看演唱会")
            try await page.pickCandidate(0)

            // A click after `qu` in the field's marked text, then `zai` typed there.
            try await page.driver.typeKeys("woxiangqukanyanchanghui")
            try await page.waitUntilSettled()
            try await page.tapMarkedText(after: "woxiangqu", touch: false)
            try await expectCaret(page, after: "woxiangqu")
            try await page.driver.typeKeys("zai")
            try await page.waitUntilSettled()
            #expect(try await page.candidates().first == "我想去再看演唱会")
            try await expectCaret(page, after: "woxiangquzai")
        }
    }

    @Test func phoneTheDragAndATapFixTheMiddleByTouch() async throws {
        try await BrowserSession.run(phone: (width: 390, height: 844)) { page in
            for letter in Self.slip { try await page.touch(String(letter)) }
            try await page.dragSpace(characters: -8)
            try await expectCaret(page, after: "woxiangqukanyang")
            try await page.touch("delete")
            #expect(try await page.candidates().first == "我想去看演唱会")
            // The tap in the marked text, by finger, after `qu`.
            try await page.tapMarkedText(after: "woxiangqu", touch: true)
            try await expectCaret(page, after: "woxiangqu")
            for letter in "zai" { try await page.touch(String(letter)) }
            #expect(try await page.candidates().first == "我想去再看演唱会")
            try await page.driver.touchTap(".candidate")
            try await page.waitUntilSettled()
            #expect(try await page.documentText() == "我想去再看演唱会")
        }
    }

    @Test func zhuyinAndJyutpingSlipsFixedByTheDrag() async throws {
        try await BrowserSession.run { page in
            // 注音: su4cl3 typed for su3cl3 (ㄋㄧˋㄏㄠˇ for ㄋㄧˇㄏㄠˇ): the tone fixed in the middle.
            try await page.choose("schema", "zhuyin")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"ㄅ\"]')", "the 大千 keys")
            for symbol in "ㄋㄧˋㄏㄠˇ" { try await page.tap(String(symbol)) }
            try await page.dragSpace(characters: -3)
            try await expectCaret(page, after: "ㄋㄧˋ")
            try await page.tap("delete")
            try await page.tap("ˇ")
            #expect(try await page.markedText() == "ㄋㄧˇㄏㄠˇ")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)

            // 粤拼: nrihou typed for neihou: the slip fixed in the middle.
            try await page.choose("schema", "jyutping")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
            try await page.tapLetters("nrihou")
            try await page.dragSpace(characters: -4)
            try await expectCaret(page, after: "nr")
            try await page.tap("delete")
            try await page.tap("e")
            #expect(try await page.candidates().first == "你好")
            #expect(try await page.markedText()?.replacingOccurrences(of: "'", with: "") == "neihou")
        }
    }

    @Test func aThemeScriptAndHeightChangeKeepTheComposition() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("nihao")
            #expect(try await page.markedText() == "ni'hao")
            for (name, value) in [("theme", "dark"), ("script", "tw"), ("keyboardHeight", "110")] {
                try await page.choose(name, value)
                #expect(try await page.markedText() == "ni'hao", "\(name) keeps the composition")
                #expect(try await page.documentText() == "ni'hao", "\(name) commits nothing")
                #expect(try await page.candidates().first == "你好", "\(name) keeps its candidates")
            }
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
        }
    }

    /// Expects the field's caret right after the part of the marked text showing `typed` (its
    /// syllable breaks aside), the marked text still there.
    private func expectCaret(_ page: BrowserSession, after typed: String) async throws {
        let text = try await page.documentText(), caret = try await page.caret()
        let marked = try await page.markedText()
        #expect(marked != nil, "still composing")
        let before = String(text.prefix(caret)).filter { $0 != "'" && $0 != " " }
        #expect(before.hasSuffix(typed), "the caret after \(typed): \(before)|\(text.dropFirst(caret))")
    }
}

extension BrowserSession {
    /// Drags a finger on the space bar `characters` caret steps (negative: left): 12 points to
    /// start the drag, then 9 a step, as the touch interpreter counts them.
    func dragSpace(characters: Int) async throws {
        let distance = 12 + 9 * Double(abs(characters)) + 4
        let sign = characters < 0 ? -1.0 : 1.0
        try await draw([("space", 0, 0), ("space", sign * distance, 0)], steps: 4 * abs(characters) + 4)
    }

    /// Taps the field's marked text right after the part showing `typed` (its breaks aside): the
    /// right edge of that letter, with a mouse or a finger.
    func tapMarkedText(after typed: String, touch: Bool) async throws {
        let point = try await driver.script(
            """
            const typed = arguments[0];
            const spans = Array.from(document.querySelectorAll('#marked span[data-i]'));
            let seen = 0;
            for (const span of spans) {
              const c = span.textContent;
              if (c === "'" || c === " ") continue;
              seen += 1;
              if (seen === typed.length) {
                const r = span.getBoundingClientRect();
                return [Math.floor(r.right - 1), Math.round(r.top + r.height / 2)];
              }
            }
            return null;
            """, [typed]) as? [Int]
        let found = try #require(point, "the marked text shows \(typed)")
        try await driver.tap(atX: found[0], y: found[1], touch: touch)
        try await waitUntilSettled()
    }
}
