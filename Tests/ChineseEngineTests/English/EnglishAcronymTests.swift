import Foundation
@testable import ChineseEngine
import Testing

/// `EnglishVocabulary.isAcronym`, remembered per word (`AcronymMemo`): the remembered answer is
/// the one computed from the shown form, asked again or from a copy, and a new casing asks anew.
@Suite struct EnglishAcronymTests {
    /// A casing that writes a few words in capitals, as the English lexicon would.
    struct CapitalCasing: EnglishCasing {
        let capitals: Set<String>
        func casing(of word: String) -> String? { capitals.contains(word) ? word.uppercased() : nil }
    }

    @Test func aRememberedAnswerIsTheOneTheShownFormGives() throws {
        let general = try generalEnglishList([("hao", 3), ("wan", 4), ("men", 5), ("gui", 4)])
        let mixed = try EnglishWords(path: writeEnglishList([("gui", 5, "GUI"), ("sgi", 4, "SGI"), ("bash", 5, "bash")]))
        var vocabulary = EnglishVocabulary(general: general, mixed: mixed)
        vocabulary.casing = CapitalCasing(capitals: ["wan"])
        let words = ["hao", "wan", "men", "gui", "sgi", "bash"]
        func answers(_ vocabulary: EnglishVocabulary) -> [Bool] {
            words.map { word in
                let match = vocabulary.matches(prefixOf: Array(word.utf8)).matches.last!
                return vocabulary.isAcronym(match.id, length: match.length)
            }
        }
        let expected = [false, true, false, true, true, false]
        // Asked twice (the second time from the memo), and from a copy sharing it.
        #expect(answers(vocabulary) == expected)
        #expect(answers(vocabulary) == expected)
        let copy = vocabulary
        #expect(answers(copy) == expected)
        // Two letters are never an acronym, whatever the shown form.
        #expect(!vocabulary.isAcronym(vocabulary.matches(prefixOf: Array("gu".utf8)).matches.first?.id ?? 0, length: 2))
        // Another casing: the answers follow it, not the memo of the old one.
        vocabulary.casing = CapitalCasing(capitals: ["men"])
        #expect(answers(vocabulary) == [false, false, true, true, true, false])
    }

    @Test func theMemoKeepsAnswersByWordAndStopsAtItsCapacity() {
        let memo = AcronymMemo()
        var computed = 0
        for id in [5, 3, 9, 3, 5, 1 << 20] { _ = memo.answer(for: id) { computed += 1; return id == 3 } }
        // Each word computed once; the answers as computed.
        #expect(computed == 4)
        #expect(memo.answer(for: 3) { Issue.record("asked again"); return false })
        #expect(!memo.answer(for: 9) { Issue.record("asked again"); return true })
        // Past its capacity, answers are computed each time, not kept.
        for id in 100..<(100 + AcronymMemo.capacity) { _ = memo.answer(for: id) { false } }
        computed = 0
        _ = memo.answer(for: 1 << 25) { computed += 1; return true }
        _ = memo.answer(for: 1 << 25) { computed += 1; return true }
        #expect(computed == 2)
    }
}
