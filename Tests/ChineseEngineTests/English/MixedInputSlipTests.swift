import ChineseEngine
import Testing

/// A run of letters that whole pinyin syllables spell through one typing slip keeps its Chinese
/// reading (中英混输 costs the 纠错 of pinyin nothing), unless the English word is clearly likelier.
@Suite struct MixedInputSlipTests {
    /// The shipped engine reading `son` (general list) and `bash` (mixed list) inside pinyin,
    /// at costs set here (6, 1, 12 nats, the same after a typing slip), then `change`d.
    private func engine(_ change: (inout EnglishVocabulary.Costs) -> Void = { _ in }) throws -> ChineseEngine {
        var engine = testEngine
        var vocabulary = EnglishVocabulary(
            general: try generalEnglishList([("son", 5.2), ("big", 5.6)]),
            mixed: try EnglishWords(path: writeEnglishList([("bash", 4.5, nil)])))
        (vocabulary.costs.slippedGeneral, vocabulary.costs.slippedMixed, vocabulary.costs.slippedUnknown) = (6, 1, 12)
        (vocabulary.costs.typingSlipGeneral, vocabulary.costs.typingSlipMixed) = (6, 1)
        change(&vocabulary.costs)
        engine.englishVocabulary = vocabulary
        return engine
    }

    /// What the English arcs of `typed` from `start` to `end` cost: the known word's and the unknown one's.
    private func englishCosts(_ lattice: WordLattice, _ start: Int, _ end: Int) -> [Float] {
        lattice.arcsFrom[start].filter { $0.word.isEnglish && Int($0.end) == end }.map(\.edgeCost).sorted()
    }

    @Test func aGeneralWordInARunReadThroughASlipPaysForIt() throws {
        // 很快就送到房间 typed with `song`'s g dropped: `son` is an English word of the general list.
        // The run's one guess is a typing slip among whole syllables: it pays `typingSlipGeneral`,
        // not what a run read through an initial pays.
        let typed = "henkuaijiusondaofangjian"
        let engine = try engine()
        let costs = try #require(engine.englishVocabulary?.costs)
        let charged = try #require(englishCosts(engine.makeDecoder().decode(typed), 10, 13).first)
        let free = try #require(englishCosts(self.engine { $0.typingSlipGeneral = 0 }.makeDecoder().decode(typed), 10, 13).first)
        #expect(abs(charged - free - costs.typingSlipGeneral) < 1e-4)
        let otherGuess = try #require(englishCosts(self.engine { $0.slippedGeneral = 0 }.makeDecoder().decode(typed), 10, 13).first)
        #expect(abs(charged - otherGuess) < 1e-4)
        #expect(texts(typed, limit: 1, engine: engine).first == "很快就送到房间")
        // Typed as it should be, the run reads as whole syllables (`RunReading.clean`): no English is read.
        #expect(texts("henkuaijiusongdaofangjian", limit: 1, engine: engine).first == "很快就送到房间")
    }

    @Test func wordsOfTheMixedListAndUnknownWordsPayTheirOwnCosts() throws {
        // `bash` (ba+shi, its i dropped) then `dezengluang`: the run reads with one slip.
        let typed = "kaishizaibashdezengluang"
        let mixedCharged = try #require(englishCosts(engine().makeDecoder().decode(typed), 9, 13).first)
        let mixedFree = try #require(englishCosts(engine { $0.slippedMixed = 0; $0.typingSlipMixed = 0 }.makeDecoder().decode(typed), 9, 13).first)
        #expect(abs(mixedCharged - mixedFree - 1) < 1e-4)
        // Letters no list knows over a slip (`lvsrmu` for 绿色木) pay `slippedUnknown`.
        let slipped = "lvsrmuwen"
        let unknown = { (lattice: WordLattice) in
            lattice.arcsFrom[0].filter { $0.word == .english(EnglishVocabulary.unknownID) && $0.end == 6 }.map(\.edgeCost)
        }
        let charged = try unknown(engine().makeDecoder().decode(slipped))
        let free = try unknown(engine { $0.slippedUnknown = 0 }.makeDecoder().decode(slipped))
        #expect(charged.count == 1 && free.count == 1)
        if let charged = charged.first, let free = free.first {
            #expect(abs(charged - free - 12) < 1e-4)
        }
        #expect(try texts(slipped, limit: 1, engine: engine()).first?.unicodeScalars.contains { $0.isASCII } == false)
    }

    @Test func aWordOnlyChatWritesPaysTheChatCostInARunReadThroughATypingSlip() throws {
        // `bash` over ba+shi with its i dropped: as a word of the documents it pays
        // `typingSlipMixed` (1 here), as one only Chinese chat writes `typingSlipChat`; a package's
        // name pays as the documents' words do, and so does every word of a list without sources.
        let typed = "kaishizaibashdezengluang"
        func cost(_ source: EnglishWords.Source?) throws -> Float {
            var engine = try engine { $0.typingSlipChat = 7 }
            var vocabulary = try #require(engine.englishVocabulary)
            let list = try writeEnglishList([("bash", 4.5, nil)], sources: source.map { ["bash": $0] })
            vocabulary = EnglishVocabulary(general: vocabulary.general, mixed: try EnglishWords(path: list), costs: vocabulary.costs)
            engine.englishVocabulary = vocabulary
            return try #require(englishCosts(engine.makeDecoder().decode(typed), 9, 13).first)
        }
        let documents = try cost(.documents), chat = try cost(.chat)
        #expect(abs(chat - documents - 6) < 1e-4)
        #expect(try cost(.software) == documents && cost([.chat, .software]) == documents && cost(nil) == documents)
        #expect(try cost([.chat, .documents]) == documents)
    }

    @Test func aCommonEnglishWordOnASlipStaysPinyin() throws {
        // 僵持了很久 with 了 typed `ld`: `child` (only Chinese chat writes it, in the shipped list)
        // spans the slip. At the cost of a technical word it would be read (将child很久).
        let typed = "jiangchildhenjiu"
        #expect(texts(typed, limit: 1).first == "僵持了很久")
        var engine = testEngine
        var vocabulary = try #require(engine.englishVocabulary)
        let child = try #require(vocabulary.mixed?.index(of: Array("child".utf8)))
        #expect(vocabulary.mixed?.sources(at: child) == .chat)
        vocabulary.costs.typingSlipChat = vocabulary.costs.typingSlipMixed
        engine.englishVocabulary = vocabulary
        #expect(texts(typed, limit: 1, engine: engine).first == "将child很久")
    }

    @Test func aWordThatEndsInsideASyllableOfARunReadAsTypedPaysForIt() throws {
        // 里面的设施 typed with 的's d dropped reads as typed, li-mian-e-she-shi: `es` ends inside
        // `she` and pays `cutSyllable`. In `weifoodemulu` (fo-o-de), `foo` ends where a syllable
        // does and pays nothing; `food` ends inside `de` and pays.
        func engine(cut: Float) throws -> ChineseEngine {
            var engine = testEngine
            var vocabulary = EnglishVocabulary(general: try generalEnglishList([("es", 3.9), ("food", 5.0)]),
                                               mixed: try EnglishWords(path: writeEnglishList([("foo", 4.5, nil)])))
            vocabulary.costs.cutSyllable = cut
            engine.englishVocabulary = vocabulary
            return engine
        }
        let (cut, free) = (try engine(cut: 3), try engine(cut: 0))
        let paid = { (typed: String, start: Int, end: Int) throws -> Float in
            try #require(self.englishCosts(cut.makeDecoder().decode(typed), start, end).first)
                - #require(self.englishCosts(free.makeDecoder().decode(typed), start, end).first)
        }
        #expect(abs(try paid("limianesheshi", 6, 8) - 3) < 1e-4)
        #expect(abs(try paid("weifoodemulu", 3, 6)) < 1e-4)
        #expect(abs(try paid("weifoodemulu", 3, 7) - 3) < 1e-4)
        // At the run's end a word cuts nothing (the last syllable may be unfinished).
        #expect(abs(try paid("limianes", 6, 8)) < 1e-4)
        // Typed a letter at a time, the arcs kept from the keystroke before are charged as anew.
        let decoder = cut.makeDecoder()
        for typed in ["weifoodemulu", "limianesheshi"] {
            for prefix in (1...typed.count).map({ String(typed.prefix($0)) }) + ["limianes", "weifood"] {
                let kept = decoder.decode(prefix), built = cut.makeDecoder().decode(prefix)
                for start in 0..<prefix.count {
                    let costs = { (lattice: WordLattice) in lattice.arcsFrom[start].filter(\.word.isEnglish).map(\.edgeCost).sorted() }
                    #expect(zip(costs(kept), costs(built)).allSatisfy { abs($0 - $1) < 1e-3 } && costs(kept).count == costs(built).count,
                            "\(prefix) from \(start)")
                }
            }
        }
        // What a person sees with the shipped lists: the slip stays Chinese, at no cost `es` is read.
        let typed = "limianesheshixiandejiuledian"
        #expect(texts(typed, limit: 1).first?.unicodeScalars.contains { $0.isASCII } == false)
        var shipped = testEngine
        var vocabulary = try #require(shipped.englishVocabulary)
        vocabulary.costs.cutSyllable = 0
        shipped.englishVocabulary = vocabulary
        #expect(texts(typed, limit: 1, engine: shipped).first?.contains("es") == true)
    }

    @Test func aWordOverAnUnfinishedLastSyllableThatASlipCompletesPaysForIt() throws {
        // 入住第一晚 typed with 晚's n as h reads as typed only as 哇 + h…, and in whole syllables
        // through the slip: `wah`, which ends the run, pays `unfinishedSlip`.
        // `dingzhibash` reads ba + sh…: a letter dropped at the end is a syllable being typed, no
        // slip, so `bash` pays nothing.
        func engine(_ cost: Float) throws -> ChineseEngine {
            var engine = testEngine
            var vocabulary = EnglishVocabulary(general: try generalEnglishList([("big", 5.6)]),
                                               mixed: try EnglishWords(path: writeEnglishList([("wah", 3.9, nil), ("bash", 4.3, nil)])))
            vocabulary.costs.unfinishedSlip = cost
            engine.englishVocabulary = vocabulary
            return engine
        }
        let (charged, free) = (try engine(2), try engine(0))
        let paid = { (typed: String, start: Int, end: Int) throws -> Float in
            try #require(self.englishCosts(charged.makeDecoder().decode(typed), start, end).first)
                - #require(self.englishCosts(free.makeDecoder().decode(typed), start, end).first)
        }
        #expect(abs(try paid("ruzhudiyiwah", 9, 12) - 2) < 1e-4)
        #expect(abs(try paid("dingzhibash", 7, 11)) < 1e-4)
        // Typed right, the run reads in whole syllables: nothing is paid.
        #expect(abs(try paid("ruzhudiyiwahao", 9, 12)) < 1e-4)
        // A letter at a time, the run's end is marked and unmarked: kept arcs are charged anew.
        let decoder = charged.makeDecoder()
        for prefix in (1...14).map({ String("ruzhudiyiwahao".prefix($0)) }) + ["ruzhudiyiwah", "ruzhudiyiwa"] {
            let kept = decoder.decode(prefix), built = charged.makeDecoder().decode(prefix)
            for start in 0..<prefix.count {
                let costs = { (lattice: WordLattice) in lattice.arcsFrom[start].filter(\.word.isEnglish).map(\.edgeCost).sorted() }
                #expect(costs(kept).count == costs(built).count && zip(costs(kept), costs(built)).allSatisfy { abs($0 - $1) < 1e-3 },
                        "\(prefix) from \(start)")
            }
        }
        // What a person sees with the shipped lists: Chinese, where at no cost `wah` came first.
        #expect(texts("ruzhudiyiwah", limit: 1).first?.unicodeScalars.contains { $0.isASCII } == false)
        var shipped = testEngine
        var vocabulary = try #require(shipped.englishVocabulary)
        vocabulary.costs.unfinishedSlip = 0
        shipped.englishVocabulary = vocabulary
        #expect(texts("ruzhudiyiwah", limit: 1, engine: shipped).first == "入住第一wah")
    }

    @Test func lettersNoPinyinReadsKeepTheirEnglish() throws {
        // `dpkg` and `bigpicture` read as pinyin through no single slip: nothing is charged.
        let engine = try engine()
        let lattice = engine.makeDecoder().decode("woxihuanbigpicture")
        let charged = englishCosts(lattice, 8, 11)
        let free = englishCosts(try self.engine { $0.slippedGeneral = 0 }.makeDecoder().decode("woxihuanbigpicture"), 8, 11)
        #expect(!charged.isEmpty && charged == free)
    }

    @Test func typingALetterAtATimeChargesAsAWholeDecodeDoes() throws {
        // The run's reading changes as letters come (clean, one slip, neither): the arcs kept
        // from the lattice before are charged again, and the hypotheses after them re-stepped.
        let engine = try engine()
        let typed = "henkuaijiusondaofangjianbigpicture"
        let decoder = engine.makeDecoder()
        var prefixes = (1...typed.count).map { String(typed.prefix($0)) }
        prefixes += ["henkuaijiusondao", "henkuaijiuson", "henkuaijiusondaofang"]
        for prefix in prefixes {
            let incremental = decoder.decode(prefix)
            let fresh = engine.makeDecoder().decode(prefix)
            for start in 0..<prefix.count {
                let english = { (lattice: WordLattice) in lattice.arcsFrom[start].filter(\.word.isEnglish).sorted { ($0.end, $0.word.rawValue) < ($1.end, $1.word.rawValue) } }
                let (kept, built) = (english(incremental), english(fresh))
                #expect(kept.map(\.end) == built.map(\.end) && kept.map(\.word) == built.map(\.word), "\(prefix) from \(start)")
                #expect(zip(kept, built).allSatisfy { abs($0.edgeCost - $1.edgeCost) < 1e-3 }, "\(prefix) from \(start)")
            }
            let fromScratch = engine.makeDecoder()
            fromScratch.decode(prefix)
            #expect(decoder.candidates(limit: 1).map(\.text) == fromScratch.candidates(limit: 1).map(\.text), "\(prefix)")
        }
    }

    @Test func aWordThatEndsInsideTheWordReadThroughTheSlipPaysForIt() throws {
        // `son` starts where 送到 (`sondao`, the g of 送 dropped) does and ends inside it: it pays
        // `splitSlippedWord`. Typed right (`songdao`), the run reads as typed and `son` pays nothing more.
        let split = { (typed: String, start: Int, end: Int, cost: Float) throws -> Float? in
            try self.englishCosts(self.engine { $0.splitSlippedWord = cost }.makeDecoder().decode(typed), start, end).first
        }
        let son = try #require(try split("henkuaijiusondaofangjian", 10, 13, 3)), sonFree = try #require(try split("henkuaijiusondaofangjian", 10, 13, 0))
        #expect(abs(son - sonFree - 3) < 1e-4)
        let typedRight = try #require(try split("henkuaijiusongdaofangjian", 10, 13, 3))
        let typedRightFree = try #require(try split("henkuaijiusongdaofangjian", 10, 13, 0))
        #expect(abs(typedRight - typedRightFree) < 1e-4)
    }

    @Test func lettersNoListKnowsPayInARunPinyinSpellsWhole() throws {
        // 爱情价更高 typed `aiqinguiagenggao` spells whole syllables (贵啊): `uia`, which begins
        // inside `gui`, pays `slippedUnknown` there (`cleanRunShare` 1) and is not read.
        let typed = "aiqinguiagenggao"
        let unknown = { (engine: ChineseEngine) in
            engine.makeDecoder().decode(typed).arcsFrom[6].filter { $0.word == .english(EnglishVocabulary.unknownID) && $0.end == 9 }.map(\.edgeCost)
        }
        let charged = try unknown(engine { $0.cleanRunShare = 1 }), free = try unknown(engine { $0.cleanRunShare = 0 })
        #expect(charged.count == 1 && free.count == 1)
        if let charged = charged.first, let free = free.first { #expect(abs(charged - free - 12) < 1e-4) }
        #expect(try texts(typed, limit: 1, engine: engine { $0.cleanRunShare = 1 }).first?.unicodeScalars.contains { $0.isASCII } == false)
    }
}
