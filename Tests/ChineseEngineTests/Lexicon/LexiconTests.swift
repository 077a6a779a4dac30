import Testing
@testable import ChineseEngine

/// The shipped lexicon keeps the builder's rules: dictionary words only, readings per word.
@Suite struct LexiconTests {
    let lexicon = testEngine.lexicon

    @Test func everydayWordsAreInSegmenterFragmentsAreNot() {
        #expect(lexicon.words(reading: ["jiu", "dian"]).contains("酒店"))
        #expect(lexicon.words(reading: ["kuai", "di"]).contains("快递"))
        #expect(lexicon.words(reading: ["ban", "shi"]).contains("办事"))
        // Pieces a segmenter leaves behind are not words.
        #expect(!lexicon.words(reading: ["kuai", "de"]).contains("块的"))
        #expect(!lexicon.words(reading: ["jiu", "dian"]).contains("就点"))
    }

    @Test func readingsBelongToTheWord() {
        // 行 is read xing and hang alone, but 银行 only yin hang.
        #expect(lexicon.words(reading: ["xing"]).contains("行"))
        #expect(lexicon.words(reading: ["hang"]).contains("行"))
        #expect(lexicon.words(reading: ["yin", "hang"]).contains("银行"))
        #expect(!lexicon.words(reading: ["yin", "xing"]).contains("银行"))
    }

    @Test func theLikeliestReadingComesFirst() {
        #expect(lexicon.words(reading: ["hao"]).first == "好")
        #expect(lexicon.words(reading: ["ni", "hao"]).first == "你好")
    }

    @Test func aNodesReadingLeadsBackToIt() {
        // The path to a node is the reading of its words: the marked text follows it.
        #expect(lexicon.parent(of: lexicon.root) == nil)
        for node in stride(from: Int32(1), to: Int32(lexicon.nodeCount), by: 997) {
            let reading = lexicon.reading(of: node)
            #expect(!reading.isEmpty && reading.count <= 8)
            var walked = lexicon.root
            for id in reading { walked = lexicon.child(of: walked, syllable: id) ?? -1 }
            #expect(walked == node, "node \(node)")
        }
        let ids = ["zhong", "guo"].compactMap(SyllableTable.id(of:))
        var node = lexicon.root
        for id in ids { node = lexicon.child(of: node, syllable: id)! }
        #expect(lexicon.reading(of: node) == ids)
        #expect(lexicon.parent(of: Int32(lexicon.nodeCount)) == nil)
    }
}

/// `Lexicon.text(of:)` writes a word's UTF-16 as UTF-8 itself: it must say what decoding the
/// units says, for every word of both shipped lexicons (粤拼's holds characters beyond the BMP).
@Suite struct LexiconTextTests {
    /// How many words' text differs from their units decoded, and how many reach beyond the BMP.
    private func check(_ lexicon: Lexicon) -> (mismatches: Int, beyondBMP: Int) {
        var mismatches = 0, beyondBMP = 0
        for word in 0..<Int32(lexicon.allWordCount) {
            guard let range = lexicon.unitRange(of: word) else { continue }
            let text = lexicon.text(of: word)
            if text != String(decoding: range.map { lexicon.unit(at: $0) }, as: UTF16.self) { mismatches += 1 }
            if text.unicodeScalars.contains(where: { $0.value > 0xFFFF }) { beyondBMP += 1 }
        }
        return (mismatches, beyondBMP)
    }

    @Test func pinyinWordsReadAsTheirUnits() {
        #expect(check(testEngine.lexicon).mismatches == 0)
        #expect(testEngine.lexicon.text(of: Int32(testEngine.lexicon.allWordCount)) == "")
    }

    @Test func cantoneseWordsReadAsTheirUnitsBeyondTheBMPToo() {
        let (mismatches, beyondBMP) = check(cantoneseEngine.lexicon)
        #expect(mismatches == 0 && beyondBMP > 100)
    }
}
