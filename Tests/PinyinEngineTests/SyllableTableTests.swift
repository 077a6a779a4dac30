import Testing
@testable import PinyinEngine

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
        set.remove(64)
        #expect(set.ids == [3, 400])
    }
}
