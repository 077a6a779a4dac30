import EnglishEngine
import Testing
@testable import GestureTyping

@Suite struct EnglishLexiconGestureContextTests {
    @Test func theBookPairsSpeakAfterAWordAndNotAtASentenceStart() throws {
        let lexicon = try EnglishLexicon()
        let you = try #require(lexicon.probability(of: "you", after: "Thank"))
        let the = try #require(lexicon.probability(of: "the", after: "thank"))
        #expect(you > 0.1 && you > 10 * the, "p(you | thank) \(you), p(the | thank) \(the)")
        #expect(lexicon.probability(of: "you", after: "") == nil)
        #expect(lexicon.probability(of: "you", after: "It was late. ") == nil)
        #expect(lexicon.probability(of: "qzxv", after: "thank") == 0)
    }
}
