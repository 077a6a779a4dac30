import Testing
@testable import PinyinEngine

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
        #expect(texts("nh", limit: 20).contains("你好"))
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
        // Longer prefixes come before shorter ones.
        let lengths = candidates.filter { $0.kind == .word }.map(\.length)
        #expect(lengths == lengths.sorted(by: >))
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
                      "yiyiyiyiyiyiyiyi", "iphonehenhao", "nvrenmenduzaixiangzenmeban"])
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

    @Test func typingResumesTheUserWordWalksExactly() {
        // User-only words (found through their own trie, abbreviations included) resume too.
        var engine = PinyinEngine(lexicon: testEngine.lexicon, model: testEngine.model)
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
        settings.fuzzy = .zZh
        let fuzzy = PinyinEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: settings)
        #expect(texts("zongguo", limit: 5, engine: fuzzy).contains("中国"))
        // Without the pair (and without 纠错, which reads `zong` as a dropped `h`), no 中国.
        var plain = LatticeDecoder.Settings()
        plain.correction = .off
        let exact = PinyinEngine(lexicon: testEngine.lexicon, model: testEngine.model, settings: plain)
        #expect(!texts("zongguo", limit: 5, engine: exact).contains("中国"))
    }

    @Test func segmentedPinyinForMarkedText() {
        let decoder = testEngine.makeDecoder()
        decoder.decode("nihaoshijie")
        #expect(decoder.segmentedPinyin() == "ni'hao'shi'jie")
        decoder.decode("xi'an")
        #expect(decoder.segmentedPinyin() == "xi'an")
    }

    @Test func lexiconHoldsPolyphonesPerWord() {
        #expect(testEngine.lexicon.words(reading: ["yin", "hang"]).contains("银行"))
        #expect(testEngine.lexicon.words(reading: ["hang"]).contains("行"))
        #expect(testEngine.lexicon.words(reading: ["xing"]).contains("行"))
        #expect(!testEngine.lexicon.words(reading: ["yin", "xing"]).contains("银行"))
    }
}
