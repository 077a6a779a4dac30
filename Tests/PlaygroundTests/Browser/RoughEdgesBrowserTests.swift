import Foundation
import Testing
@testable import Playground

/// What a newcomer met in the browser and should not: 手写 that never committed on the pause,
/// 注音 that ignored the script and the computer's keys and drew blank tone keys, and the small
/// ones (emoji search inside words, 双拼 hints over the letters, a silent 🌐, a stroke row that
/// hid the strokes applied). Part of the serialized `BrowserTests`, so no two browsers run at once.
extension BrowserTests {
    @Test func handwritingCommitsTheFirstCandidateOnThePauseAndTheBarSwapsIt() async throws {
        try await BrowserSession.run { page in
            try await page.choose("schema", "handwriting")
            try await page.choose("handwritingPause", "1.5")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"pad\"]')", "the pad")
            try await page.writeOnPad([[[40, 150], [150, 152], [260, 150]]])  // 一
            let offered = try await page.candidates()
            try #require(!offered.isEmpty, "candidates after the stroke")
            try await page.driver.wait(
                until: "document.getElementById('document').dataset.text.length > 0 && !document.getElementById('marked')",
                "the pause to commit the first candidate")
            #expect(try await page.documentText() == offered.first)
            let swap = try await page.candidates()
            #expect(swap == offered, "the candidates stay in the bar for a swap: \(swap)")
            try #require(swap.count >= 2)
            try await page.pickCandidate(1)
            #expect(try await page.documentText() == swap[1], "tapping another replaces what the pause committed")
        }
    }

    @Test func zhuyinWritesTheScriptSetTakesTheComputersKeysAsDaqianAndDrawsItsTones() async throws {
        try await BrowserSession.run { page in
            try await page.choose("script", "simplified")  // 注音 writes 臺灣 unless the menu names a script
            try await page.choose("schema", "zhuyin")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"ㄅ\"]')", "the 大千 keys")
            for tone in ["ˉ", "ˊ", "ˇ", "ˋ", "˙"] {
                let drawn = try await page.driver.script(
                    "const g = document.querySelector('g[data-key=\"' + arguments[0] + '\"]');"
                        + "return Array.from(g.querySelectorAll('path, text')).filter((n) => n.tagName === 'path' || n.textContent.trim()).map((n) => { const b = n.getBBox(); return b.width + b.height; });",
                    [tone]) as? [Any] ?? []
                let sizes = drawn.compactMap { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
                #expect(sizes.contains { $0 >= 4 }, "the \(tone) key draws its mark: \(sizes)")
            }
            try await page.driver.click(try await page.driver.element("#document"))
            try await page.driver.typeKeys("su3cl3")
            try await page.driver.wait(until: "(document.getElementById('marked') || {}).textContent === 'ㄋㄧˇㄏㄠˇ'", "su3cl3 typed as 大千 ㄋㄧˇㄏㄠˇ")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            for symbol in "ㄨㄛˇㄇㄣ˙" { try await page.tap(String(symbol)) }
            #expect(try await page.candidates().first == "我们", "简体 is the script set")
            try await page.pickCandidate(0)
            for symbol in "ㄉㄨㄟˋ" { try await page.tap(String(symbol)) }
            let dui = try await page.candidates()
            #expect(dui.first == "对" && !dui.contains { $0.contains("対") }, "no Japanese form: \(dui)")
        }
    }

    @Test func emojiSearchShuangpinHintsGlobeAndTheStrokeRowShowWhatTheyDo() async throws {
        try await BrowserSession.run { page in
            // 🌐: the page shows that the host was asked to switch keyboards.
            try await page.tap("globe")
            try await page.driver.wait(
                until: "document.getElementById('notice').classList.contains('shown') && document.getElementById('notice').dataset.request === 'nextKeyboard'",
                "the globe's request shown")

            // 笔画筛选: the 笔 control shows the strokes applied.
            try await page.tapLetters("ta")
            try await page.click("g[data-role=\"stroke-filter\"]")
            try await page.waitUntilSettled()
            try await page.tap("filter-z")
            let control = try await page.driver.script("return document.querySelector('g[data-role=\"stroke-filter\"]').textContent.trim();") as? String
            #expect(control == "乛", "the control shows the stroke applied: \(control ?? "-")")
            try await page.tap("filter-done")
            try await page.pickCandidate(0)

            // 双拼: each hint lies below its letter, clear of it.
            try await page.choose("schema", "shuangpin-xiaohe")
            for key in ["g", "y", "j", "p", "q"] {
                let boxes = try await page.driver.script(
                    "return Array.from(document.querySelectorAll('g[data-key=\"' + arguments[0] + '\"] text')).map((t) => { const b = t.getBBox(); return [t.textContent, b.y, b.y + b.height]; });",
                    [key]) as? [[Any]] ?? []
                let letter = boxes.first { ($0.first as? String) == key }, hint = boxes.last
                let letterBottom = letter.flatMap { ($0[2] as? Double) ?? ($0[2] as? Int).map(Double.init) } ?? .infinity
                let hintTop = hint.flatMap { ($0[1] as? Double) ?? ($0[1] as? Int).map(Double.init) } ?? -.infinity
                #expect(boxes.count >= 2 && letterBottom <= hintTop + 1, "\(key): the letter ends above its hint \(boxes)")
            }
            try await page.choose("schema", "pinyin")

            // Emoji search: whole words and word starts, never inside a word; what the word means first.
            try await page.tap("123")
            try await page.tap("emoji")
            try await page.click("g[data-key=\"emoji-search\"]")
            try await page.waitUntilSettled()
            try await page.tapLetters("love")
            let found = try await page.driver.script("return Array.from(document.querySelectorAll('g[data-emoji]')).map((g) => g.dataset.emoji);") as? [String] ?? []
            #expect(Array(found.prefix(3)) == ["❤️", "😍", "🥰"], "the emoji love means first: \(found.prefix(10))")
            #expect(!found.contains("🍀") && !found.contains("🧤") && !found.contains("🇸🇮"), "\(found)")
        }
    }
}
