import Testing
@testable import ChineseEngine

@Suite struct SoundMergingTests {
    let jyutping = SyllableInventory(name: "test-jyutping", spellings: ["nei", "lei", "ngo", "o", "gwok", "gok", "haang", "haan", "bak", "bat", "ng", "m"],
                                     initials: ["ng", "gw", "kw", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "w", "z", "c", "s", "j"])

    func spellings(_ ids: [UInt16]) -> Set<String> { Set(ids.map { jyutping.spelling(of: $0) }) }

    @Test func eachLazyMergerReadsBothWays() {
        func alternatives(_ spelling: String, _ names: String) -> Set<String> {
            spellings(lazySounds(names).alternatives(of: jyutping.id(of: spelling)!, in: jyutping))
        }
        #expect(alternatives("lei", "n-l") == ["nei"])
        #expect(alternatives("nei", "n-l") == ["lei"])
        #expect(alternatives("o", "ng-") == ["ngo"])
        #expect(alternatives("ngo", "ng-") == ["o"])
        #expect(alternatives("gok", "gw-g") == ["gwok"])
        #expect(alternatives("haan", "ng-n") == ["haang"])
        #expect(alternatives("haang", "ng-n") == ["haan"])
        #expect(alternatives("bat", "k-t") == ["bak"])
        #expect(alternatives("lei", "") == [])
        #expect(alternatives("ng", "all") == [])
        #expect(lazySounds("k-t,n-l").names == "n-l,k-t", "in the language's order")
        #expect(lazySounds("all").rules == Language.shipped(for: .jyutping).mergers)
        #expect(throws: ChineseEngineError.self) { try SoundMergers(names: "zh-z", of: Language.shipped(for: .jyutping).mergers) }
    }

    @Test func mandarinFuzzyPairsReadThroughTheSameRule() {
        let zong = SyllableTable.id(of: "zong")!, zhong = SyllableTable.id(of: "zhong")!
        #expect(lazySounds("z-zh", of: .pinyin).alternatives(of: zong, in: .mandarin) == [zhong])
        #expect(lazySounds("zh-z", of: .pinyin) == lazySounds("z-zh", of: .pinyin), "a pair's halves either way")
    }

    @Test func aSyllableThatIsAnInitialAlsoAbbreviates() {
        let graph = SyllableGraph(PinyinInput("ngd"), syllables: jyutping, merging: .none, costs: .init())
        let fromStart = graph.edgesFrom[0].filter { $0.end == 2 }
        #expect(fromStart.contains { $0.kind == .full && $0.syllables == SyllableSet([jyutping.id(of: "ng")!]) })
        #expect(fromStart.contains { $0.kind == .initial && $0.syllables.contains(jyutping.id(of: "ngo")!) })
    }

    @Test func aGraphTypedOnKeepsTheEdgesItCannotChange() {
        // Letter by letter, each graph built on the previous one (as the decoder types on) has the
        // edges of one built afresh; a deleted letter and another typed in its place too.
        let inventory = cantoneseEngine.lexicon.syllables
        for (sounds, typed) in [(SoundMergers.none, "ngodeigamjatheoigaaisikfaan"), (lazySounds("all"), "leigwokhaangbatngo'ngm")] {
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
