import ChineseEngine
import Testing

/// English read inside pinyin (中英混输) yields to letters that read as Chinese by their initials
/// (an abbreviation), and when asked (`guessedReading`) to letters read through a typing slip.
@Suite struct MixedInputYieldTests {
    /// The edge cost of the known English word over `start..<end` of `typed`, less the word's own cost.
    private func extraCost(_ typed: String, _ start: Int, _ end: Int, engine: ChineseEngine) -> Float? {
        let lattice = engine.makeDecoder().decode(typed)
        guard let arc = lattice.arcsFrom[start].first(where: { $0.word.isEnglish && Int($0.end) == end
                  && $0.word != .english(EnglishVocabulary.unknownID) }),
              let word = engine.englishVocabulary?.matches(prefixOf: Array(typed.utf8.dropFirst(start))).matches
                  .first(where: { $0.length == end - start }) else { return nil }
        return arc.edgeCost - word.cost
    }

    @Test func anAbbreviationKeepsItsChineseReading() throws {
        // `jcnd` is 检查你的 by its initials: no longer letters no list knows, as typed.
        #expect(texts("jcnd", limit: 1, engine: mixedTestEngine).first == "检查你的")
        let unknown = { (arc: WordLattice.Arc) in arc.word == .english(EnglishVocabulary.unknownID) }
        #expect(!mixedTestEngine.makeDecoder().decode("jcnd").arcsFrom[0].contains(where: unknown))
        // Inside pinyin the same letters may be a word no list knows (`dpkg命令`).
        #expect(mixedTestEngine.makeDecoder().decode("dakaijcnd").arcsFrom[5].contains(where: unknown))
        // A known English word in a run read as initials pays `abbreviatedReading`; after whole syllables, nothing.
        var engine = testEngine
        var vocabulary = EnglishVocabulary(general: nil, mixed: try EnglishWords(path: writeEnglishList([("xy", 5.5, "XY")])))
        vocabulary.costs.unknownWord = .infinity
        // `xy` also reads as xu through a slip (y for u): that charge is another test's.
        vocabulary.costs.typingSlipMixed = 0
        engine.englishVocabulary = vocabulary
        let costs = vocabulary.costs
        #expect(try abs(#require(extraCost("xy", 0, 2, engine: engine)) - costs.abbreviatedReading) < 1e-4)
        #expect(try abs(#require(extraCost("dakaixy", 5, 7, engine: engine))) < 1e-4)
        #expect(texts("xy", limit: 1, engine: engine).first != "XY")
    }

    @Test func aSlipKeepsItsChineseReadingWhenAsked() {
        // `zhonggup` reads 中国 with a neighbouring key (p for o): with `guessedReading` on, no
        // word no list knows is read over it.
        var engine = mixedTestEngine
        engine.englishVocabulary?.costs.guessedReading = 8
        let lattice = engine.makeDecoder().decode("zhonggup")
        let unknown = { (arc: WordLattice.Arc) in arc.word == .english(EnglishVocabulary.unknownID) && arc.end == 8 }
        #expect(!lattice.arcsFrom.joined().contains(where: unknown))
        #expect(texts("zhonggup", limit: 1, engine: engine).first == "中国")
    }
}
