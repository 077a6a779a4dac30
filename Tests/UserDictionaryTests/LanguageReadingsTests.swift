import Foundation
import GRDB
import ChineseEngine
import Testing
@testable import UserDictionary

/// One user dictionary file, each language's words apart (`StoredReading`): a dictionary opened
/// over the Cantonese lexicon learns, lists, decodes with and forgets only Cantonese words, one
/// over Mandarin's only Mandarin's, even for a text and spelling both have (嘿 `hei`).
@Suite struct LanguageReadingsTests {
    let cantoneseLexicon: Lexicon = {
        do { return try ChineseEngine(schema: .jyutping).lexicon } catch { fatalError("the 粤拼 data does not open: \(error)") }
    }()

    @Test func eachInventoryKeepsItsOwnWordsInOneFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (mandarin, _) = try openDictionary(directory)
        let cantonese = try UserDictionary(directory: directory.url, lexicon: cantoneseLexicon)
        try cantonese.learn(words: [LearnedWord(text: "嘿", syllables: ["hei"])])
        #expect(try cantonese.learnedCount(text: "嘿", syllables: ["hei"]) > 0.99)
        #expect(try mandarin.learnedCount(text: "嘿", syllables: ["hei"]) == 0)
        let words = [LearnedWord(text: "我哋", syllables: ["ngo", "dei"]), LearnedWord(text: "今日", syllables: ["gam", "jat"])]
        try cantonese.learn(words: words, newWord: LearnedWord(text: "我哋今日", syllables: ["ngo", "dei", "gam", "jat"]))
        #expect(try cantonese.words().map(\.text) == ["我哋今日"])
        #expect(try cantonese.words().first?.syllables == ["ngo", "dei", "gam", "jat"])
        #expect(try mandarin.words().isEmpty && mandarin.learnedWords().isEmpty)
        try mandarin.refresh()
        #expect(mandarin.current.isEmpty)
        try cantonese.refresh()
        #expect(cantonese.current.wordCount == 1 && cantonese.current.syllableInventory == cantoneseLexicon.syllables)

        // Forgetting the Cantonese 嘿 leaves the Mandarin one; forgetting a Cantonese sentence
        // forgets the pairs learned inside it.
        try mandarin.learn(words: [LearnedWord(text: "嘿", syllables: ["hei"])])
        try cantonese.remove(text: "嘿", syllables: ["hei"])
        #expect(try mandarin.learnedCount(text: "嘿", syllables: ["hei"]) > 0.99)
        #expect(try cantonese.isDeleted(text: "嘿", syllables: ["hei"]) && !mandarin.isDeleted(text: "嘿", syllables: ["hei"]))
        #expect(try pairCount(cantonese) == 1)
        try cantonese.remove(text: "我哋今日", syllables: ["ngo", "dei", "gam", "jat"])
        #expect(try pairCount(cantonese) == 0)
        #expect(try cantonese.words().isEmpty)
    }

    @Test func aWordIsAddedInItsDictionarysInventoryAndCheckedAgainstIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (mandarin, _) = try openDictionary(directory)
        let cantonese = try UserDictionary(directory: directory.url, lexicon: cantoneseLexicon)
        try cantonese.add(UserWord(text: "佢哋", syllables: ["keoi", "dei"]))
        #expect(try cantonese.words().map(\.text) == ["佢哋"] && mandarin.words().isEmpty)
        // A reading outside the inventory is refused with the reason, in either language.
        #expect { try cantonese.add(UserWord(text: "佢", syllables: ["xyz"])) } throws: {
            "\($0)".contains("\"xyz\" is not a jyutping syllable")
        }
        #expect { try mandarin.add(UserWord(text: "佢哋", syllables: ["keoi", "dei"])) } throws: {
            "\($0)".contains("\"keoi\" is not a pinyin syllable")
        }
        // A word list read over the Cantonese lexicon: tones dropped, a bad reading skipped with its line.
        let text = "嘢食\tje5 sik6\n傾偈\tking1 gai2\n唔該\tm4 goi1\n佢\tkeoi zzz\n"
        let list = try WordList(reading: WordListInput(data: Data(text.utf8), name: "yue.txt"), format: WordListFormats.named("plain"),
                                lexicon: cantoneseLexicon)
        #expect(list.words.map(\.text) == ["嘢食", "傾偈", "唔該"])
        #expect(list.words.first?.syllables == ["je", "sik"])
        #expect(list.problems.map(\.line) == [4])
        try cantonese.add(list.words)
        #expect(try cantonese.words().count == 4)
    }

    func pairCount(_ dictionary: UserDictionary) throws -> Int {
        try dictionary.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM learnedPair") ?? 0 }
    }
}
