@testable import ChineseEngine
import ShurufaTestSupport
import Testing

/// The beam places kept for hypotheses read through a typing slip, the word after a slip scored
/// after it even when a plain reading is cheaper there, and whole-input sentences offered once per text.
@Suite struct SlipBeamTests {
    private func engine(guessBeamWidth: Int) -> ChineseEngine {
        var settings = LatticeDecoder.Settings()
        settings.guessBeamWidth = guessBeamWidth
        return ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
    }

    private func state(_ cost: Float, word: Int32, slipped: Bool) -> LatticeDecoder.State {
        LatticeDecoder.State(history: LanguageModel.History(previous: -1, last: word, block: -1), cost: cost, back: -1,
                             arcWord: .lexicon(word), arcStart: 0, slipped: slipped)
    }

    @Test func theBeamKeepsItsWidthThenTheCheapestSlips() {
        // Costs 1…8; the even words were read through a slip.
        // In an order of a fixed seed (the beam must not depend on the order; a failure replays).
        var random = SeededGenerator(seed: 8)
        let states = (1...8).map { state(Float($0), word: Int32($0), slipped: $0 % 2 == 0) }.shuffled(using: &random)
        let kept = LatticeDecoder.beam(states, width: 3, guessWidth: 2)
        #expect(kept.map(\.cost) == [1, 2, 3, 4, 6], "the three cheapest, then the two cheapest slips of the rest")
        #expect(LatticeDecoder.beam(states, width: 3, guessWidth: 0).map(\.cost) == [1, 2, 3])
        #expect(LatticeDecoder.beam(states, width: 10, guessWidth: 2).count == 8, "a beam wider than the states keeps them all")
        #expect(LatticeDecoder.beam(states, width: 3, guessWidth: 2, guessMargin: 4).map(\.cost) == [1, 2, 3, 4],
                "a slip more than the margin behind the best keeps no place")
        // A slip tied with the beam's last cost is in the beam or in the reserve, never both.
        let tied = [state(1, word: 1, slipped: false), state(2, word: 2, slipped: true), state(2, word: 3, slipped: true),
                    state(5, word: 4, slipped: true)]
        let kept2 = LatticeDecoder.beam(tied, width: 2, guessWidth: 2)
        #expect(kept2.map(\.cost) == [1, 2, 2, 5])
        #expect(Set(kept2.map(\.key)).count == kept2.count)
    }

    @Test(arguments: [("bijiaomaole", "比较老了"), ("jiushifangzibijiaomaole", "就是房子比较老了")])
    func aCorrectedWordMeetsTheWordsThatShowItWasMeant(typed: String, meant: String) {
        // `mao` is a syllable (冒, 毛, 猫…), and its homophones fill the beam; `m` for `l` is one
        // slip (8 nats), and only 了 after 老 shows the model that 老了 was meant.
        let with = texts(typed, limit: 5)
        let without = texts(typed, limit: 5, engine: engine(guessBeamWidth: 0))
        #expect(with.prefix(LatticeDecoder.Settings().sentenceCount).contains(meant), "\(with)")
        #expect(!without.contains(meant), "without the slip places it is lost: \(without)")
        #expect(with.first == without.first, "the exact reading still comes first")
    }

    @Test func slipArcsFarBehindTheUnitsBestAreNotScored() {
        // The shipped engine with no limit, its English words (中英混输) and all else the same.
        var unlimited = testEngine
        unlimited.settings.slipArcMargin = .infinity
        func scoredArcs(_ typed: String, _ engine: ChineseEngine) -> Int {
            let decoder = engine.makeDecoder()
            decoder.decode(typed)
            return decoder.scoredArcs
        }
        for typed in ["jiushifangzibijiaomaole", "wozaizoulangshangzhaofuwuyuan", "bijiaolaole"] {
            #expect(texts(typed, limit: 5) == texts(typed, limit: 5, engine: unlimited), "\(typed)")
            #expect(scoredArcs(typed, testEngine) < scoredArcs(typed, unlimited), "\(typed): every slip arc was scored")
        }
    }

    @Test func anArcStaysSmall() {
        // The lattice holds thousands of arcs and the walk copies them: the slip flag shares the
        // guess byte (a Bool of its own made an arc 28 bytes and convert a few % slower).
        #expect(MemoryLayout<WordLattice.Arc>.stride == 24)
        let slip = WordLattice.Arc(start: 0, end: 2, word: .lexicon(1), edgeCost: 8, guessed: true, slip: true)
        let mixed = WordLattice.Arc(start: 0, end: 2, word: .lexicon(1), edgeCost: 2, guessed: true)
        #expect(slip.guessed && slip.slip && mixed.guessed && !mixed.slip)
        #expect(!WordLattice.Arc(start: 0, end: 2, word: .lexicon(1), edgeCost: 0).guessed)
    }

    @Test func cleanTypingReadsAsBefore() {
        let without = engine(guessBeamWidth: 0)
        for typed in ["bijiaolaole", "nihao", "zhongguo", "jiushifangzibijiaolaole", "yjdz", "xian"] {
            #expect(texts(typed, limit: 1) == texts(typed, limit: 1, engine: without), "\(typed)")
        }
    }

    @Test func nineKeyAndNoCorrectionKeepNoSlipPlaces() {
        var settings = LatticeDecoder.Settings()
        settings.form = .nineKey
        #expect(LatticeDecoder(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings).guessBeamWidth == 0)
        settings = LatticeDecoder.Settings()
        settings.correction = .off
        #expect(LatticeDecoder(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings).guessBeamWidth == 0)
        #expect(testEngine.makeDecoder().guessBeamWidth == LatticeDecoder.Settings().guessBeamWidth)
    }

    @Test func twoCorrectedSentencesFollowTheExactOnes() {
        // `kai` reads as typed (开的), one slip away are 来的 and 买的: both are offered.
        let typed = "demihuokaide", meant = "的迷惑买的"
        let count = LatticeDecoder.Settings().sentenceCount
        // 买的 reaches the end about 8 nats behind the unit's best: slip places that wide.
        var settings = LatticeDecoder.Settings()
        settings.guessMargin = 10
        let two = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        settings.correctedSentenceCount = 1
        let one = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        let candidates = two.candidates(for: typed, limit: 12)
        // The candidate list's parts take turns after the best sentence (`CandidateList`), so the
        // first corrected sentence takes the second of the other sentences' places (in the bar) and
        // the second the next sentence's turn, among the list's first twelve.
        #expect(candidates.contains { $0.text == meant && $0.kind == .sentence && $0.length == typed.count }, "\(candidates.map(\.text))")
        #expect(!texts(typed, limit: 12, engine: one).contains(meant))
        #expect(texts(typed, limit: count + 1, engine: one) == candidates.prefix(count + 1).map(\.text), "the first corrected one stays where it was")
    }

    @Test func theOfferedSentencesHaveDistinctTexts() {
        // The exact path and one through a slip that spells the same words are one sentence:
        // the list still starts with `sentenceCount` different whole-input sentences.
        let typed = "jiushifangzibijiaomaole"
        let count = LatticeDecoder.Settings().sentenceCount
        let candidates = testEngine.candidates(for: typed, limit: 8)
        let sentences = candidates.prefix(count)
        #expect(sentences.allSatisfy { $0.kind == .sentence && $0.length == typed.count }, "\(candidates.map(\.text))")
        #expect(Set(sentences.map(\.text)).count == count)
    }
}
