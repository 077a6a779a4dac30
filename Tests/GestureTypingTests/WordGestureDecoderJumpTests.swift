import EnglishEngine
import Testing
@testable import GestureTyping

/// The book words with the in-place prefix check turned off: a decoder over it walks every
/// word that shares a hopeless beginning one by one, as it did before the jump.
private struct UnjumpedVocabulary: GestureVocabulary {
    let inner: EnglishBookVocabulary
    var count: Int { inner.count }
    func spelling(of index: Int, into bytes: inout [UInt8]) { inner.spelling(of: index, into: &bytes) }
    func priorCost(of index: Int) -> Float { inner.priorCost(of: index) }
    var leastPriorCost: Float { inner.leastPriorCost }
    func spelling(of index: Int, hasPrefix prefix: ArraySlice<UInt8>) -> Bool { false }
}

@Suite struct WordGestureDecoderJumpTests {
    let vocabulary = EnglishBookVocabulary(lexicon: GestureFixtures.englishLexicon)

    @Test func theInPlacePrefixCheckAgreesWithTheSpelling() {
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: vocabulary.count, by: 4_001) {
            vocabulary.spelling(of: index, into: &bytes)
            for length in 0...bytes.count {
                #expect(vocabulary.spelling(of: index, hasPrefix: bytes[..<length]))
            }
            var other = bytes
            other[other.count - 1] = other[other.count - 1] == 122 ? 97 : other[other.count - 1] + 1
            #expect(!vocabulary.spelling(of: index, hasPrefix: other[...]))
            #expect(!vocabulary.spelling(of: index, hasPrefix: (bytes + [97])[...]))
        }
    }

    @Test func aRunEndsAtTheFirstWordThatDoesNotShareThePrefix() {
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: vocabulary.count, by: 9_001) {
            vocabulary.spelling(of: index, into: &bytes)
            for length in 1...min(3, bytes.count) {
                let prefix = bytes[..<length]
                var expected = index + 1
                while expected < vocabulary.count, vocabulary.spelling(of: expected, hasPrefix: prefix) { expected += 1 }
                #expect(vocabulary.end(ofRunFrom: index, sharing: prefix) == expected, "\(String(decoding: prefix, as: UTF8.self))")
            }
        }
    }

    @Test func jumpingPastHopelessBeginningsChangesNoCandidate() {
        let keyboard = GestureFixtures.qwerty
        let jumping = WordGestureDecoder(vocabulary: vocabulary, keyboard: keyboard)
        let walking = WordGestureDecoder(vocabulary: UnjumpedVocabulary(inner: vocabulary), keyboard: keyboard)
        for word in ["the", "quickly", "factorial", "swipe"] {
            let samples = GestureFixtures.path(word, on: keyboard)
            let jumped = jumping.decode(samples, limit: 8), walked = walking.decode(samples, limit: 8)
            #expect(jumped.map(\.text) == walked.map(\.text), "\(word)")
            #expect(jumped.map(\.cost) == walked.map(\.cost), "\(word)")
        }
    }
}
