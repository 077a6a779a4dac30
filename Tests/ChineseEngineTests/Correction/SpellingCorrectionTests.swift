import KeyGeometry
import ChineseEngine
import Testing

/// 纠错: corrected syllable edges, their costs, and what the decoder makes of them.
@Suite struct SpellingCorrectionTests {
    private func correctedEdges(_ text: String, from start: Int, touches: [KeyTouch?] = []) -> [SyllableGraph.Edge] {
        SyllableGraph(PinyinInput(text), correction: SpellingCorrection(), touches: touches).edgesFrom[start].filter { $0.kind == .corrected || $0.kind == .touched }
    }

    private func reads(_ edges: [SyllableGraph.Edge], _ spelling: String, end: Int) -> SyllableGraph.Edge? {
        edges.first { $0.end == end && $0.syllables.contains(SyllableTable.id(of: spelling)!) }
    }

    @Test func slipsReadAsTheSyllableMeantAtTheirCost() throws {
        let costs = SpellingCorrection()
        #expect(reads(correctedEdges("hoa", from: 0), "hao", end: 3)?.cost == costs.swap)
        #expect(reads(correctedEdges("hap", from: 0), "hao", end: 3)?.cost == costs.substitution)
        #expect(reads(correctedEdges("hao", from: 0), "hao", end: 3) == nil, "an exact syllable is not also corrected")
        #expect(reads(correctedEdges("haoo", from: 0), "hao", end: 4)?.cost == costs.double)
        #expect(reads(correctedEdges("zhng", from: 0), "zhong", end: 4)?.cost == costs.drop)
        #expect(reads(correctedEdges("liou", from: 0), "liu", end: 4)?.cost == costs.slip)
        #expect(reads(correctedEdges("guei", from: 0), "gui", end: 4)?.cost == costs.slip)
        #expect(reads(correctedEdges("luen", from: 0), "lun", end: 4)?.cost == costs.slip)
        #expect(reads(correctedEdges("jv", from: 0), "ju", end: 2)?.cost == costs.slip)
        #expect(reads(correctedEdges("zhogn", from: 0), "zhong", end: 5)?.cost == costs.slip)
    }

    @Test func theFirstLetterIsNeverCorrected() {
        // `m` is next to `n`, but the input's first letter stands as typed …
        #expect(reads(correctedEdges("mihao", from: 0), "ni", end: 2) == nil)
        #expect(reads(correctedEdges("ihao", from: 0), "hao", end: 4) == nil, "no letter is added before the first")
        // … while the same slip later in the input is read.
        #expect(reads(correctedEdges("womihao", from: 2), "ni", end: 4) != nil)
    }

    @Test func aLetterThatBeginsNothingIsReadAsADroppedInitial() {
        // `zhanudao`: the b of bu was dropped, and no syllable begins with u …
        let costs = SpellingCorrection()
        #expect(reads(correctedEdges("zhanudao", from: 4), "bu", end: 5)?.cost == costs.drop)
        #expect(reads(correctedEdges("jiliu", from: 3), "yi", end: 4) != nil, "nor with i")
        // … while a letter that begins syllables (n, a) stands alone only as typed.
        #expect(correctedEdges("zhanbdao", from: 4).allSatisfy { $0.end - $0.start > 1 })
        #expect(correctedEdges("zhanadao", from: 4).allSatisfy { $0.end - $0.start > 1 })
        #expect(texts("laiwanlezhanudaozuowei", limit: 1).first == "来晚了占不到座位")
    }

    @Test func aLoneInitialAmongSyllablesIsReadAsASlip() {
        // `shengsjbubian`: the i of si landed on j. Read as typed, sj is two initials (省时间);
        // between whole syllables that switch costs, and the slip wins.
        #expect(texts("shengsjbubian", limit: 1).first == "生死不变")
        var settings = LatticeDecoder.Settings()
        settings.readingSwitchCost = 0
        let free = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        #expect(texts("shengsjbubian", limit: 1, engine: free).first != "生死不变", "without the switch's cost the initials win")
        // Abbreviations typed whole or at the end keep their readings.
        #expect(texts("yjdz", limit: 1).first == "邮件地址")
        #expect(texts("woxiangqubj", limit: 3).contains("我想去北京"))
    }

    @Test func aWordMixingSyllablesAndInitialsIsReadAsASlip() {
        // `brixiayitiao`: the e of bei hit r. Read as typed, b+ri is one word (不日) mixing an
        // initial with a whole syllable; that mix costs, and the slip wins.
        #expect(texts("brixiayitiao", limit: 1).first == "被吓一跳")
        #expect(texts("waiguanjigzhi", limit: 1).first == "外观精致")
        var settings = LatticeDecoder.Settings()
        settings.limits.mixedReadingCost = 0
        let free = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        #expect(texts("brixiayitiao", limit: 1, engine: free).first != "被吓一跳", "without the mix's cost the initial wins")
        // A mixed abbreviation still reads, and an unfinished last syllable is no initial.
        #expect(texts("zhonggrenmin", limit: 1).first == "中国人民")
        #expect(texts("zhongg", limit: 1).first == "中国")
    }

    @Test func correctionOffReadsOnlyWhatWasTyped() {
        let graph = SyllableGraph(PinyinInput("nihoa"), correction: .off)
        #expect(graph.edgesFrom.allSatisfy { $0.allSatisfy { $0.kind != .corrected } })
    }

    @Test func aTouchOnTheBorderCostsLittleAndOneInTheMiddleMuch() throws {
        // `hap`: the `p` was meant as `o`, its left neighbour.
        let border = try #require(reads(correctedEdges("hap", from: 0, touches: [nil, nil, KeyTouch(x: -0.45, y: 0)]), "hao", end: 3))
        let middle = try #require(reads(correctedEdges("hap", from: 0, touches: [nil, nil, KeyTouch(x: 0, y: 0)]), "hao", end: 3))
        let away = try #require(reads(correctedEdges("hap", from: 0, touches: [nil, nil, KeyTouch(x: 0.3, y: 0)]), "hao", end: 3))
        #expect(border.cost < 1.5)
        #expect(border.cost < middle.cost && middle.cost < away.cost)
        #expect(border.cost < SpellingCorrection().substitution, "a touch on the border is likelier a slip than a letter with no touch point")
        #expect(border.kind == .touched && middle.kind == .touched)
    }

    @Test func lettersSwappedAcrossSyllablesReadAsTwoHalves() {
        // `wmoen`: the o of wo and the m of men were typed in the wrong order.
        let graph = SyllableGraph(PinyinInput("wmoen"), correction: SpellingCorrection())
        let first = graph.edgesFrom[0].filter { $0.kind == .swappedFirst }
        let second = graph.edgesFrom[2].filter { $0.kind == .swappedSecond }
        #expect(first.contains { $0.end == 2 && $0.syllables.contains(SyllableTable.id(of: "wo")!) && $0.cost == SpellingCorrection().swap })
        #expect(second.contains { $0.end == 5 && $0.syllables.contains(SyllableTable.id(of: "men")!) && $0.cost == 0 })
        // No second half where no first half ends (`nihao`'s h and a make no syllable before them) …
        let clean = SyllableGraph(PinyinInput("nihao"), correction: SpellingCorrection())
        #expect(clean.edgesFrom[3].allSatisfy { $0.kind != .swappedSecond })
        // … and none without correction.
        #expect(SyllableGraph(PinyinInput("wmoen"), correction: .off).edgesFrom.joined().allSatisfy { $0.kind != .swappedFirst && $0.kind != .swappedSecond })
    }

    @Test func aSwapAcrossSyllablesIsOneSlipInOrAcrossWords() {
        // In one word (我们, 不断), and across two (不想 | 说: the swap straddles the words).
        for (typed, meant) in [("wmoen", "我们"), ("bduuandeshouhuo", "不断的收获"), ("bingbushibuxiansghuo", "并不是不想说")] {
            #expect(texts(typed, limit: 1).first == meant, "\(typed): \(texts(typed, limit: 5))")
        }
        let decoder = testEngine.makeDecoder()
        decoder.decode("bingbushibuxiansghuo")
        #expect(decoder.segmentedPinyin() == "bing'bu'shi'bu'xiang'shuo", "the marked text shows what was meant")
        // Half a swap is never a word to pick: `wmo` offers no 我 ending inside the swap.
        decoder.decode("wmoen")
        #expect(decoder.candidates(limit: 30).allSatisfy { $0.text != "我" || $0.length != 2 })
    }

    @Test(arguments: [("nihoa", "你好"), ("zhognguo", "中国"), ("woxinagqu", "我想去"), ("nihap", "你好")])
    func typosDecodeToTheMeantText(typed: String, meant: String) {
        #expect(texts(typed, limit: 1).first == meant, "\(typed): \(texts(typed, limit: 5))")
    }

    @Test func markedTextShowsTheCorrectedPinyin() {
        let decoder = testEngine.makeDecoder()
        decoder.decode("nihoa")
        #expect(decoder.segmentedPinyin() == "ni'hao")
        decoder.decode("zhognguo")
        #expect(decoder.segmentedPinyin() == "zhong'guo")
    }

    @Test func exactReadingsOutrankCorrectedOnes() {
        // Each typed correctly: a correction must not take over.
        for (typed, meant) in [("nihao", "你好"), ("zhongguo", "中国"), ("women", "我们"), ("xian", "先")] {
            #expect(texts(typed, limit: 1).first == meant, "\(typed)")
        }
    }

    @Test(arguments: [("henduogeihua", "很多给话", "很多废话"), ("zheyangcaizuo", "这样才做", "这样操作")])
    func aCloseCorrectedSentenceFollowsTheExactOnes(typed: String, exact: String, corrected: String) {
        // What was typed reads exactly (给 gei, 才 cai) and wins; one slip away (`g` for `f`,
        // `i` for `o`) the model likes another sentence: it follows the exact sentences instead
        // of being lost below the words. On lm.bin alone, whose exact sentences crowd it out.
        let count = LatticeDecoder.Settings().sentenceCount
        let mainAlone = LanguageModel(testEngine.model.main)
        let candidates = texts(typed, limit: 6, engine: ChineseEngine(lexicon: testEngine.lexicon, model: mainAlone))
        var settings = LatticeDecoder.Settings()
        settings.correctedSentenceMargin = -.infinity
        let without = texts(typed, limit: 6, engine: ChineseEngine(lexicon: testEngine.lexicon, model: mainAlone, settings: settings))
        #expect(candidates.first == exact)
        // The candidate list's other sentences take turns with its other parts (`CandidateList`): the
        // corrected sentence takes the second of their places, third in the bar, after the best two.
        #expect(Array(candidates.prefix(2)) == Array(without.prefix(2)), "the best two exact sentences stay first")
        #expect(candidates[2] == corrected, "\(candidates)")
        #expect(!without.prefix(5).contains(corrected), "without it, it is not in the first five: \(without)")
        // With libime's component too, the model itself ranks it among the first sentences.
        #expect(texts(typed, limit: 6).prefix(count).contains(corrected), "\(texts(typed, limit: 6))")
    }

    @Test func abbreviationsAndCleanTypingGetNoCorrectedSentence() {
        var settings = LatticeDecoder.Settings()
        settings.correctedSentenceMargin = -.infinity
        var without = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        without.wordFrequencies = testEngine.wordFrequencies
        for typed in ["nh", "yjdz", "hao", "zheyangcaozuo", "henduofeihua", "nihao"] {
            #expect(texts(typed, limit: 8) == texts(typed, limit: 8, engine: without), "\(typed)")
        }
    }

    @Test(arguments: [SpellingCorrection(), SpellingCorrection.off])
    func lettersThatDoNotParseStayATrailingSegment(correction: SpellingCorrection) {
        var settings = LatticeDecoder.Settings()
        settings.correction = correction
        let engine = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        for typed in ["nihoa", "zhognguo", "nihaoxq", "wozzzhao", "vvni"] {
            for candidate in engine.candidates(for: typed, limit: 10) {
                // Once a Latin letter appears, no Han character follows it.
                let scalars = Array(candidate.text.unicodeScalars)
                if let firstLatin = scalars.firstIndex(where: { $0.isASCII && $0.properties.isAlphabetic }) {
                    #expect(scalars[firstLatin...].allSatisfy { $0.isASCII }, "\(typed) → \(candidate.text)")
                }
            }
        }
        if !correction.isEnabled { #expect(engine.candidates(for: "nihoa", limit: 1).first?.text == "你hoa") }
    }

    @Test func typingWithTouchesLetterByLetterGivesWhatDecodingAtOnceGives() {
        let decoder = testEngine.makeDecoder()
        for line in ["nihoazhognguo", "woxinagqubeijing", "liouxuesheng"] {
            var typed = ""
            var touches: [KeyTouch?] = []
            for (index, letter) in line.enumerated() {
                typed.append(letter)
                touches.append(index % 3 == 0 ? nil : KeyTouch(x: Float(index % 5) * 0.2 - 0.4, y: Float(index % 2) * 0.3 - 0.15))
                decoder.decode(PinyinInput(typed), touches: touches)
                let incremental = decoder.candidates(limit: 10).map(\.text)
                let whole = testEngine.makeDecoder()
                whole.decode(PinyinInput(typed), touches: touches)
                #expect(incremental == whole.candidates(limit: 10).map(\.text), "\(typed)")
            }
        }
        // A different touch on an old letter is a different input: nothing stale is reused.
        decoder.decode(PinyinInput("hap"), touches: [nil, nil, KeyTouch(x: 0.4, y: 0)])
        decoder.decode(PinyinInput("hap"), touches: [nil, nil, KeyTouch(x: -0.48, y: 0)])
        let whole = testEngine.makeDecoder()
        whole.decode(PinyinInput("hap"), touches: [nil, nil, KeyTouch(x: -0.48, y: 0)])
        #expect(decoder.candidates(limit: 3).map(\.text) == whole.candidates(limit: 3).map(\.text))
    }
}
