import Foundation
import Testing
@testable import Playground

/// v模式 and one-handed mode in a real browser: an amount and a 农历 date picked from the bar,
/// and pinyin typed on the keys pushed to the right (the strip's full-width key brings them back).
@Suite(.serialized, .timeLimit(.minutes(2))) struct VModeBrowserTests {
    @Test func anAmountAndALunarDateArePickedAfterV() async throws {
        try await BrowserSession.run { page in
            for key in ["v", "123", "1", "2", "3", "。", "4", "5"] { try await page.tap(key) }
            try await page.pickCandidate("壹佰贰拾叁元肆角伍分")
            #expect(try await page.documentText() == "壹佰贰拾叁元肆角伍分")
            for key in ["abc", "v", "123", "2", "0", "2", "6", "。", "1", "1", "。", "2", "5"] { try await page.tap(key) }
            try await page.pickCandidate("丙午年十月十七")
            #expect(try await page.documentText() == "壹佰贰拾叁元肆角伍分丙午年十月十七")
        }
    }

    @Test func oneHandedRightStillTypesPinyin() async throws {
        try await BrowserSession.run { page in
            try await page.choose("oneHanded", "right")
            #expect(try await page.count("g[data-key=\"fit-full-width\"]") == 1)
            try await page.tapLetters("nihao")
            #expect(try await page.candidates().first == "你好")
            try await page.pickCandidate(0)
            #expect(try await page.documentText() == "你好")
            // The strip's ⤢ gives the keys their full width back, and the side panel follows.
            try await page.tap("fit-full-width")
            #expect(try await page.count("g[data-key=\"fit-full-width\"]") == 0)
            let side = try await page.driver.script("return document.querySelector('#settings [name=\"oneHanded\"]').value;") as? String
            #expect(side == "off")
        }
    }
}
