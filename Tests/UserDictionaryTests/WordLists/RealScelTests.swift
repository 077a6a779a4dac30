import Foundation
import ChineseEngine
import Testing
import UserDictionary

/// The real 搜狗 list in ../shared/eval/import (唐诗300首, 3,563 words) against imewlconverter's reading of it.
@Suite struct RealScelTests {
    @Test func theRealScelImportsAsImewlconverterReadsIt() throws {
        let list = try WordList(reading: WordListInput(contentsOf: WordListFixtures.realScel), lexicon: sharedEngine.lexicon)
        #expect(list.format == "scel")
        let expected = try String(contentsOf: WordListFixtures.realScelExpected, encoding: .utf8)
            .split(separator: "\n").map { line -> String in
                let fields = line.split(separator: ",")
                let syllables = fields[1].split(separator: " ").map { SyllableTable.aliases[String($0)] ?? String($0) }
                return "\(fields[0])|\(syllables.joined(separator: " "))"
            }
        let read = list.words.map { "\($0.text)|\($0.pinyin)" }
        let expectedSet = Set(expected), readSet = Set(read)
        let share = Double(expectedSet.intersection(readSet).count) / Double(expectedSet.count)
        #expect(expected.count == 3_563)
        #expect(share >= 0.995, "read \(readSet.count) pairs, \(expectedSet.intersection(readSet).count) of \(expectedSet.count) expected")
        #expect(readSet.subtracting(expectedSet).isEmpty, "nothing else: \(readSet.subtracting(expectedSet).prefix(5))")
        #expect(list.skipped + list.words.count == 3_563)
    }

    @Test func afterImportingIt春眠不觉晓IsFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        #expect(texts("chunmianbujuexiao", engine).first != "春眠不觉晓")
        let list = try WordList(reading: WordListInput(contentsOf: WordListFixtures.realScel), lexicon: sharedEngine.lexicon)
        try dictionary.add(list.words)
        #expect(texts("chunmianbujuexiao", engine).first == "春眠不觉晓")
    }
}
