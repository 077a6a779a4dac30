import Testing
@testable import ChineseEngine

/// How the lattice keeps and hands out its arcs without copies: the decoder finds the arcs into
/// each unit through `WordLattice.EndIndex` instead of a copy of every arc grouped by end (it
/// must give the very arcs `arcsByEnd` gives, in the same order: ties between equal hypotheses
/// keep the earlier arc), and a start's arcs are joined into one array of their length.
@Suite struct LatticeArraysTests {
    func lattice(_ pinyin: String) -> WordLattice {
        let graph = SyllableGraph(PinyinInput(pinyin), correction: SpellingCorrection())
        return WordLattice(graph: graph, lexicon: testEngine.lexicon, model: testEngine.model,
                           english: testEngine.englishVocabulary)
    }

    @Test func theIndexGivesEachUnitsArcsInOrder() {
        for pinyin in ["zhognguoren", "woyaoshangwechatliaotian", "xian'shi", "nhzgr", "a"] {
            let lattice = lattice(pinyin)
            for first in [0, 1, lattice.graph.input.count / 2, lattice.graph.input.count] {
                let expected = lattice.arcsByEnd(from: first)
                let index = lattice.endIndex(from: first)
                for unit in 0...lattice.graph.input.count + 1 {
                    let arcs = lattice.arcs(endingAt: unit, in: index)
                    #expect(arcs == (unit < expected.count ? expected[unit] : []), "\(pinyin) from \(first), unit \(unit)")
                }
            }
        }
    }

    @Test func aLatticeWithEnglishArcsIsIndexedToo() {
        let lattice = lattice("woyaoshangwechatliaotian")
        #expect(lattice.arcsFrom.joined().contains { $0.word.isEnglish })
        let index = lattice.endIndex()
        #expect(index.places.count == lattice.arcsFrom.joined().count)
    }

    @Test func aStartsArcsAreJoinedInOrderAtTheirLength() {
        func arc(_ word: Int32) -> WordLattice.Arc { WordLattice.Arc(start: 0, end: 1, word: .lexicon(word), edgeCost: 0) }
        let literal = WordLattice.Arc(start: 0, end: 1, word: WordLattice.literalWord, edgeCost: 30)
        var walked: [WordLattice.Arc] = []
        walked.reserveCapacity(3)
        walked += [arc(1), arc(2)]
        var alone = walked
        WordLattice.join(&alone, [], [], literal)
        #expect(alone == [arc(1), arc(2), literal])
        var all = walked
        WordLattice.join(&all, [arc(3)], [arc(4), arc(5)], literal)
        #expect(all == [arc(1), arc(2), arc(3), arc(4), arc(5), literal])
        #expect(all.capacity - all.count <= 2)
        // Without room for the literal, the array is copied to its length.
        var full: [WordLattice.Arc] = []
        full += Array(repeating: arc(1), count: 40)
        full.append(arc(2))
        WordLattice.join(&full, [], [], literal)
        #expect(full.count == 42 && full.last == literal && full.capacity - full.count <= 4)
    }
}

extension LatticeArraysTests {
    @Test func onlyTheLastUnitsKeepTheirArcScores() {
        // The next keystroke steps again from a unit or two before the old end; scores further
        // back are never asked, so they are not kept (nor hashed), and reuse still works.
        let decoder = testEngine.makeDecoder()
        let line = "woyaoshangwechatliaotianzhongguoren"
        decoder.decode(line)
        #expect(!decoder.arcScores.isEmpty)
        #expect(decoder.arcScores.keys.allSatisfy { $0 + LatticeDecoder.unitsWithKeptScores >= line.count })
        #expect(decoder.scoredArcs > decoder.arcScores.values.reduce(0) { $0 + $1.scores.count })
        decoder.decode(String(line.dropLast()))
        #expect(decoder.reusedArcScores > 0)
        #expect(decoder.candidates(limit: 10).map(\.text) == texts(String(line.dropLast()), limit: 10))
    }
}
