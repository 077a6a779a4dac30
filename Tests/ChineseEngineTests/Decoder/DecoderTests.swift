import ShurufaTestSupport
import Testing
@testable import ChineseEngine

@Suite struct DecoderTests {
    @Test(arguments: [
        ("nihaoshijie", "你好世界"),
        ("woxiangqubeijing", "我想去北京"),
        ("woaibeijingtiananmen", "我爱北京天安门"),
        ("zhonghuarenmingongheguo", "中华人民共和国"),
        ("jintiantianqihenhao", "今天天气很好"),
        ("xi'an", "西安"),
        ("xian", "先"),
    ])
    func knownSentences(pinyin: String, expected: String) {
        #expect(texts(pinyin).first == expected)
    }

    @Test func everydayWordsBeatSegmenterFragments() {
        // Issue #10's typical errors: 酒店 and 快递 lost to 就点 and 块的, 号 came before 好.
        #expect(texts("jiudian", limit: 1).first == "酒店")
        #expect(texts("kuaidi", limit: 1).first == "快递")
        #expect(texts("hao", limit: 2) == ["好", "号"])
    }

    @Test func incompleteLastSyllableOffersTheWord() {
        #expect(texts("nih", limit: 8).contains("你好"))
        #expect(texts("woxiangq", limit: 8).contains("我想去"))
    }

    @Test func abbreviations() {
        // Initials alone are ambiguous: 你好 is offered, not necessarily on the first page.
        #expect(texts("nh", limit: 3).contains("你好"))      // issue #10: in the top 3
        #expect(texts("nhao", limit: 10).contains("你好"))
        #expect(texts("zg", limit: 10).contains("中国"))
        #expect(texts("zhg", limit: 10).contains("中国"))
    }

    @Test func wordsCoveringTheBeginningFollowTheSentences() {
        let candidates = testEngine.candidates(for: "nihaoshijie")
        #expect(candidates.first?.kind == .sentence)
        let nihao = candidates.first { $0.text == "你好" }
        #expect(nihao?.length == 5)
        #expect(candidates.contains { $0.text == "你" && $0.length == 2 })
        // The best sentence's beginning at a word boundary comes before the single characters.
        let texts = candidates.map(\.text)
        #expect(texts.firstIndex(of: "你好")! < texts.firstIndex(of: "你")!)
    }

    @Test func noDuplicateCandidates() {
        for pinyin in ["shi", "nihaoshijie", "zg", "xian", "a", "zhongguo"] {
            let list = texts(pinyin)
            #expect(Set(list).count == list.count, "\(pinyin)")
        }
    }

    @Test func typingLetterByLetterGivesWhatDecodingAtOnceGives() {
        let decoder = testEngine.makeDecoder()
        for line in ["woxiangqubeijing", "nihaoshijie", "zhonghuarenmingongheguo", "xi'anshi"] {
            var typed = ""
            for letter in line {
                typed.append(letter)
                decoder.decode(typed)
                let incremental = decoder.candidates(limit: 10).map(\.text)
                #expect(incremental == texts(typed, limit: 10), "\(typed)")
            }
        }
        // Deleting and retyping reuses the prefix too.
        decoder.decode("nihaoshijie")
        decoder.decode("nihaosh")
        #expect(decoder.candidates(limit: 5).map(\.text) == texts("nihaosh", limit: 5))
    }

    @Test(arguments: ["wxqbj", "nihoazhognguo", "shang'hai'ren", "xian'zaiqu", "zhuangzhuangzhuang", "wo'", "ab1cde",
                      "yiyiyiyiyiyiyiyi", "iphonehenhao", "nvrenmenduzaixiangzenmeban", "bingbushibuxiansghuo", "hupiaoxiaozhang"])
    func typingResumesTheWalksExactly(line: String) {
        // Each letter resumes the walks of the letters before (abbreviations, corrections,
        // apostrophes and literals included); every prefix must decode as a fresh decoder does.
        let decoder = testEngine.makeDecoder()
        var typed = ""
        for letter in line {
            typed.append(letter)
            decoder.decode(typed)
            #expect(decoder.candidates(limit: 20).map(\.text) == texts(typed, limit: 20), "\(typed)")
        }
        #expect(decoder.decode(line + "a").resumedStarts > 0)
    }

    @Test(arguments: [("nihaoshijie", "nh"), ("hao", "nh"), ("xianzai", "xa'n"), ("zhongguo", "zhg"),
                      ("nihaoshijie", "nihs"), ("shangh", "shangai"), ("woxiangqu", "woxq")])
    func anInputEditedPastItsBeginningDecodesAsAFreshDecoder(before: String, after: String) {
        // A composition edited in the middle (or the next line of `convert`, which keeps one
        // decoder) shares only a beginning with the last input: the states kept must be the ones a
        // fresh decoder finds. The last shared letter's states look at the letter after it (`n`
        // before `i` is no abbreviation, before `h` it is), so they are decoded again.
        let decoder = testEngine.makeDecoder()
        decoder.decode(before)
        decoder.decode(after)
        #expect(decoder.candidates(limit: 20).map(\.text) == texts(after, limit: 20), "\(before) → \(after)")
    }

    @Test(arguments: ["zhongguorenmin", "wxqbj", "shangha'i", "nihoazhognguo", "wmoenzoule"])
    func deletingAndRetypingReusesTheArcScoresExactly(line: String) {
        // Backspace and retyping step the last units again over the same hypotheses: their arc
        // scores come from the steps before, and every state must equal a fresh decoder's.
        let decoder = testEngine.makeDecoder()
        decoder.decode(line)
        var typed = line
        var reused = 0
        for _ in 0..<4 {
            typed.removeLast()
            decoder.decode(typed)
            reused += decoder.reusedArcScores
            #expect(decoder.candidates(limit: 20).map(\.text) == texts(typed, limit: 20), "\(typed)")
        }
        for letter in line.suffix(4) {
            typed.append(letter)
            decoder.decode(typed)
            reused += decoder.reusedArcScores
            #expect(decoder.candidates(limit: 20).map(\.text) == texts(typed, limit: 20), "\(typed)")
        }
        #expect(reused > 0)
    }

    @Test func theCheapestArcsAreChosenBySelectionAsBySorting() {
        // Many equal estimates (unreachable starts cost infinity) and ties broken by word,
        // start and `guessed`, as a full sort would.
        var generator = SeededGenerator(seed: 20_261_124)
        for trial in 0..<200 {
            let count = Int.random(in: 1...400, using: &generator)
            let arcs = (0..<count).map { index in
                WordLattice.Arc(start: Int32.random(in: 0...5, using: &generator), end: 6, word: .lexicon(Int32.random(in: 0...40, using: &generator)),
                                edgeCost: [Float.infinity, 1, 2, 2.5, Float(index % 7)].randomElement(using: &generator)!,
                                guessed: Bool.random(using: &generator))
            }
            let keep = Int.random(in: 1...(count + 2), using: &generator)
            let chosen = LatticeDecoder.cheapest(arcs, count: keep, estimate: \.edgeCost)
            let sorted = arcs.sorted {
                ($0.edgeCost, $0.word, $0.start, $0.guessed ? 1 : 0) < ($1.edgeCost, $1.word, $1.start, $1.guessed ? 1 : 0)
            }
            let order: (WordLattice.Arc, WordLattice.Arc) -> Bool = {
                ($0.edgeCost, $0.word, $0.start, $0.guessed ? 1 : 0, $0.end) < ($1.edgeCost, $1.word, $1.start, $1.guessed ? 1 : 0, $1.end)
            }
            #expect(chosen.sorted(by: order) == Array(sorted.prefix(keep)).sorted(by: order), "trial \(trial)")
        }
        var values: [Float] = [3, 3, 3, 1, 3, 3, .infinity, .infinity, 2]
        #expect(LatticeDecoder.smallest(1, of: &values) == 1)
        #expect(LatticeDecoder.smallest(3, of: &values) == 3)
        #expect(LatticeDecoder.smallest(9, of: &values) == .infinity)
    }

    @Test func typingResumesTheUserWordWalksExactly() {
        // User-only words (found through their own trie, abbreviations included) resume too.
        var engine = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model)
        let words = [UserLexicon.Word(text: "舒入法", syllables: ["shu", "ru", "fa"], cost: 9),
                     UserLexicon.Word(text: "沪漂小张", syllables: ["hu", "piao", "xiao", "zhang"], cost: 10),
                     UserLexicon.Word(text: "阿拉上海宁", syllables: ["a", "la", "shang", "hai", "ning"], cost: 11)]
        engine.userLexicon = UserLexiconBox(UserLexicon(lexicon: engine.lexicon, words: words, usage: [], pairs: [], version: 1))
        for line in ["woyongshurufa", "srfhenhao", "hupiaoxiaozhangshuo", "alashanghaining", "hpxz'alashn"] {
            let decoder = engine.makeDecoder()
            var typed = ""
            for letter in line {
                typed.append(letter)
                decoder.decode(typed)
                #expect(decoder.candidates(limit: 20).map(\.text) == texts(typed, limit: 20, engine: engine), "\(typed)")
            }
        }
        #expect(texts("srf", limit: 20, engine: engine).contains("舒入法"))
    }

    @Test func oneMoreLetterReusesTheWorkForTheLettersBefore() {
        let decoder = testEngine.makeDecoder()
        let line = "zhonghuarenmingongheguowansui"
        decoder.decode(String(line.dropLast()))
        let lattice = decoder.decode(line)
        // Starts far from the new letter keep their arcs; only the last syllables are walked again.
        #expect(lattice.reusedStarts >= 10, "reused \(lattice.reusedStarts) of \(line.count) starts")
        // A new line shares nothing and reuses nothing.
        #expect(decoder.decode("nihao").reusedStarts == 0)
    }

    @Test func fuzzyOptionsReachTheMeantWord() throws {
        var settings = LatticeDecoder.Settings()
        settings.fuzzy = lazySounds("z-zh", of: .pinyin)
        let fuzzy = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        #expect(texts("zongguo", limit: 5, engine: fuzzy).contains("中国"))
        // Without the pair (and without 纠错, which reads `zong` as a dropped `h`), no 中国.
        var plain = LatticeDecoder.Settings()
        plain.correction = .off
        let exact = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: plain)
        #expect(!texts("zongguo", limit: 5, engine: exact).contains("中国"))
    }

    @Test func theSentenceEndRanksWholeInputSentences() {
        // A clause ending in 旧 / 差 / 吧 is likelier than one ending in 就 / 茶 / 把, which the
        // words alone (the end not scored) prefer on lm.bin alone (its sentence end is what is
        // tested; with libime's component the words alone already read 第一印象差).
        #expect(testEngine.model.hasSentenceEnd)
        let mainAlone = LanguageModel(testEngine.model.main)
        let withEnd = ChineseEngine(lexicon: testEngine.lexicon, model: mainAlone)
        var noEnd = LatticeDecoder.Settings()
        noEnd.sentenceEndWeight = 0
        let withoutEnd = ChineseEngine(lexicon: testEngine.lexicon, model: mainAlone, settings: noEnd)
        for (pinyin, clause, wordsAlone) in [("jiajubijiaojiu", "家具比较旧", "家具比较就"),
                                             ("diyiyinxiangcha", "第一印象差", "第一印象茶"),
                                             ("haishibimianba", "还是避免吧", "还是避免把")] {
            #expect(texts(pinyin, limit: 1, engine: withEnd).first == clause)
            #expect(texts(pinyin, limit: 1, engine: withoutEnd).first == wordsAlone)
            #expect(texts(pinyin, limit: 1).first == clause, "the shipped mix")
        }
    }

    @Test func initialsAloneWeighTheSentenceEndLess() {
        func first(_ pinyin: String, end: Float, abbreviationEnd: Float) -> String? {
            var settings = LatticeDecoder.Settings()
            settings.sentenceEndWeight = end
            settings.abbreviationEndWeight = abbreviationEnd
            let engine = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
            return texts(pinyin, limit: 1, engine: engine).first
        }
        // `tms`: weighed as a whole clause, 他们说 ends one best; as the phrase it mostly is, 他们是.
        #expect(first("tms", end: 1, abbreviationEnd: 1) == "他们说")
        #expect(first("tms", end: 1, abbreviationEnd: 0) == "他们是")
        #expect(first("tms", end: 0, abbreviationEnd: 0) == "他们是")
        // Full syllables keep the sentence end's own weight.
        #expect(first("haishibimianba", end: 1, abbreviationEnd: 0) == "还是避免吧")
    }

    @Test func oneSyllableIsAWordNotAClause() {
        // Alone, 先 and 有 begin clauses far more often than they end them: a single syllable is
        // scored without the end, or 线 and 有 would come first (`you` after 今天 is 又).
        var settings = LatticeDecoder.Settings()
        settings.sentenceEndMinimumLength = 1
        let everyLength = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        #expect(texts("xian", limit: 1, engine: everyLength).first == "线")
        #expect(texts("xian", limit: 1).first == "先")
        let afterToday = testEngine.leftContext(after: "今天")
        #expect(everyLength.candidates(for: "you", after: afterToday, limit: 1).first?.text == "有")
        #expect(testEngine.candidates(for: "you", after: afterToday, limit: 1).first?.text == "又")
    }

    @Test func segmentedPinyinForMarkedText() {
        let decoder = testEngine.makeDecoder()
        decoder.decode("nihaoshijie")
        #expect(decoder.segmentedPinyin() == "ni'hao'shi'jie")
        decoder.decode("xi'an")
        #expect(decoder.segmentedPinyin() == "xi'an")
    }

    @Test func segmentedPinyinReadsAUserWordBySyllables() {
        // A user-only word is not in the lexicon's trie: its spans come from its own reading.
        var engine = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model)
        let words = [UserLexicon.Word(text: "沪漂小张", syllables: ["hu", "piao", "xiao", "zhang"], cost: 2)]
        engine.userLexicon = UserLexiconBox(UserLexicon(lexicon: engine.lexicon, words: words, usage: [], pairs: [], version: 1))
        let decoder = engine.makeDecoder()
        decoder.decode("hupiaoxiaozhang")
        #expect(decoder.candidates(limit: 1).first?.text == "沪漂小张")
        #expect(decoder.segmentedPinyin() == "hu'piao'xiao'zhang")
        decoder.decode("hpxz")
        #expect(decoder.candidates(limit: 1).first?.text == "沪漂小张")
        #expect(decoder.segmentedPinyin() == "h'p'x'z")
    }

    @Test func lexiconHoldsPolyphonesPerWord() {
        #expect(testEngine.lexicon.words(reading: ["yin", "hang"]).contains("银行"))
        #expect(testEngine.lexicon.words(reading: ["hang"]).contains("行"))
        #expect(testEngine.lexicon.words(reading: ["xing"]).contains("行"))
        #expect(!testEngine.lexicon.words(reading: ["yin", "xing"]).contains("银行"))
    }
}
