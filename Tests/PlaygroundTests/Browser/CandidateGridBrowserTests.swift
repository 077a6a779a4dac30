import Foundation
import Testing
@testable import Playground

/// The candidate grid and the host field's traits in the browser: every tap goes to the core as a
/// touch and lands on what is drawn. Part of the serialized `BrowserTests`, so no two browsers run at once.
extension BrowserTests {
    @Test func theCandidateGridOpensFromTheBarPicksFromItsSecondRowAndGivesTheKeysBack() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("shi")
            let inBar = try await page.count("[data-role=\"candidate-bar\"] .candidate")
            #expect(inBar > 2)
            // The control at the bar's right end opens the grid over the keys.
            try await page.driver.click(try await page.driver.element("g[data-role=\"candidate-more\"]"))
            try await page.waitUntilSettled()
            let inGrid = try await page.count("[data-role=\"candidate-grid\"] .candidate")
            #expect(inGrid > inBar, "the grid shows \(inGrid) candidates, the bar \(inBar)")
            #expect(try await page.count("g[data-key=\"q\"]") == 0, "the keys are covered")
            try await page.screenshot("playground-grid")
            // Close it with the same control: the keys come back and typing goes on.
            try await page.driver.click(try await page.driver.element("g[data-role=\"candidate-more\"]"))
            try await page.waitUntilSettled()
            #expect(try await page.count("[data-role=\"candidate-grid\"]") == 0)
            try await page.tap("e")
            let marked = try await page.driver.text(try await page.driver.element("#marked"))
            #expect(marked.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: " ", with: "") == "shie")
            try await page.tap("delete")
            // Open again and pick the first candidate of the grid's second row.
            try await page.driver.click(try await page.driver.element("g[data-role=\"candidate-more\"]"))
            try await page.waitUntilSettled()
            let picked = try await page.driver.script("""
                const cells = Array.from(document.querySelectorAll('[data-role="candidate-grid"] .candidate'));
                const top = Math.min(...cells.map(c => c.querySelector('rect').y.baseVal.value));
                const cell = cells.find(c => c.querySelector('rect').y.baseVal.value > top + 1);
                if (!cell) return null;
                cell.id = 'second-row-cell';
                return cell.textContent;
                """) as? String
            let text = try #require(picked, "the grid has a second row")
            try await page.driver.click(try await page.driver.element("#second-row-cell"))
            try await page.waitUntilSettled()
            #expect(try await page.documentText().hasPrefix(text))
            #expect(try await page.count("[data-role=\"candidate-grid\"]") == 0)
            #expect(try await page.count("g[data-key=\"q\"]") == 1)
        }
    }

    @Test func secureEntryTypesPlainLettersWithNoCandidate() async throws {
        try await BrowserSession.run { page in
            try await page.check("secureEntry", true)
            #expect(try await page.count("g[data-key=\"zh-en\"]") == 0, "no 中/英 in a password field")
            try await page.tapLetters("mima")
            #expect(try await page.documentText() == "mima")
            #expect(try await page.count(".candidate") == 0)
            #expect(try await page.count("#marked") == 0)
            let shown = try await page.driver.text(try await page.driver.element("#document"))
            #expect(!shown.contains("m") && !shown.contains("密码"), "the field shows \(shown)")
            // Off again: pinyin composes as before.
            try await page.check("secureEntry", false)
            try await page.tapLetters("ni")
            #expect(try await page.count(".candidate") > 0)
        }
    }

    @Test func numberPadAndEmailLayoutsFollowTheKeyboardType() async throws {
        try await BrowserSession.run { page in
            try await page.choose("keyboardType", "numberPad")
            #expect(try await page.count("g[data-key=\"q\"]") == 0)
            try await page.tap("7")
            try await page.tap("0")
            #expect(try await page.documentText() == "70")
            try await page.screenshot("playground-number-pad")
            try await page.driver.click(try await page.driver.element("#clear"))
            try await page.waitUntilSettled()
            try await page.choose("keyboardType", "emailAddress")
            for key in ["a", "@", "b", "."] { try await page.tap(key) }
            #expect(try await page.documentText() == "a@b.")
            try await page.screenshot("playground-email")
            #expect(try await page.count(".candidate") == 0)
            try await page.choose("keyboardType", "url")
            try await page.tap("/")
            try await page.tap(".com")
            #expect(try await page.documentText() == "a@b./.com")
        }
    }
}

/// The iPad in the browser: its own arrangement, and a device frame that fits the window.
extension BrowserTests {
    @Test func theDeviceFrameFitsTheWindowInEveryDeviceAndOrientation() async throws {
        try await BrowserSession.run { page in
            for device in ["phone", "pad"] {
                for orientation in ["portrait", "landscape"] {
                    try await page.choose("device", device)
                    try await page.choose("orientation", orientation)
                    try await page.waitForPaint()
                    let box = try await page.driver.script("""
                        const r = document.getElementById('phone').getBoundingClientRect();
                        return [r.left, r.top, r.right, r.bottom, window.innerWidth, window.innerHeight];
                        """) as? [Double] ?? []
                    try #require(box.count == 6)
                    #expect(box[0] >= 0 && box[1] >= 0, "\(device) \(orientation): \(box)")
                    #expect(box[2] <= box[4] + 0.5 && box[3] <= box[5] + 0.5, "\(device) \(orientation): \(box)")
                }
            }
            // iPad landscape: tab, caps, a wide return and the dismiss key; they work through the core.
            for id in ["tab", "caps", "return", "dismiss", "q", "a"] {
                #expect(try await page.count("g[data-key=\"\(id)\"]") == 1, "iPad key \(id)")
            }
            try await page.tapLetters("nihao")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
            try await page.screenshot("playground-ipad-landscape")
        }
    }
}

extension BrowserTests {
    @Test func longPressingALearnedCandidateDeletesIt() async throws {
        try await BrowserSession.run { page in
            // Teach this session's dictionary 你好妈 (造词, not a word the engine offers for `nihaoma`) by
            // picking 你好 and then 妈.
            try await page.tapLetters("nihaoma")
            #expect(try await !page.candidates().contains("你好妈"))
            for piece in ["你好", "妈"] { try await page.pickCandidate(piece) }
            #expect(try await page.documentText() == "你好妈")
            try await page.tapLetters("nihaoma")
            let index = try #require(try await page.candidates().firstIndex(of: "你好妈"), "the new word is offered")
            _ = try await page.driver.script("document.querySelectorAll('.candidate')[arguments[0]].id = 'held-candidate';", [index])
            try await page.driver.hold("#held-candidate", milliseconds: 900)
            try await page.waitUntilSettled()
            #expect(try await page.count("g[data-role=\"candidate-menu\"]") == 1, "the long press opened the menu")
            // The long press picked nothing: the composition and its candidates are still there.
            #expect(try await page.candidates().contains("你好妈"))
            #expect(try await page.count("#marked") == 1)
            try await page.screenshot("playground-candidate-menu")
            try await page.driver.click(try await page.driver.element("g[data-menu-item=\"candidate-menu-delete\"]"))
            try await page.waitUntilSettled()
            #expect(try await page.count("g[data-role=\"candidate-menu\"]") == 0)
            #expect(!(try await page.candidates()).contains("你好妈"), "删除 took it out of the candidates")
            #expect(try await page.count("#marked") == 1, "still composing")
        }
    }
}
