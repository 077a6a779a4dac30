import Foundation
import Testing
@testable import Playground

/// The 五笔, 倉頡 and 速成 keyboards in a real browser (see `BrowserTests`): each chosen from the
/// Layout menu, its keys showing the scheme's labels, a code typed and the second candidate picked.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ShapeKeyboardBrowserTests {
    @Test(arguments: [("wubi86", "wq", "金"), ("cangjie5", "o", "人"), ("quick5", "or", "口")])
    func aCodeTypedAndTheSecondCandidatePicked(layout: String, code: String, label: String) async throws {
        try await BrowserSession.run { page in
            try await page.chooseLetterLayout(layout)
            let key = code.last.map(String.init) ?? ""
            let shown = try await page.driver.script("return document.querySelector('g[data-key=\"\(key)\"]').textContent;") as? String
            #expect(shown?.contains(label) == true, "\(String(describing: shown))")
            try await page.tapLetters(code)
            let offered = try await page.candidates()
            #expect(offered.count >= 2, "\(offered)")
            try await page.pickCandidate(1)
            #expect(try await page.documentText() == offered[1], "\(offered)")
        }
    }

    @Test func theBarNotesTheRestOfEachCodeAndZLooksUpByPinyin() async throws {
        try await BrowserSession.run { page in
            try await page.chooseLetterLayout("wubi86")
            // 你 is wq (its 简码) and wqiy: after wq its note is the rest, iy, drawn under it.
            try await page.tapLetters("wq")
            let offered = try await page.candidates(), notes = try await page.candidateNotes()
            let you = try #require(offered.firstIndex(of: "你"), "\(offered)")
            #expect(notes[you] == "iy", "\(offered) \(notes)")
            try await page.pickCandidate(you)
            #expect(try await page.documentText() == "你")
            // z first: pinyin, each character with its codes.
            try await page.tapLetters("zni")
            let read = try await page.candidates(), codes = try await page.candidateNotes()
            let again = try #require(read.firstIndex(of: "你"), "\(read)")
            #expect(codes[again].split(separator: " ").contains("wqiy"), "\(read) \(codes)")
            try await page.pickCandidate(again)
            #expect(try await page.documentText() == "你你")
        }
    }

    @Test func theExpandedGridNotesTheRestOfEachCodeToo() async throws {
        try await BrowserSession.run { page in
            try await page.chooseLetterLayout("wubi86")
            // z + shi looks up more characters than the bar holds: the grid goes on, each noted with its codes.
            try await page.tapLetters("zshi")
            try await page.click("g[data-role=\"candidate-more\"]")
            try await page.waitUntilSettled()
            let notes = try await page.driver.script(
                "return Array.from(document.querySelectorAll('[data-role=\"candidate-grid\"] .candidate')).map(n => n.querySelector('.candidate-note')?.textContent ?? '');"
            ) as? [String] ?? []
            #expect(!notes.isEmpty && notes.contains { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0 == " " } }, "\(notes)")
            // A noted cell picks its candidate.
            let offered = try await page.candidates()
            let shownNotes = try await page.candidateNotes()
            let index = try #require(shownNotes.lastIndex { !$0.isEmpty }, "\(offered) \(shownNotes)")
            try await page.pickCandidate(index)
            #expect(try await page.documentText() == offered[index], "\(offered)")
        }
    }
}

extension BrowserSession {
    /// Chooses a letter keyboard (五笔, 倉頡, 速成) from the Layout menu and waits for its letter keys.
    func chooseLetterLayout(_ layout: String) async throws {
        try await choose("schema", layout)
        try await driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
    }
}
