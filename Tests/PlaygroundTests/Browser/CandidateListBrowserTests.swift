import Foundation
import Testing
@testable import Playground

/// The engine's candidate list in the browser: a beginning of the best sentence is offered, and
/// after picking it the rest is finished from the list the playground shows. Part of the
/// serialized `BrowserTests`, so no two browsers run at once.
extension BrowserTests {
    @Test func pickingABeginningFromTheListThenFinishingTheSentence() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("nijuedegushiyaozouhonglema")
            let gold = "你觉得股市要走红了吗"
            try await page.pickCandidate("你觉得")
            #expect(try await page.documentText().hasPrefix("你觉得"))
            var rest = String(gold.dropFirst(3))
            var picks = 0
            // Then as a person would: the longest candidate shown that begins what is left.
            while !rest.isEmpty, picks < 5 {
                let shown = try await page.candidates()
                let index = try #require(shown.indices.filter { rest.hasPrefix(shown[$0]) }.max { shown[$0].count < shown[$1].count },
                                         "nothing in \(shown) begins \(rest)")
                rest.removeFirst(shown[index].count)
                try await page.pickCandidate(index)
                picks += 1
            }
            #expect(try await page.documentText() == gold)
        }
    }
}
