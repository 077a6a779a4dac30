import Foundation
import Testing

@testable import TextInputModel

@Test func storeRoundTripsThroughJSON() throws {
    var store = TextStore("你好 world")
    store.setMarkedText("ni'hao", selectedRange: 2..<3)
    let decoded = try JSONDecoder().decode(TextStore.self, from: JSONEncoder().encode(store))
    #expect(decoded == store)
    #expect(decoded.count == store.count)
}

@Test func decodingRejectsRangesOutsideTheTextOrSelectionOutsideMarkedText() {
    let bad = [
        #"{"text":"abc","selectedTextRange":{"start":1,"end":9}}"#,
        #"{"text":"abc","selectedTextRange":{"start":1,"end":1},"markedTextRange":{"start":2,"end":3}}"#,
        #"{"text":"abc","selectedTextRange":{"start":1,"end":1},"markedTextRange":{"start":1,"end":1}}"#,
    ]
    for json in bad {
        #expect(throws: DecodingError.self, "\(json)") {
            try JSONDecoder().decode(TextStore.self, from: Data(json.utf8))
        }
    }
}
