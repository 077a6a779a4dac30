import Testing
@testable import ChineseEngine

/// The word-text index: a word's text finds the lowest id of that text, through its hash prefix's
/// few words; a text that is no word finds nothing.
@Suite struct WordTextIndexTests {
    private let lexicon = testEngine.lexicon

    @Test func everyWordsTextFindsItsFirstIdAndNoWordFindsNothing() {
        let index = WordTextIndex(lexicon: lexicon)
        let count = Int32(lexicon.allWordCount)
        // Every 37th word, and the first and last (a prefix's first and last positions included).
        var firstOfText: [String: Int32] = [:]
        for word in 1..<count {
            let text = lexicon.text(of: word)
            if firstOfText[text] == nil { firstOfText[text] = word }
        }
        var checked = 0
        for word in Array(stride(from: Int32(1), to: count, by: 37)) + [1, count - 1] {
            let text = lexicon.text(of: word)
            #expect(index.word(Array(text.utf16)[...]) == firstOfText[text], "\(text)")
            checked += 1
        }
        #expect(checked > 1000)
        for text in ["\u{E000}", "好好好好好好好好好好好", "qqqq", ""] where firstOfText[text] == nil {
            #expect(index.word(Array(text.utf16)[...]) == nil, "\(text)")
        }
        let units = Array("我们今天去".utf16)
        let longest = (1...units.count).reversed().lazy.compactMap { firstOfText[String(decoding: units.suffix($0), as: UTF16.self)] }.first
        #expect(longest != nil)
        #expect(index.longestWord(endingWith: units) == longest)
    }
}
