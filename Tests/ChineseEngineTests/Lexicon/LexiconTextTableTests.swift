import Foundation
import MappedData
import ShurufaTestSupport
import Testing
@testable import ChineseEngine

/// The table of words by text a lexicon file may carry (the 粤拼 data's): the one `WordTextIndex`
/// builds, so a left context found through it is the linear scan's.
@Suite struct LexiconTextTableTests {
    private let lexicon = cantoneseEngine.lexicon

    @Test func theFilesTableIsTheOneTheIndexBuilds() throws {
        let table = try #require(lexicon.textTable, "the 粤拼 lexicon carries its words by text")
        let built = WordTextIndex.build(lexicon)
        #expect(table.words.count == built.words.count && table.starts.count == built.starts.count)
        #expect((0..<built.words.count).allSatisfy { Int32(table.words[$0]) == built.words[$0] })
        #expect((0..<built.starts.count).allSatisfy { Int32(table.starts[$0]) == built.starts[$0] })
        #expect(testEngine.lexicon.textTable == nil, "the pinyin lexicon has none: it scans")
    }

    @Test func theLookUpFindsWhatTheScanFinds() throws {
        let index = try #require(WordTextIndex(fileWordsOf: lexicon))
        let count = Int32(lexicon.wordCount)
        // Texts ending in words of every frequency (ids spread over the table), after other words,
        // and ones no word ends: the scan takes a pass over all words, so a sample of them.
        var texts = ["", "abc", "我哋今日去街", "佢哋今日唔得閒", "\u{E000}", "食咗飯未", "𠮶個"]
        // Of a fixed seed, so a failure replays.
        var generator = SeededGenerator(seed: 20)
        for word in stride(from: Int32(1), to: count, by: Int(count) / 150) {
            let before = lexicon.text(of: Int32.random(in: 1..<count, using: &generator))
            texts.append(before + lexicon.text(of: word))
        }
        for text in texts {
            let units = Array(text.utf16.suffix(2 * Lexicon.longestWordLength))
            let scanned = lexicon.scannedLongestWord(endingWith: units)
            #expect(index.longestWord(endingWith: units) == scanned, "\(text)")
            #expect(lexicon.longestWord(endingWith: units) == scanned, "\(text)")
        }
        #expect(LeftContext(text: "我哋今日", lexicon: lexicon).words.map(lexicon.text(of:)) == ["我哋", "今日"])
    }

    @Test func aTableThatNamesNoWordIsRefused() throws {
        let writer = tinyLexiconWriter()
        let starts = [UInt32](repeating: 0, count: 1 << WordTextIndex.prefixBits) + [1]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-test-\(UUID().uuidString)-texttable.bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for words in [[UInt32(1)], [UInt32(7)], [UInt32(0)], [1, 1]] {
            var file = writer
            file.add("TXWD", words)
            file.add("TXPF", starts)
            try file.write(to: path)
            if words == [1] {
                // (Opens: a table whose order is wrong only loses look-ups; it cannot read out of bounds.)
                #expect(try Lexicon(path: path).textTable?.words.count == 1)
            } else {
                #expect(throws: ChineseEngineError.self, "\(words)") { try Lexicon(path: path) }
            }
        }
    }
}
