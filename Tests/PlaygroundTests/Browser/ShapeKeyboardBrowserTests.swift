import Foundation
import Testing
@testable import Playground

/// The 五笔, 倉頡 and 速成 keyboards in a real browser (see `BrowserTests`): each chosen from the
/// Layout menu, its keys showing the scheme's labels, a code typed and the second candidate picked.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ShapeKeyboardBrowserTests {
    @Test(arguments: [("wubi", "wq", "金"), ("cangjie", "o", "人"), ("quick", "or", "口")])
    func aCodeTypedAndTheSecondCandidatePicked(layout: String, code: String, label: String) async throws {
        try await BrowserSession.run { page in
            try await page.choose("layout", layout)
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
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
            try await page.choose("layout", "wubi")
            try await page.driver.wait(until: "!!document.querySelector('g[data-key=\"q\"]')", "the letter keys")
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
}
