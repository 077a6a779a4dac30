import EnglishEngine
import Testing
@testable import GestureTyping

@Suite struct EnglishLexiconGestureContextTests {
    @Test func theBookPairsSpeakAfterAWordAndNotAtASentenceStart() throws {
        let lexicon = try EnglishLexicon()
        let you = try #require(lexicon.probability(of: "you", after: "Thank"))
        #expect(you > 0, "p(you | thank) \(you)")
        #expect(lexicon.probability(of: "you", after: "") == nil)
        #expect(lexicon.probability(of: "you", after: "It was late. ") == nil)
        #expect(lexicon.probability(of: "qzxv", after: "thank") == 0)
    }
}
