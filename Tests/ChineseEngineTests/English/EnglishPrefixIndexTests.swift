import Foundation
@testable import ChineseEngine
import Testing

/// The lookups that keep 中英混输 cheap a keystroke give what the searches they replace gave.
@Suite struct EnglishPrefixIndexTests {
    /// The shipped mixed list, the test one and a small one with one-letter and missing prefixes.
    static func lists() throws -> [EnglishWords] {
        let small = try EnglishWords(path: writeEnglishList([("a", 7, nil), ("ab", 2, nil), ("abc", 4, nil), ("b", 5, nil),
                                                             ("zz", 3, nil), ("zzz", 3, nil)]))
        return [testEngine.englishVocabulary?.mixed, testEnglishVocabulary.mixed].compactMap { $0 } + [small]
    }

    @Test func theIndexGivesTheSearchedRangeOfEveryOneAndTwoLetterPrefix() throws {
        for words in try Self.lists() {
            for first in UInt8(ascii: "a")...UInt8(ascii: "z") {
                let range = words.narrow(0..<words.count, depth: 0, letter: first)
                #expect(range == words.searchNarrowing(0..<words.count, depth: 0, letter: first))
                for second in UInt8(ascii: "a")...UInt8(ascii: "z") {
                    #expect(words.narrow(range, depth: 1, letter: second) == words.searchNarrowing(range, depth: 1, letter: second))
                }
            }
        }
    }

    @Test func everyPrefixOfEveryWordNarrowsAsTheSearchDoes() throws {
        for words in try Self.lists() {
            var spelling: [UInt8] = []
            var differing: [Int] = [], lost: [Int] = []
            for index in 0..<words.count {
                words.spelling(of: index, into: &spelling)
                var indexed = 0..<words.count, searched = indexed
                // The word's letters, then one more (`q`), which most words go on with no further.
                for (depth, letter) in (spelling + [UInt8(ascii: "q")]).enumerated() {
                    if depth == spelling.count, !indexed.contains(index) { lost.append(index) }
                    indexed = words.narrow(indexed, depth: depth, letter: letter)
                    searched = words.searchNarrowing(searched, depth: depth, letter: letter)
                    if indexed != searched { differing.append(index) }
                    if indexed.isEmpty { break }
                }
            }
            #expect(differing.isEmpty && lost.isEmpty)
        }
    }

    @Test func aRangeThatIsNoLettersOwnIsSearched() throws {
        let words = try #require(testEngine.englishVocabulary?.mixed)
        let letterA = words.narrow(0..<words.count, depth: 0, letter: UInt8(ascii: "a"))
        let part = letterA.dropFirst(3)
        #expect(words.narrow(part.startIndex..<part.endIndex, depth: 1, letter: UInt8(ascii: "b"))
            == words.searchNarrowing(part.startIndex..<part.endIndex, depth: 1, letter: UInt8(ascii: "b")))
        #expect(words.narrow(0..<5, depth: 0, letter: UInt8(ascii: "a")) == words.searchNarrowing(0..<5, depth: 0, letter: UInt8(ascii: "a")))
    }

    @Test func aStoredZipfFrequencysProbabilityIsLookedUpAsComputed() {
        for tenths in 0..<256 {
            let zipf = Float(tenths) / 10
            #expect(EnglishVocabulary.probability(zipf: zipf) == pow(10, Double(zipf) - 9))
        }
        for zipf: Float in [3.14159, -1, 30, 0.05] {
            #expect(EnglishVocabulary.probability(zipf: zipf) == pow(10, Double(zipf) - 9))
        }
    }
}
