import Foundation
import Testing
@testable import Playground

/// 拆字 in a real browser (see `BrowserTests`): on the pinyin keyboard, `u` then each component's
/// pinyin offers the character among the first five, its reading drawn under it, and a tap commits it.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ChaiziBrowserTests {
    @Test func uThenTheComponentsPinyinOffersTheCharacterWithItsReading() async throws {
        try await BrowserSession.run { page in
            var typed = ""
            for (letters, character, reading) in [("uhuohuohuo", "焱", "yàn"), ("ushuishuishui", "淼", "miǎo"), ("umumu", "林", "lín"), ("urenren", "从", "cóng")] {
                try await page.tapLetters(letters)
                let offered = try await page.candidates(), notes = try await page.candidateNotes()
                let index = try #require(offered.prefix(5).firstIndex(of: character), "\(letters): \(offered)")
                #expect(notes.indices.contains(index) && notes[index] == reading, "\(offered) \(notes)")
                try await page.pickCandidate(index)
                typed += character
                #expect(try await page.documentText() == typed)
            }
        }
    }
}
