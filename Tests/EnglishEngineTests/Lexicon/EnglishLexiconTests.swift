import EnglishEngine
import Foundation
import Testing

/// The English word data: frequencies, casing, known words, completions, bad files.
@Suite struct EnglishLexiconTests {
    @Test func frequenciesOrderCommonWordsFirst() throws {
        let the = try #require(testLexicon.frequency(of: "the"))
        let cat = try #require(testLexicon.frequency(of: "cat"))
        #expect(the > cat)
        #expect(try #require(testLexicon.frequency(of: "don't")) > cat)
        #expect(testLexicon.frequency(of: "qzxjvw") == nil)
    }

    @Test func wordPairsAreProbabilitiesOfTheNextWord() throws {
        // A word's followers share at most all of its probability (the book pairs are counted on
        // a larger sample than its words: dividing by the word's count alone summed to tens).
        let followers = ["same", "first", "following", "most", "world", "best", "other", "new", "end", "way",
                         "use", "time", "number", "case", "fact", "life", "last", "people", "state", "two"]
        let sum = followers.compactMap { testLexicon.pairProbability(of: $0, after: "the") }.reduce(0, +)
        #expect(sum > 0 && sum <= 1, "\(sum)")
        let you = try #require(testLexicon.pairProbability(of: "you", after: "thank"))
        #expect(you > 0.3 && you < 1)
    }

    @Test func casingIsTheUsualOne() {
        // A name that is no lower-case word takes its capital (john stays: "john" is a word of its own).
        #expect(testLexicon.casing(of: "london") == "London")
        #expect(testLexicon.casing(of: "david") == "David")
        #expect(testLexicon.casing(of: "iphone") == "iPhone")
        #expect(testLexicon.casing(of: "github") == "GitHub")
        #expect(testLexicon.casing(of: "i") == "I")
        #expect(testLexicon.casing(of: "im") == "I'm")
        #expect(testLexicon.casing(of: "dont") == "don't")
        #expect(testLexicon.casing(of: "table") == "table")
        #expect(testLexicon.casing(of: "us") == "us")
        #expect(testLexicon.casing(of: "qzxjvw") == nil)
    }

    @Test func capitalsAreASpellingTheListHas() {
        // Beside their lower-case spellings (`pc` parsec, `cd`), the list writes these in capitals.
        #expect(testLexicon.capitals(of: "pc") == "PC")
        #expect(testLexicon.capitals(of: "cd") == "CD")
        #expect(testLexicon.capitals(of: "us") == "US")
        // No capitals: a plain word, a name, a word the list does not have.
        #expect(testLexicon.capitals(of: "table") == nil)
        #expect(testLexicon.capitals(of: "london") == nil)
        #expect(testLexicon.capitals(of: "qzxjvw") == nil)
    }

    @Test func knownWordsAreSpelledRight() {
        #expect(testLexicon.isKnown("house"))
        #expect(testLexicon.isKnown("Houses"))
        #expect(testLexicon.isKnown("don't"))
        #expect(testLexicon.isKnown("ok"))
        #expect(!testLexicon.isKnown("dont"))
        #expect(!testLexicon.isKnown("teh"))
        #expect(!testLexicon.isKnown(""))
        #expect(!testLexicon.isKnown("a b"))
    }

    @Test func completionsAreCommonestFirstAndCased() {
        #expect(testLexicon.completions(of: "th", limit: 3).first == "the")
        #expect(testLexicon.completions(of: "iph", limit: 3).first == "iPhone")
        #expect(testLexicon.completions(of: "don", limit: 3).contains("don't"))
        #expect(testLexicon.completions(of: "qzxj", limit: 3).isEmpty)
        #expect(testLexicon.completions(of: "the", limit: 5).count == 5)
    }

    @Test func aCorruptOrMissingFileIsAClearError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("en-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: EnglishEngineError.self) { try EnglishLexicon(dataDirectory: directory) }
        let source = try #require(EnglishLexicon.bundledDataDirectory)
        for name in EnglishLexicon.fileNames {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: directory + "/" + name)
        }
        _ = try EnglishLexicon(dataDirectory: directory)
        let talk = directory + "/en-talk.bin"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: talk))
        bytes[bytes.count - 9] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: talk))
        do {
            _ = try EnglishLexicon(dataDirectory: directory)
            Issue.record("a corrupt file opened")
        } catch let error as EnglishEngineError {
            #expect(error.description.contains("en-talk.bin"))
        }
    }

    /// The lexicon (casing, 滑行's words) opens without the spoken model: an engine opens it first.
    @Test func theSpokenModelOpensWithTheFirstEngineNotTheLexicon() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("en-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = try #require(EnglishLexicon.bundledDataDirectory)
        for name in EnglishLexicon.fileNames where name != "en-spoken.bin" {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: directory + "/" + name)
        }
        try Data("not a model".utf8).write(to: URL(fileURLWithPath: directory + "/en-spoken.bin"))
        let lexicon = try EnglishLexicon(dataDirectory: directory)
        #expect(lexicon.casing(of: "iphone") == "iPhone")
        do {
            _ = try EnglishEngine(lexicon: lexicon)
            Issue.record("a corrupt spoken model opened")
        } catch let error as EnglishEngineError {
            #expect(error.description.contains("en-spoken.bin"))
        }
    }
}
