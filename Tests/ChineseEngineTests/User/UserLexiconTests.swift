import Testing
@testable import ChineseEngine

/// A user dictionary's snapshot: rebuilt from all of the user's words at once (through a table)
/// or updated commit by commit (through the trie), it knows the same words, costs and counts.
@Suite struct UserLexiconTests {
    let lexicon = testEngine.lexicon

    /// Many words under one reading (the case that made a rebuild quadratic), a word added twice,
    /// a word the lexicon has, and counts and pairs naming all of them.
    func parts() -> (words: [UserLexicon.Word], usage: [UserLexicon.Usage], pairs: [UserLexicon.PairUsage]) {
        var words = (0..<300).map { UserLexicon.Word(text: "词\($0)", syllables: ["ci"], cost: Float(10 + $0 % 7)) }
        words.append(UserLexicon.Word(text: "词5", syllables: ["ci"], cost: 3))
        words.append(UserLexicon.Word(text: "词5", syllables: ["ci", "wu"], cost: 9))
        words.append(UserLexicon.Word(text: "你好", syllables: ["ni", "hao"], cost: 4))
        let usage = [
            UserLexicon.Usage(text: "词7", syllables: ["ci"], count: 3),
            UserLexicon.Usage(text: "你好", syllables: ["ni", "hao"], count: 2),
            UserLexicon.Usage(text: "词5", syllables: ["ci", "wu"], count: 1),
            UserLexicon.Usage(text: "无此词", syllables: ["wu", "ci", "ci"], count: 5),
        ]
        let pairs = [
            UserLexicon.PairUsage(previous: ("你好", ["ni", "hao"]), next: ("词9", ["ci"]), count: 2),
            UserLexicon.PairUsage(previous: ("词9", ["ci"]), next: ("词10", ["ci"]), count: 1),
        ]
        return (words, usage, pairs)
    }

    @Test func aRebuildKnowsWhatCommitByCommitUpdatesKnow() throws {
        let (words, usage, pairs) = parts()
        let rebuilt = UserLexicon(lexicon: lexicon, words: words, usage: usage, pairs: pairs, version: 1)
        var updated = UserLexicon(lexicon: lexicon, words: [], usage: [], pairs: [], version: 0)
        for word in words { updated = updated.updated(lexicon: lexicon, words: [word], version: 2) }
        updated = updated.updated(lexicon: lexicon, usage: usage, pairs: pairs, version: 3)

        for text in ["词0", "词5", "词7", "词9", "词10", "词299"] {
            let id = try #require(rebuilt.id(of: text, syllables: ["ci"], lexicon: lexicon), "\(text)")
            #expect(updated.id(of: text, syllables: ["ci"], lexicon: lexicon) == id)
            #expect(rebuilt.isUserWord(id) && rebuilt.text(of: id) == text)
            #expect(rebuilt.cost(of: id) == updated.cost(of: id))
        }
        // Added twice under one reading: one word, the lower cost; under another reading, a word of its own.
        let five = try #require(rebuilt.id(of: "词5", syllables: ["ci"], lexicon: lexicon))
        #expect(rebuilt.cost(of: five) == 3)
        let fiveOther = try #require(rebuilt.id(of: "词5", syllables: ["ci", "wu"], lexicon: lexicon))
        #expect(fiveOther != five && rebuilt.cost(of: fiveOther) == 9)
        // The lexicon's word stays the lexicon's.
        let nihao = try #require(lexicon.word("你好", reading: [SyllableTable.id(of: "ni")!, SyllableTable.id(of: "hao")!]))
        #expect(rebuilt.id(of: "你好", syllables: ["ni", "hao"], lexicon: lexicon) == nihao && !rebuilt.isUserWord(nihao))
        #expect(rebuilt.syllables(of: fiveOther) == ["ci", "wu"])
        // Counts and pairs land on the same words either way.
        let nine = try #require(rebuilt.id(of: "词9", syllables: ["ci"], lexicon: lexicon))
        let ten = try #require(rebuilt.id(of: "词10", syllables: ["ci"], lexicon: lexicon))
        let seven = try #require(rebuilt.id(of: "词7", syllables: ["ci"], lexicon: lexicon))
        let none = WordLattice.literalWord
        for (word, context) in [(nine, nihao), (ten, nine), (seven, none), (nihao, none), (fiveOther, none)] {
            let bonus = rebuilt.bonus(word, after: context, cost: 12)
            #expect(bonus > 0, "word \(word) after \(context) learned nothing")
            #expect(bonus == updated.bonus(word, after: context, cost: 12))
        }
        #expect(rebuilt.bonus(ten, after: nihao, cost: 12) < rebuilt.bonus(nine, after: nihao, cost: 12))
    }

    @Test func theLexiconFindsAWordByItsTextOnlyUnderItsReading() throws {
        let ni = try #require(SyllableTable.id(of: "ni")), hao = try #require(SyllableTable.id(of: "hao"))
        let nihao = try #require(lexicon.word("你好", reading: [ni, hao]))
        #expect(lexicon.text(of: nihao) == "你好")
        #expect(lexicon.word("你", reading: [ni, hao]) == nil)         // a prefix of a word there
        #expect(lexicon.word("你好啊", reading: [ni, hao]) == nil)     // longer than every word there
        #expect(lexicon.word("你好", reading: [hao, ni]) == nil)
        #expect(lexicon.word("", reading: []) == nil)
    }
}
