import Testing
@testable import ChineseEngine

@Suite struct SyllableTableTests {
    @Test func everySyllableParsesAsOneWholeSyllable() {
        for (id, spelling) in SyllableTable.spellings.enumerated() {
            let graph = SyllableGraph(PinyinInput(spelling))
            let whole = graph.edgesFrom[0].filter { $0.kind == .full && $0.end == spelling.count }
            #expect(whole.count == 1, "\(spelling)")
            #expect(whole.first?.syllables == SyllableSet([UInt16(id)]), "\(spelling)")
        }
    }

    @Test func tableHasTheStandardSyllablesOnce() {
        #expect(Set(SyllableTable.spellings).count == SyllableTable.spellings.count)
        #expect(SyllableTable.spellings.count > 400)
        for spelling in ["zhuang", "lv", "nve", "er", "a", "o", "e", "ei", "shei", "chuang", "jiong"] {
            #expect(SyllableTable.id(of: spelling) != nil, "\(spelling)")
        }
        #expect(SyllableTable.id(of: "lue") == SyllableTable.id(of: "lve"))
        #expect(SyllableTable.id(of: "xx") == nil)
    }

    @Test func initialsAndFinals() {
        #expect(SyllableTable.initial(of: "zhong") == "zh")
        #expect(SyllableTable.final(of: "zhong") == "ong")
        #expect(SyllableTable.initial(of: "an") == "")
        #expect(SyllableTable.syllables(withPrefix: "zh").count > 15)
        #expect(SyllableTable.syllables(withPrefix: "z").count > SyllableTable.syllables(withPrefix: "zh").count)
    }

    @Test func syllableSetMembership() {
        var set = SyllableSet([3, 64, 400])
        #expect(set.contains(3) && set.contains(64) && set.contains(400))
        #expect(!set.contains(4))
        #expect(set.count == 3)
        #expect(set.ids == [3, 64, 400])
        #expect(Array(set.lazyIDs) == [3, 64, 400])
        #expect(set.lowestID == 3 && set.highestID == 400)
        set.remove(64)
        #expect(set.ids == [3, 400])
        set.insert(511)
        set.insert(0)
        #expect(Array(set.lazyIDs) == [0, 3, 400, 511])
        #expect(set.lowestID == 0 && set.highestID == 511)
        #expect(SyllableSet().lowestID == nil && SyllableSet().highestID == nil && Array(SyllableSet().lazyIDs).isEmpty)
    }

    @Test func childrenInASetAreTheChildrenOfEachID() throws {
        // The walk scans a node's children between the set's lowest and highest ids; it must
        // find exactly the children a lookup of each id finds, at the root and below.
        let lexicon = testEngine.lexicon
        let sets = ["sh", "s", "zh", "j", "x"].map { SyllableTable.syllables(withPrefix: $0) }
            + [SyllableSet([SyllableTable.id(of: "zhi")!, SyllableTable.id(of: "zi")!]), SyllableSet([0, 411])]
        let nodes = [lexicon.root] + [lexicon.child(of: lexicon.root, syllable: SyllableTable.id(of: "zhong")!)!,
                                      lexicon.child(of: lexicon.root, syllable: SyllableTable.id(of: "shi")!)!]
        for node in nodes {
            for set in sets {
                var scanned: [Lexicon.Node] = []
                lexicon.appendChildren(of: node, in: set, to: &scanned)
                #expect(scanned == set.ids.compactMap { lexicon.child(of: node, syllable: $0) })
            }
        }
    }
}
