import Foundation
import Testing

@testable import TextInputModel

@Test func rangeOrdersItsEndsAndACaretIsEmpty() {
    let range = TextRange(start: 5, end: 2)
    #expect(range.start == 2 && range.end == 5)
    #expect(range.length == 3 && !range.isEmpty)
    #expect(TextRange.caret(at: 4).isEmpty)
    #expect(TextRange(3..<3).isEmpty)
}

@Test func rangeContainsPositionsAndRangesIncludingItsEnds() {
    let range = TextRange(2..<5)
    #expect(range.contains(TextPosition(2)) && range.contains(TextPosition(5)))
    #expect(!range.contains(TextPosition(6)) && !range.contains(TextPosition(1)))
    #expect(range.contains(TextRange(2..<5)) && range.contains(TextRange.caret(at: 5)))
    #expect(!range.contains(TextRange(1..<3)))
}

@Test func rangeDecodingRejectsAnEndBeforeTheStart() throws {
    let good = try JSONDecoder().decode(TextRange.self, from: Data(#"{"start":1,"end":3}"#.utf8))
    #expect(good == TextRange(1..<3))
    #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(TextRange.self, from: Data(#"{"start":3,"end":1}"#.utf8))
    }
}
