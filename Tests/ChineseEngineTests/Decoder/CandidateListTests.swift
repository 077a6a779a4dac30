import Testing
@testable import ChineseEngine

/// The candidate list's rule (<doc:CandidateList>), part by part: on hand-made parts, where the
/// order is the rule's alone, and on the shipped engine, where the parts come from the decoder.
@Suite struct CandidateListTests {
    private func item(_ text: String) -> Candidate {
        Candidate(text: text, length: 1, kind: .word, cost: 0, found: [], reader: nil)
    }

    private func list(_ parts: CandidateList.Parts, pattern: String, limit: Int = 60) -> [String] {
        var list = CandidateList(limit: limit)
        list.add(item("S"))
        list.add(parts, pattern: CandidateList.Part.pattern(pattern))
        return list.items.map(\.text)
    }

    @Test func partsTakeTurnsByThePatternOverAndOver() {
        var parts = CandidateList.Parts()
        parts.alternatives = ["A1", "A2"].map(item)
        parts.otherWords = ["O1"].map(item)
        parts.beginnings = ["B1", "B2", "B3"].map(item)
        parts.firstWords = ["F1", "F2"].map(item)
        parts.characters = ["C1", "C2", "C3"].map(item)
        #expect(list(parts, pattern: "aobfaobfcc") == ["S", "A1", "O1", "B1", "F1", "A2", "B2", "F2", "C1", "C2", "B3", "C3"])
        // A part with nothing left passes its turn, the pattern comes round again, and the limit only cuts.
        #expect(list(parts, pattern: "oooc", limit: 4) == ["S", "O1", "C1", "C2"])
    }

    @Test func aTextAlreadyListedGivesItsTurnToThePartsNextCandidate() {
        var parts = CandidateList.Parts()
        parts.alternatives = ["S", "A1"].map(item)
        parts.firstWords = ["A1", "F1"].map(item)
        parts.characters = ["F1", "C1"].map(item)
        #expect(list(parts, pattern: "afc") == ["S", "A1", "F1", "C1"])
    }

    @Test(arguments: [
        ("你觉得故事要走红了嘛", "你觉得故事要走红了吗", true),
        ("你觉得故事要走红勒马", "你觉得故事要走红了吗", true),
        ("不错哦", "不错", true),
        ("不错噢", "不错哦", true),
        ("我去过", "我去了", false),      // one particle read as a word that means something
        ("在那", "在哪", false),
        ("你好", "您好", false),
        ("啊", "哦", false),              // nothing but particles: no stem to share
    ])
    func particleOnlyVariants(text: String, other: String, variant: Bool) {
        #expect(ParticleVariants.isVariant(text, of: other) == variant)
    }

    @Test(arguments: ["", "你好吗", "abc了", "不错哦哦", "e\u{301}了", "了\u{301}", "👍🏽了吗", "🇭🇰呢", "\r\n吗", "𠮶嘅啦", "ｂ了"])
    func particlesAndLengthsAsCharactersCountThem(text: String) {
        // The scalar steps of the decoder's texts land where character steps do.
        #expect(ParticleVariants.length(text) == text.count)
        var end = text.endIndex
        while end > text.startIndex, ParticleVariants.particles.contains(text[text.index(before: end)]) { end = text.index(before: end) }
        #expect(ParticleVariants.stem(text) == text[..<end])
        #expect(ParticleVariants.stem(text).endIndex == end)
    }

    @Test func particleOnlyVariantsCollapseOutOfTheFirstPlaces() {
        let first = texts("nijuedegushiyaozouhonglema", limit: 9)
        for (index, text) in first.enumerated() {
            for earlier in first[..<index] where text.count > 3 && earlier.count > 3 {
                #expect(!ParticleVariants.isVariant(text, of: earlier), "\(text) after \(earlier) in \(first)")
            }
        }
    }

    @Test func beginningsOfTheBestSentenceEndAtItsWordBoundaries() throws {
        // (The first beginning follows four single characters: tenth, on the grid's first page.)
        let candidates = testEngine.candidates(for: "nijuedegushiyaozouhonglema", limit: 10)
        let best = try #require(candidates.first)
        let beginning = try #require(candidates.first { $0.text == "你觉得" }, "\(candidates.map(\.text))")
        #expect(beginning.length == "nijuede".count && beginning.kind == .word)
        #expect(candidates.contains { $0.text == "你觉得股市" }, "\(candidates.map(\.text))")
        // Every beginning of the best sentence offered ends where one of its words does: its
        // words are the best sentence's first words.
        for candidate in candidates.dropFirst() where candidate.kind == .word && best.text.hasPrefix(candidate.text) {
            #expect(Array(best.words.prefix(candidate.words.count)) == candidate.words, "\(candidate.text)")
        }
    }

    @Test func theFirstWordsOtherReadingsAreInTheBar() {
        let ta = texts("ta", limit: 5)
        for word in ["他", "她", "它"] { #expect(ta.contains(word), "\(ta)") }
        #expect(texts("nihao", limit: 5).contains("您好"), "\(texts("nihao", limit: 5))")
        #expect(texts("tadanxinnideanquan", limit: 9).contains("她"), "\(texts("tadanxinnideanquan", limit: 9))")
    }

    @Test func singleCharactersComeAfterTheOtherSentences() {
        let list = texts("woxiangqubeijing", limit: 9)
        // 我 begins the best sentence (a first word); the other single characters follow the two
        // other sentences (and the beginnings 我想去 我想: before 想去北京, 窝 is unlikely).
        let firstCharacter = list.indices.first { $0 > 0 && list[$0].count == 1 && list[$0] != "我" }
        #expect(firstCharacter.map { $0 >= 3 } ?? false, "\(list)")
    }

    @Test func beginningsComeBeforeCharactersNoReadingMakesLikely() throws {
        // 我想去看演唱会: 我想去 and 我想, which a person goes on from, come before 倭 斡 渥 涡,
        // which no reading of `wo` before 想去看… makes likely; only 我, the first syllable's
        // top character, may come before them.
        let list = texts("woxiangqukanyanchanghui", limit: 30)
        for beginning in ["我想去", "我想"] {
            let place = try #require(list.firstIndex(of: beginning), "\(list)")
            for (index, text) in list.enumerated() where text.count == 1 && text != "我" {
                #expect(place < index, "\(text) before \(beginning) in \(list)")
            }
        }
    }

    @Test func charactersOfTheBestReadingsFirstSyllableComeBeforeShorterReadings() {
        // `xiao` of 小的方式库: 笑 (xiao) is meant far more often than 下 (xia) or 西 (xi, then `ao`).
        let list = texts("xiaodefangshiku", limit: 40)
        let xiao = list.firstIndex(of: "笑"), xia = list.firstIndex(of: "下"), xi = list.firstIndex(of: "西")
        #expect(xiao.map { $0 < 9 } ?? false, "\(list)")
        for shorter in [xia, xi] { #expect(xiao.map { xiao in shorter.map { xiao < $0 } ?? true } ?? false, "\(list)") }
    }

    @Test func aWordOverTheFirstWordIsRankedWithTheWordsAfterIt() {
        // 主工作生活一切顺利: 祝 before 猪 and 朱, which the words after it (工作) make unlikely.
        let list = texts("zhugongzuoshenghuoyiqieshunli", limit: 40)
        let zhu = list.firstIndex(of: "祝")
        #expect(zhu.map { $0 < 9 } ?? false, "\(list)")
        for other in ["猪", "朱"] { #expect(zhu.map { zhu in list.firstIndex(of: other).map { zhu < $0 } ?? true } ?? false, "\(list)") }
    }

    @Test func aShorterListIsTheLongerOnesBeginning() {
        for pinyin in ["nijuedegushiyaozouhonglema", "ta", "nihao", "woxiangqubeijing", "zg", "shi"] {
            #expect(texts(pinyin, limit: 9) == Array(texts(pinyin, limit: 40).prefix(9)), "\(pinyin)")
            let all = texts(pinyin, limit: 40)
            #expect(Set(all).count == all.count, "\(pinyin)")
        }
    }

    @Test func theRestAfterAPickIsDecodedAfterThePickedWords() throws {
        let candidates = testEngine.candidates(for: "nijuedegushiyaozouhonglema", limit: 10)
        let picked = try #require(candidates.first { $0.text == "你觉得" })
        let rest = testEngine.candidates(for: "gushiyaozouhonglema", after: LeftContext(words: picked.words), limit: 9)
        let alone = testEngine.candidates(for: "gushiyaozouhonglema", limit: 9)
        #expect(rest.prefix(5).contains { $0.text == "股市要走红了吗" }, "\(rest.map(\.text))")
        #expect(rest.map(\.cost) != alone.map(\.cost))
    }
}
