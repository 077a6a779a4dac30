import Testing
@testable import ChineseEngine

@Suite struct SoundMergingTests {
    let jyutping = SyllableInventory(name: "test-jyutping", spellings: ["nei", "lei", "ngo", "o", "gwok", "gok", "haang", "haan", "bak", "bat", "ng", "m"],
                                     initials: ["ng", "gw", "kw", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "w", "z", "c", "s", "j"])

    func spellings(_ ids: [UInt16]) -> Set<String> { Set(ids.map { jyutping.spelling(of: $0) }) }

    @Test func eachLazyMergerReadsBothWays() {
        func alternatives(_ spelling: String, _ sounds: LazyJyutping) -> Set<String> {
            spellings(sounds.alternatives(of: jyutping.id(of: spelling)!, in: jyutping))
        }
        #expect(alternatives("lei", .nL) == ["nei"])
        #expect(alternatives("nei", .nL) == ["lei"])
        #expect(alternatives("o", .ngNull) == ["ngo"])
        #expect(alternatives("ngo", .ngNull) == ["o"])
        #expect(alternatives("gok", .gwG) == ["gwok"])
        #expect(alternatives("haan", .ngN) == ["haang"])
        #expect(alternatives("bat", .kT) == ["bak"])
        #expect(alternatives("lei", []) == [])
        #expect(alternatives("ng", .all) == [])
        #expect(LazyJyutping(names: "n-l,k-t") == [.nL, .kT])
        #expect(LazyJyutping(names: "all") == .all)
        #expect(LazyJyutping(names: "zh-z") == nil)
    }

    @Test func mandarinFuzzyPairsReadThroughTheSameRule() {
        let zong = SyllableTable.id(of: "zong")!, zhong = SyllableTable.id(of: "zhong")!
        #expect(FuzzyPinyin.zZh.alternatives(of: zong) == [zhong])
        #expect(FuzzyPinyin.zZh.alternatives(of: zong, in: .mandarin) == [zhong])
    }

    @Test func aSyllableThatIsAnInitialAlsoAbbreviates() {
        let graph = SyllableGraph(PinyinInput("ngd"), syllables: jyutping, merging: LazyJyutping(), costs: .init())
        let fromStart = graph.edgesFrom[0].filter { $0.end == 2 }
        #expect(fromStart.contains { $0.kind == .full && $0.syllables == SyllableSet([jyutping.id(of: "ng")!]) })
        #expect(fromStart.contains { $0.kind == .initial && $0.syllables.contains(jyutping.id(of: "ngo")!) })
    }

    @Test func aGraphTypedOnKeepsTheEdgesItCannotChange() {
        // Letter by letter, each graph built on the previous one (as the decoder types on) has the
        // edges of one built afresh; a deleted letter and another typed in its place too.
        let inventory = cantoneseEngine.lexicon.syllables
        for (sounds, typed) in [(LazyJyutping(), "ngodeigamjatheoigaaisikfaan"), (.all, "leigwokhaangbatngo'ngm")] {
            var previous: SyllableGraph?
            var inputs = (1...typed.count).map { String(typed.prefix($0)) }
            inputs += [String(typed.dropLast(3)), String(typed.dropLast(3)) + "zzz", typed]
            for text in inputs {
                let shared = previous.map { PinyinInput(text).commonPrefixLength(with: $0.input) } ?? 0
                let graph = SyllableGraph(PinyinInput(text), syllables: inventory, merging: sounds, previous: previous, sharedPrefix: shared)
                #expect(graph.edgesFrom == SyllableGraph(PinyinInput(text), syllables: inventory, merging: sounds).edgesFrom, "\(text)")
                previous = graph
            }
        }
    }

    @Test func setsHoldEveryIdOfTheLargerInventory() {
        let last = UInt16(SyllableSet.capacity - 1)
        var set = SyllableSet([3, 700, last])
        #expect(set.ids == [3, 700, last])
        #expect(set.highestID == last)
        set.remove(700)
        #expect(set.count == 2)
        #expect(!set.contains(last + 1))
    }
}
