@testable import EnglishEngine
import Testing

/// The words typed before in the text: kept as typed, corrected toward, offered.
@Suite struct SessionWordsTests {
    /// A word the user has typed before is meant: never corrected into something else.
    @Test func aWordTypedTwiceIsNotCorrected() {
        #expect(committed("userz", after: "that engages") != "userz")
        #expect(committed("userz", after: "userz is a table that engages") == "userz")
        #expect(committed("hal", after: "who is") != "hal")
        #expect(committed("hal", after: "hal is a computer who is") == "hal")
    }

    /// A slip of a word typed before, even one the lexicon lacks, goes back to it as typed then.
    @Test func aSlipOfAWordTypedBeforeIsCorrectedTowardIt() {
        #expect(committed("typeXefs", after: "export") == "typeXefs")
        #expect(committed("typeXefs", after: "const typeDefs gql type Query users User const server new ApolloServer") == "typeDefs")
        #expect(committed("fizzbuzx", after: "write a fizzbuzz in Python then write a") == "fizzbuzz")
    }

    /// Completions and next words lean toward the words of the text.
    @Test func wordsTypedBeforeAreOffered() {
        let text = "import heapq h heapq heappush h heapq heappush h"
        #expect(testEngine.suggestions(context: text, typed: "hea", limit: 3).ranked(limit: 3).contains("heapq"))
        #expect(!testEngine.suggestions(context: "import", typed: "hea", limit: 3).ranked(limit: 3).contains("heapq"))
    }

    /// Letters in capitals may be a slip of a shouted word; a short acronym stays.
    @Test func shoutedSlipsAreCorrected() {
        #expect(committed("FRMO", after: "SELECT name") == "FROM")
        #expect(committed("JSON", after: "send the") == "JSON")
        #expect(committed("AWS", after: "deploy on") == "AWS")
    }

    /// A keystroke searches only the text's words a slip could have made the letters of: most find none.
    @Test func onlyNearWordsAreSearched() {
        let words = SessionWords(text: "const typeDefs gql type Query users")
        let near = { (typed: String) in words.trie(near: Array(typed.utf8), budget: 6, costs: SlipCosts()) != nil }
        #expect(near("typexefs") && near("qgl") && near("user"))
        #expect(!near("zebra") && !near("w") && !near("typedefinitions"))
    }

    /// The words of a text are read once, however many keystrokes ask.
    @Test func theTextIsReadOnce() throws {
        let engine = try EnglishEngine(lexicon: testLexicon)
        let first = engine.sessionCache.words(of: "import heapq heapq")
        #expect(first.contains(Array("heapq".utf8)) && first.share(of: Array("heapq".utf8)) == 2.0 / 3)
        #expect(engine.sessionCache.words(of: "import heapq heapq").words(prefix: Array("he".utf8)) == [Array("heapq".utf8)])
        #expect(!engine.sessionCache.words(of: "import").contains(Array("heapq".utf8)))
    }

}
