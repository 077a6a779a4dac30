import EnglishEngine
import Testing
@testable import GestureTyping

@Suite struct EnglishBookVocabularyTests {
    @Test func theBookWordsAreSortedLettersWithPriorsAboveTheBound() throws {
        let vocabulary = EnglishBookVocabulary(lexicon: GestureFixtures.englishLexicon)
        #expect(vocabulary.count > 80_000)
        let least = vocabulary.leastPriorCost
        var previous: [UInt8] = [], bytes: [UInt8] = []
        for index in stride(from: 0, to: vocabulary.count, by: 997) {
            vocabulary.spelling(of: index, into: &bytes)
            #expect(bytes.allSatisfy { (97...122).contains($0) })
            #expect(previous.lexicographicallyPrecedes(bytes))
            let cost = vocabulary.priorCost(of: index)
            #expect(cost.isFinite && cost >= least)
            previous = bytes
        }
    }

    @Test func aRareWordIsDecoded() throws {
        // `factorial` is past wordfreq's 40,000 commonest words (which 中英混输 reads).
        let decoder = WordGestureDecoder(vocabulary: EnglishBookVocabulary(lexicon: GestureFixtures.englishLexicon),
                                         keyboard: GestureFixtures.qwerty)
        let words = decoder.decode(GestureFixtures.path("factorial", on: GestureFixtures.qwerty), context: "the", limit: 4).map(\.text)
        #expect(words.first == "factorial", "\(words)")
    }
}
