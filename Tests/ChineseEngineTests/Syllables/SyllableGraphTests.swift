import Testing
@testable import ChineseEngine

/// Whole-syllable segmentations of `text`, as apostrophe-joined spellings.
private func readings(_ text: String, fuzzy: SoundMergers = .none) -> Set<String> {
    SyllableGraph(PinyinInput(text), fuzzy: fuzzy).spelledSegmentations(kinds: [.full, .fuzzy])
}

extension SyllableGraph {
    /// Every segmentation into edges of `kinds`, each syllable of each edge spelled out and
    /// joined by apostrophes (`xi'an`): what tests compare readings with.
    func spelledSegmentations(kinds: Set<EdgeKind>) -> Set<String> {
        var result: Set<String> = []
        for path in segmentations(kinds: kinds) {
            var spellings = [""]
            for edge in path {
                let options = edge.syllables.ids.map(SyllableTable.spelling(of:))
                spellings = spellings.flatMap { prefix in options.map { prefix.isEmpty ? $0 : prefix + "'" + $0 } }
            }
            result.formUnion(spellings)
        }
        return result
    }
}

@Suite struct SyllableGraphTests {
    @Test func graphKeepsEverySegmentation() {
        #expect(readings("xian") == ["xian", "xi'an"])
        #expect(readings("fangan") == ["fang'an", "fan'gan"])
        #expect(readings("kaiche").contains("kai'che"))
        #expect(readings("jianao").isSuperset(of: ["jian'ao", "jia'nao"]))
    }

    @Test func apostropheForcesABoundary() {
        #expect(readings("xi'an") == ["xi'an"])
        #expect(readings("fang'an") == ["fang'an"])
        #expect(readings("fan'gan") == ["fan'gan"])
    }

    @Test func upperCaseCountsAsLowerCase() {
        #expect(readings("XiAn") == readings("xian"))
        #expect(PinyinInput("NiHao").text == "nihao")
    }

    @Test func vStandsForUmlautU() {
        #expect(readings("lv") == ["lv"])
        #expect(readings("nve").contains("nve"))
        #expect(readings("lue").contains("lve"))
        #expect(readings("lve") == ["lve", "lv'e"])
    }

    @Test func lastSyllableMayBeUnfinished() {
        let graph = SyllableGraph(PinyinInput("nih"))
        let last = graph.edgesFrom[2]
        #expect(last.contains { $0.kind == .partial && $0.syllables.contains(SyllableTable.id(of: "hao")!) })
        // Mid-input, a lone `h` is an abbreviation, not a partial syllable.
        let middle = SyllableGraph(PinyinInput("nhao")).edgesFrom[0]
        #expect(middle.contains { $0.kind == .initial && $0.syllables.contains(SyllableTable.id(of: "ni")!) })
    }

    @Test func initialsAbbreviateSyllables() {
        let zg = SyllableGraph(PinyinInput("zg"))
        #expect(zg.edgesFrom[0].contains { $0.kind == .initial && $0.syllables.contains(SyllableTable.id(of: "zhong")!) })
        let zhg = SyllableGraph(PinyinInput("zhg"))
        #expect(zhg.edgesFrom[0].contains { $0.end == 2 && $0.syllables.contains(SyllableTable.id(of: "zhong")!) })
    }

    @Test(arguments: Language.shipped(for: .pinyin).mergers.map(\.name))
    func eachFuzzyPairIsOffByDefaultAndWorksAlone(name: String) throws {
        let rules = Language.shipped(for: .pinyin).mergers
        let rule = rules.first { $0.name == name }!
        let alone = SoundMergers([rule]), others = SoundMergers(rules.filter { $0 != rule })
        // A syllable using spelling `a` of the pair, and the same with `b`.
        let (typed, meant): (String, String) = {
            switch name {
            case "z-zh": return ("zong", "zhong")
            case "c-ch": return ("cang", "chang")
            case "s-sh": return ("su", "shu")
            case "l-n": return ("lan", "nan")
            case "f-h": return ("fu", "hu")
            case "r-l": return ("ran", "lan")
            case "k-g": return ("kai", "gai")
            case "an-ang": return ("ban", "bang")
            case "en-eng": return ("pen", "peng")
            case "in-ing": return ("bin", "bing")
            case "ian-iang": return ("xian", "xiang")
            case "uan-uang": return ("guan", "guang")
            default: return ("peng", "pong")
            }
        }()
        if name == "eng-ong" {
            // eng/ong: `feng` ↔ (no `fong`); use `deng` ↔ `dong`.
            #expect(!readings("deng").contains("dong"))
            #expect(readings("deng", fuzzy: alone).contains("dong"))
            #expect(readings("deng", fuzzy: others).contains("dong") == false)
            return
        }
        #expect(!readings(typed).contains(meant), "off by default")
        #expect(readings(typed, fuzzy: alone).contains(meant), "on alone")
        #expect(!readings(typed, fuzzy: others).contains(meant), "only its own pair")
        #expect(try SoundMergers(names: name, of: rules) == alone)
    }

    @Test func unknownFuzzyNameIsAClearError() {
        #expect(throws: ChineseEngineError.self) { try SoundMergers(names: "q-x", of: Language.shipped(for: .pinyin).mergers) }
    }

    @Test func oddInputBecomesUnits() {
        let input = PinyinInput("ni3好'a")
        #expect(input.units.count == 6)
        #expect(input.units[2] == .literal("3"))
        #expect(input.units[3] == .literal("好"))
        #expect(input.units[4] == .separator)
    }
}
