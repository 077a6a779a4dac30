import Foundation
import ChineseEngine
import Testing
import UserDictionary

@Suite struct DecodingTests {
    static let inputs = ["nihao", "shurufa", "srf", "xxs", "woxiangqubeijing", "hao", "zhongguo", "jintiantianqibucuo", "nh"]

    @Test func anEmptyDictionaryDecodesLikeNone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (_, engine) = try openDictionary(directory)
        for input in Self.inputs {
            #expect(texts(input, engine) == texts(input, sharedEngine), "\(input)")
        }
    }

    @Test func aUserWordIsFoundByFullPinyinAndByAbbreviation() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        #expect(!texts("shurufa", sharedEngine).contains("舒入法"))
        try dictionary.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"], weight: 3))
        #expect(texts("shurufa", engine).prefix(3).contains("舒入法"))
        #expect(texts("srf", engine).contains("舒入法"))
        #expect(texts("shu'ru'fa", engine).prefix(3).contains("舒入法"))
        // Deleting it (long press → 删除) takes it out of the candidates.
        try dictionary.remove(text: "舒入法", syllables: ["shu", "ru", "fa"])
        #expect(!texts("shurufa", engine).contains("舒入法"))
    }

    @Test func pickingAWordThreeTimesMakesItFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        // A word (single characters learn slower by design: context decides between 好 and 号).
        let before = texts("shiyan", engine)
        let target = try #require(before.dropFirst(1).first)
        for _ in 0..<3 {
            try dictionary.learn(words: [LearnedWord(text: target, syllables: ["shi", "yan"])])
        }
        #expect(texts("shiyan", engine).first == target, "before: \(before.prefix(3))")
    }

    @Test func oneOddPickDoesNotTakeOverAndBoostsAreBounded() throws {
        let tuning = UserLexicon.Tuning()
        #expect(tuning.massLimit > 0)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let before = texts("shi", engine, limit: 60)
        let shi = try #require(SyllableTable.id(of: "shi"))
        let rare = try #require(before.last { sharedEngine.lexicon.word($0, reading: [shi]) != nil })
        try dictionary.learn(words: [LearnedWord(text: rare, syllables: ["shi"])])
        #expect(texts("shi", engine).first == before.first)
        // However often it is picked, its bonus stays under the bound.
        for _ in 0..<50 { try dictionary.learn(words: [LearnedWord(text: rare, syllables: ["shi"])]) }
        let snapshot = dictionary.current
        let id = try #require(sharedEngine.lexicon.word(rare, reading: [shi]))
        let cost = sharedEngine.model.unigramCost(id.rawValue)
        #expect(snapshot.bonus(id, after: WordLattice.literalWord, cost: cost) <= tuning.massLimit)
        #expect(snapshot.bonus(id, after: WordLattice.literalWord, cost: cost) > 0)
    }

    @Test func learningLiftsWhatTheModelFindsUnlikelyMoreThanWhatItExpects() throws {
        // The cache model adds probability: picked as often, a word the model finds rare (世间)
        // gains far more than one it expects (时间), so a learned homophone does not take over
        // where the model is sure of the other word.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        let common = LearnedWord(text: "时间", syllables: ["shi", "jian"]), rare = LearnedWord(text: "世间", syllables: ["shi", "jian"])
        try dictionary.learn(words: [common])
        try dictionary.learn(words: [rare])
        let snapshot = dictionary.current
        let shi = try #require(SyllableTable.id(of: "shi")), jian = try #require(SyllableTable.id(of: "jian"))
        let commonID = try #require(sharedEngine.lexicon.word("时间", reading: [shi, jian]))
        let rareID = try #require(sharedEngine.lexicon.word("世间", reading: [shi, jian]))
        let commonCost = sharedEngine.model.unigramCost(commonID.rawValue), rareCost = sharedEngine.model.unigramCost(rareID.rawValue)
        #expect(rareCost > commonCost + 1)
        let commonBonus = snapshot.bonus(commonID, after: WordLattice.literalWord, cost: commonCost)
        let rareBonus = snapshot.bonus(rareID, after: WordLattice.literalWord, cost: rareCost)
        #expect(commonBonus > 0 && rareBonus > commonBonus)
        // Each is lifted by what it was given, never past the model's own preference.
        #expect(commonCost - commonBonus < rareCost - rareBonus)
    }

    @Test func learningNeverRereadsWhatWasTyped() throws {
        // 但是 and 时候, learned with their neighbours, must not win where the letters say
        // otherwise: `anshi` read as `danshi` through a slip, `s`+`hou` read as shi hou.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        let renjia = LearnedWord(text: "人家", syllables: ["ren", "jia"]), danshi = LearnedWord(text: "但是", syllables: ["dan", "shi"])
        let de = LearnedWord(text: "的", syllables: ["de"]), shihou = LearnedWord(text: "时候", syllables: ["shi", "hou"])
        for _ in 0..<6 {
            try dictionary.learn(words: [renjia, danshi])
            try dictionary.learn(words: [de, shihou])
        }
        for input in ["renjiaanshiwo", "bujingzhideshougonghua"] {
            #expect(texts(input, engine).first == texts(input, sharedEngine).first, "\(input)")
        }
        // Typed as spelled, or as a pure abbreviation, what was learned still wins.
        #expect(texts("renjiadanshi", engine).first == "人家但是")
        #expect(texts("rjds", engine).first == "人家但是")
    }

    @Test func aLearnedPairHelpsTheWordAfterItsNeighbour() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        try dictionary.learn(words: [LearnedWord(text: "舒入法", syllables: ["shu", "ru", "fa"])],
                             newWord: LearnedWord(text: "舒入法", syllables: ["shu", "ru", "fa"]))
        let snapshot = dictionary.current
        #expect(snapshot.wordCount == 1)
        try dictionary.learn(words: [LearnedWord(text: "我们", syllables: ["wo", "men"]), LearnedWord(text: "舒入法", syllables: ["shu", "ru", "fa"])])
        let after = dictionary.current
        #expect(after.version != snapshot.version)
        #expect(texts("womenshurufa", engine).first == "我们舒入法")
    }

    @Test func anExpiredHotWordLeavesTheCandidates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = TestClock()
        let (dictionary, engine) = try openDictionary(directory, clock: clock)
        let feed = HotWordFeed(version: 1, entries: [
            HotWordFeed.Entry(text: "舒入法", syllables: ["shu", "ru", "fa"], weight: 5, expires: clock.now + 86_400),
        ])
        try dictionary.replaceHotWords(with: feed)
        #expect(texts("shurufa", engine).prefix(3).contains("舒入法"))
        clock.advance(days: 2)
        try dictionary.refresh()
        #expect(!texts("shurufa", engine).contains("舒入法"))
    }

    @Test func learningUpdatesTheSnapshotAsARereadWould() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, engine) = try openDictionary(directory)
        try dictionary.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"]))
        let before = dictionary.current.version
        let inputs = ["womenshurufa", "xxs", "xiaoxuesheng", "shiyan", "srf", "women"]
        let initial = inputs.map { texts($0, engine) }
        let women = LearnedWord(text: "我们", syllables: ["wo", "men"]), srf = LearnedWord(text: "舒入法", syllables: ["shu", "ru", "fa"])
        try dictionary.learn(words: [women, srf])
        try dictionary.learn(words: [LearnedWord(text: "小", syllables: ["xiao"]), LearnedWord(text: "学生", syllables: ["xue", "sheng"])],
                             newWord: LearnedWord(text: "小学生", syllables: ["xiao", "xue", "sheng"]))
        // A word picked three times moves up.
        let second = try #require(initial[3].dropFirst().first)
        for _ in 0..<3 { try dictionary.learn(words: [LearnedWord(text: second, syllables: ["shi", "yan"])]) }
        #expect(dictionary.current.version != before)
        let updated = inputs.map { texts($0, engine) }
        let updatedWords = dictionary.current.wordCount
        try dictionary.refresh()
        #expect(dictionary.current.wordCount == updatedWords)
        #expect(inputs.map { texts($0, engine) } == updated)
        #expect(updated[3].first == second, "the updated snapshot has the learning")
    }
}
