@testable import EnglishEngine
import Testing

/// `MappedWordList`'s exact look-up (one binary search in the list's order) finds what reading the list
/// from its start finds; a word's facts for ranking are those look-ups.
@Suite struct MappedWordListTests {
    /// The first word of `list` spelled exactly `word`, read from the start.
    private func scan(_ list: MappedWordList, _ word: [UInt8]) -> Int? {
        (0..<list.count).first { list.bytes($0) == word }
    }

    @Test func everyWordIsFoundWhereItIs() {
        for list in [testLexicon.books, testLexicon.talk, testLexicon.spell] {
            for index in stride(from: 0, to: list.count, by: 97) {
                #expect(list.index(ofExactly: list.bytes(index)) == index, "\(list.string(index))")
            }
            #expect(list.index(ofExactly: list.bytes(list.count - 1)) == list.count - 1)
        }
    }

    @Test func spellingsTheListLacksAreNotFound() {
        // Casing, apostrophes and letters the lists spell otherwise, and no word at all.
        let words = ["Hello", "HELLO", "dont", "don't", "Don't", "iphone", "iPhone", "i", "I", "a", "zzzzzz", "", "'", "o'clock", "oclock"]
        for list in [testLexicon.books, testLexicon.talk, testLexicon.spell] {
            for word in words { #expect(list.index(ofExactly: Array(word.utf8)) == scan(list, Array(word.utf8)), "\(word)") }
        }
    }

    @Test func aWordsFactsAreItsLookUps() {
        // Looked up once for ranking: the same unigram cost, book index and sentence-start cost.
        for word in ["the", "of", "don't", "i'm", "iphone", "anyway", "qzxjvw", "supercalifragilistic"] {
            let lower = Array(word.utf8)
            let facts = testEngine.facts(of: lower)
            #expect(facts.unigram == testLexicon.unigramCost(lower) || (facts.unigram.isInfinite && testLexicon.unigramCost(lower).isInfinite), "\(word)")
            #expect(facts.book == testLexicon.books.index(ofExactly: lower), "\(word)")
            #expect(testLexicon.sentenceStartCost(book: facts.book) == testLexicon.sentenceStartCost(lower), "\(word)")
        }
        #expect(testEngine.facts(of: Array("the".utf8)).book != nil && testEngine.facts(of: Array("don't".utf8)).book == nil)
    }
}
