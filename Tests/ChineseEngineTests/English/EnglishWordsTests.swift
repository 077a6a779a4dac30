import ChineseEngine
import Foundation
import MappedData
import Testing

/// English words typed in Chinese mode.
@Suite struct EnglishWordsTests {
    @Test func theShippedListKnowsCommonWords() throws {
        let vocabulary = try #require(testEngine.englishVocabulary)
        #expect(try #require(vocabulary.general).count > 20000)
        #expect(vocabulary.generalWord(Array("the".utf8))?.zipf ?? 0 > 7)
        #expect(vocabulary.generalWord(Array("iphone".utf8)) != nil)
        #expect(vocabulary.generalWord(Array("zzqxj".utf8)) == nil)
        // Words rarer than wordfreq's 40,000 commonest are not read (`factorial`, Zipf 2.52).
        #expect(vocabulary.general?.index(of: Array("factorial".utf8)) != nil)
        #expect(vocabulary.generalWord(Array("factorial".utf8)) == nil)
    }

    @Test func theMixedListSaysWhichSourcesWriteEachWord() throws {
        // The shipped list: the documents write `linux`, chat `child`, a package is named `sudo`.
        let mixed = try #require(testEngine.englishVocabulary?.mixed)
        let source = { (word: String) in mixed.index(of: Array(word.utf8)).map(mixed.sources(at:)) }
        #expect(source("linux")?.contains(.documents) == true)
        #expect(source("child") == .chat)
        #expect(source("sudo")?.contains(.software) == true && source("sudo")?.contains(.chat) == false)
        // A list without sources counts every word as the documents'; one with a ragged section is an error.
        let plain = try EnglishWords(path: writeEnglishList([("bash", 4.5, nil)]))
        #expect(plain.sources(at: 0) == .documents)
        var writer = DataFileWriter(kind: EnglishWords.kind)
        let good = try EnglishWords(path: writeEnglishList([("bash", 4.5, nil), ("vim", 4, nil)], sources: ["vim": .software]))
        #expect(good.sources(at: 1) == .software && good.sources(at: 0) == .documents)
        writer.add("WOFF", [UInt32(0), 4])
        writer.add("WTXT", bytes: Array("bash".utf8))
        writer.add("WZPF", bytes: [45])
        writer.add("SOFF", [UInt32(0), 0])
        writer.add("STXT", bytes: [])
        writer.add("WSRC", bytes: [1, 2])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-wsrc-\(UUID().uuidString).bin").path
        try writer.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ChineseEngineError.self) { try EnglishWords(path: path) }
    }

    @Test func lettersThatAreNoPinyinComeOutAsTheWord() {
        // As the shipped vocabulary of English inside Chinese writes it.
        #expect(texts("iphone", limit: 3).first == "iPhone")
        #expect(texts("hello", limit: 5).contains("hello"))
    }

    @Test func pinyinStaysFirstWhenItAlsoSpellsAWord() {
        let women = texts("women", limit: 5)
        #expect(women.first == "我们")
        #expect(women.prefix(3).contains("women"))
        #expect(!texts("nihao", limit: 10).contains("nihao"))
    }
}
