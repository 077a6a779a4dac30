import Foundation
import MappedData
import Testing
@testable import ChineseEngine

/// The LM02 trigram file against a small model whose every cost is computed by hand.
@Suite struct LanguageModelTests {
    /// Words: 0 = <s>, 1 = 我们, 2 = 去, 3 = 吃饭, 4 = 区.
    /// Unigram costs (nats): 1.0, 2.0, 3.0, 2.5; back-offs: <s> 0.5, 我们 0.25, 去 −0.125 (a weight above 1).
    /// Bigrams: <s>→我们 0.75, 我们→去 1.5, 去→吃饭 1.25. Trigram: 我们 去 → 吃饭 0.5, with the
    /// pair's back-off 0.375. With `sentenceEnds`, the end `</s>` (word 0 as a follower) too: its
    /// unigram cost 1.5 in word 0's unigram field, the bigram 去→</s> 0.5, the trigram 我们 去 → </s> 0.75.
    static func sample(sentenceEnds: Bool = false) -> DataFileWriter {
        var book = [Float](repeating: 0, count: 256)
        for (index, value) in [Float(0.5), 0.75, 1.25, 1.5].enumerated() { book[index] = value }
        for index in 4..<256 { book[index] = 10 + Float(index) }  // unused levels, ascending
        let end: [UInt32] = sentenceEnds ? [0 << 8 | 0] : []      // </s>, at code 0 (0.5) as a bigram
        var writer = DataFileWriter(kind: "LM02")
        writer.add("META", [UInt32(5), UInt32(3 + end.count), 1])
        writer.add("UNIG", [UInt16(sentenceEnds ? 1500 : 0), 1000, 2000, 3000, 2500])
        writer.add("BOFF", [Int16(500), 250, -125, 0, 0])
        let afterQu = UInt32(3 + end.count)
        writer.add("BIDX", [UInt32(0), 1, 2, afterQu, afterQu, afterQu])
        // follower << 8 | codebook index
        let bigrams: [UInt32] = [1 << 8 | 1, 2 << 8 | 3] + end + [3 << 8 | 2]
        writer.add("BGRM", bigrams)
        writer.add("QBOK", book.map(\.bitPattern))
        writer.add("TKEY", [UInt32(1)])          // bigram entry 1 is 我们→去
        writer.add("TIDX", [UInt32(0), UInt32(1 + end.count)])
        writer.add("TBOF", [Int16(375)])
        let trigrams: [UInt32] = (sentenceEnds ? [0 << 8 | 1] : []) + [3 << 8 | 0]  // </s> at code 1 (0.75)
        writer.add("TGRM", trigrams)
        writer.add("QTRI", book.map(\.bitPattern))
        return writer
    }

    private func open(_ writer: DataFileWriter) throws -> LanguageModel {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-lm-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        return try LanguageModel(path: path)
    }

    private func openError(_ writer: DataFileWriter) -> String? {
        do {
            _ = try open(writer)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func listedTrigramsBigramsAndUnigramsScoreAsStored() throws {
        let model = try open(Self.sample())
        #expect(model.wordCount == 5 && model.bigramCount == 3 && model.trigramCount == 1)
        #expect(close(model.unigramCost(3), 3.0))
        #expect(model.cost(1, after: 0) == 0.75)                            // <s> 我们
        #expect(model.cost(3, after: model.history(1, 2)) == 0.5)           // 我们 去 吃饭
        #expect(model.trigramCost(3, after: 1, 2) == 0.5)
        #expect(model.trigramCost(4, after: 1, 2) == nil)
    }

    @Test func theCheapestFollowersAreChosenAsBySortingThemAll() {
        // The selection by code counts must give what sorting every follower gives, for contexts
        // with a few followers and for the commonest (tens of thousands): one component's (the
        // combination's followers come from both, ModelMixTests).
        let model = testEngine.model
        func followerCount(_ context: Int32) -> Int {
            Int(model.main.bigramStart[Int(context) + 1]) - Int(model.main.bigramStart[Int(context)])
        }
        var busiest: Int32 = 1
        for context in 1..<Int32(model.wordCount) where followerCount(context) > followerCount(busiest) { busiest = context }
        for context in [busiest, 0, 1, 2, 3, 10, 100, 1000] {
            let range = Int(model.main.bigramStart[Int(context)])..<Int(model.main.bigramStart[Int(context) + 1])
            var all: [(word: Int32, cost: Float)] = []
            for index in range {
                let entry = model.main.bigrams[index]
                all.append((Int32(entry >> 8), model.main.codebook[Int(entry & 0xFF)]))
            }
            all.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }
            for limit in [1, 5, 40, 1000] {
                let chosen = model.main.followers(of: context, limit: limit)
                let expected: [Int32] = all.prefix(limit).map { $0.word }
                #expect(chosen.map { $0.word } == expected, "context \(context), limit \(limit)")
            }
        }
        #expect(followerCount(busiest) > 1000)
    }

    @Test func aPairsTrigramFollowersAreListedCheapestFirst() throws {
        let model = try open(Self.sample())
        let followers = model.trigramFollowers(of: model.history(1, 2), limit: 5)
        #expect(followers.map(\.word) == [3] && followers.first?.cost == 0.5)
        #expect(model.trigramFollowers(of: model.history(0, 1), limit: 5).isEmpty)   // <s> 我们 has no block
        #expect(model.trigramFollowers(of: .none, limit: 5).isEmpty)
    }

    @Test func theCommonestWordsAreTheSmallestUnigramCostsInOrder() throws {
        let model = try open(Self.sample())
        // Unigram costs 我们 1.0, 去 2.0, 吃饭 3.0, 区 2.5; the sentence start is never offered.
        #expect(model.commonestWords(2) == [1, 2])
        #expect(model.commonestWords(3) == [1, 2, 4])
        #expect(model.commonestWords(10) == [1, 2, 4, 3])
        #expect(model.commonestWords(0) == [])
        let copy = model
        #expect(copy.commonestWords(3) == [1, 2, 4])
        // The shipped model: the scan agrees with sorting every word by (cost, id).
        let shipped = testEngine.model
        let sorted = (1..<Int32(shipped.wordCount)).sorted {
            (shipped.unigramCost($0), $0) < (shipped.unigramCost($1), $1)
        }
        #expect(shipped.commonestWords(200) == Array(sorted.prefix(200)))
    }

    @Test func unlistedWordsBackOffOneOrderAtATime() throws {
        let model = try open(Self.sample())
        let weQu = model.history(1, 2)
        // 我们 去 区: no trigram → bow(我们 去) 0.375 + P(区 | 去): no bigram → bow(去) −0.125 + P(区) 2.5.
        #expect(abs(model.cost(4, after: weQu) - (0.375 - 0.125 + 2.5)) < 1e-5)
        // 区 去 吃饭: the pair has no trigrams (not even listed as a bigram) → the bigram 去→吃饭.
        #expect(model.cost(3, after: model.history(4, 2)) == 1.25)
        // 我们 → 吃饭: no bigram → bow(我们) 0.25 + P(吃饭) 3.0.
        #expect(abs(model.cost(3, after: 1) - 3.25) < 1e-5)
        // No context, and a context the model does not know (a user-only word), score the unigram.
        #expect(close(model.cost(3, after: LanguageModel.History.none), 3.0))
        #expect(close(model.cost(3, after: 77), 3.0))
        #expect(close(model.cost(3, after: model.history(-1, 77)), 3.0))
    }

    @Test func theSentenceEndIsScoredLikeAnyFollowerOfTheLastTwoWords() throws {
        let model = try open(Self.sample(sentenceEnds: true))
        #expect(model.hasSentenceEnd)
        #expect(model.endCost(after: model.history(1, 2)) == 0.75)            // 我们 去 </s>: the trigram
        #expect(model.endCost(after: model.history(0, 2)) == 0.5)             // <s> 去 </s>: the bigram 去→</s>
        // 吃饭 </s>: no bigram → bow(吃饭) 0 + P(</s>) 1.5; after a literal: P(</s>).
        #expect(close(model.endCost(after: model.history(-1, 3)), 1.5))
        #expect(close(model.endCost(after: LanguageModel.History.none), 1.5))
        #expect(model.cost(3, after: model.history(1, 2)) == 0.5)               // 吃饭 is still listed after 我们 去
        // The end is no word: the commonest words leave it out.
        #expect(!model.commonestWords(4).contains(0))
        // A model without sentence ends (word 0's unigram field 0) adds nothing at the end.
        let plain = try open(Self.sample())
        #expect(!plain.hasSentenceEnd)
        #expect(plain.endCost(after: plain.history(1, 2)) == 0)
    }

    @Test func theLeftContextScoresTheFirstWordAfterItsLastTwoWords() throws {
        let model = try open(Self.sample())
        let context = LeftContext(words: [.lexicon(1), .lexicon(2)])
        #expect(model.cost(3, after: context.history(in: model)) == 0.5)
        // One word of context: no trigram, the bigram after it.
        #expect(model.cost(3, after: LeftContext(words: [.lexicon(2)]).history(in: model)) == 1.25)
        // The sentence start: after <s>.
        #expect(model.cost(1, after: LeftContext.sentenceStart.history(in: model)) == 0.75)
    }

    @Test func followersAreTheListedBigramsBestFirst() throws {
        let model = try open(Self.sample())
        #expect(model.followers(of: 2, limit: 5).map(\.word) == [3])
        #expect(model.followers(of: 4, limit: 5).isEmpty)
        #expect(model.followers(of: 99, limit: 5).isEmpty)
    }

    @Test func inconsistentTrigramSectionsAreClearErrors() {
        var badKey = Self.sample()
        badKey.sections[6] = ("TKEY", Self.bytes([UInt32(7)]))            // no bigram entry 7
        #expect(openError(badKey)?.contains("trigram keys") == true)
        var badIndex = Self.sample()
        badIndex.sections[7] = ("TIDX", Self.bytes([UInt32(0), 2]))       // claims two trigrams
        #expect(openError(badIndex)?.contains("trigram index") == true)
        var missing = Self.sample()
        missing.sections.removeLast()
        #expect(openError(missing)?.contains("QTRI") == true)
        var badBook = Self.sample()
        badBook.sections[10] = ("QTRI", Self.bytes([UInt32](repeating: Float.nan.bitPattern, count: 256)))
        #expect(openError(badBook)?.contains("codebook") == true)
        var other = Self.sample()
        other.kind = "LEX1"
        #expect(openError(other)?.contains("expected LM02 or LM01") == true)
    }

    @Test func aVersionOneModelIsReadAsTheSameModelWithoutTrigrams() throws {
        var v1 = Self.sample()
        v1.kind = ModelComponent.bigramKind
        v1.sections[0] = ("META", Self.bytes([5, 3]))
        v1.sections.removeLast(5)
        let model = try open(v1)
        #expect(model.trigramCount == 0)
        #expect(model.cost(3, after: model.history(1, 2)) == 1.25)     // the bigram 去→吃饭
        #expect(abs(model.cost(4, after: model.history(1, 2)) - (-0.125 + 2.5)) < 1e-5)
    }

    @Test func aTruncatedModelIsAClearError() throws {
        let bytes = Self.sample().encoded()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-lm-cut-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes.prefix(bytes.count - 40)).write(to: URL(fileURLWithPath: path))
        #expect(throws: ChineseEngineError.self) { try LanguageModel(path: path) }
    }

    /// Costs are stored in thousandths of a nat: equal within rounding.
    private func close(_ value: Float, _ expected: Float) -> Bool { abs(value - expected) < 1e-4 }

    static func bytes(_ values: [UInt32]) -> [UInt8] {
        values.flatMap { value in withUnsafeBytes(of: value.littleEndian) { Array($0) } }
    }
}
