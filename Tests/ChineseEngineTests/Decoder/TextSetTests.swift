import Testing
@testable import ChineseEngine

/// The candidate list's set of texts: each text once, told apart by its bytes.
@Suite struct TextSetTests {
    @Test func eachTextIsInsertedOnce() {
        var set = TextSet(["你好", "hello"])
        #expect(set.contains("你好") && set.contains("hello"))
        let long = String(repeating: "粤拼", count: 20)  // not a small string
        // (text, whether it is new), in order.
        let inserts: [(String, Bool)] = [
            ("你好", false), ("你", true), ("", true), ("", false), ("你好吗", true), ("你好吗", false),
            (long, true), (String(repeating: "粤拼", count: 20), false), (String(repeating: "粤拼", count: 19) + "粤语", true),
        ]
        for (text, new) in inserts {
            let inserted = set.insert(text)
            #expect(inserted == new, "\(text)")
            #expect(set.contains(text))
        }
        #expect(!set.contains("你好啊"))
    }

    @Test func itAgreesWithAStringSetOnTheDecodersTexts() {
        // NFC texts (the lexicon's): bytes and canonical equivalence tell the same texts apart.
        let texts = cantoneseEngine.candidates(for: "ngodeigamjat", limit: 60).map(\.text) + ["我哋", "今日", "我哋"]
        var set = TextSet()
        var strings = Set<String>()
        for text in texts {
            let inserted = set.insert(text)
            #expect(inserted == strings.insert(text).inserted, "\(text)")
        }
    }
}
