import ChineseEngine
import Testing

/// English words inside typed pinyin (中英混输) come out as English, cased, in the first candidate.
@Suite struct MixedInputTests {
    @Test func englishWordsInsidePinyinComeOutAsEnglish() {
        #expect(texts("wozaiyongiphone", limit: 1, engine: mixedTestEngine).first == "我在用iPhone")
        // The word after an English one is scored in the context before it (学习…编程), not by its
        // unigram alone (学习Java变成).
        #expect(texts("xuexijavabiancheng", limit: 1, engine: mixedTestEngine).first == "学习Java编程")
        #expect(texts("dakaigithub", limit: 1, engine: mixedTestEngine).first == "打开GitHub")
        #expect(texts("zailinuxshang", limit: 1, engine: mixedTestEngine).first == "在Linux上")
    }

    @Test func lettersNoListKnowsReadAsOneWordWhereTheyAreNoPinyin() {
        #expect(texts("dpkgmingling", limit: 1, engine: mixedTestEngine).first == "dpkg命令")
        var never = mixedTestEngine
        never.englishVocabulary?.costs.unknownWord = .infinity
        #expect(texts("dpkgmingling", limit: 1, engine: never).first != "dpkg命令")
    }

    @Test func lettersThatAreOneSyllableStayPinyin() {
        // `hao`, `wo`, `men`, `long` are English words of the general list, but one syllable each.
        for typed in ["hao", "wo", "men", "long", "nihao", "womenhao", "longteng", "womende", "woaini"] {
            let offered = texts(typed, limit: 8, engine: mixedTestEngine)
            let english = offered.filter { $0.unicodeScalars.contains { $0.isASCII } }
            // A whole input that is a common English word of four letters or more is offered
            // after the first two (`long`), never first; no other English anywhere.
            #expect(english.allSatisfy { $0 == "long" && typed == "long" }, "\(typed) → \(offered)")
            #expect(offered.first?.unicodeScalars.contains { $0.isASCII } == false, "\(typed) → \(offered)")
        }
        // Unless written in capitals (`GUI`): an acronym is read even where its letters are one syllable.
        let decoder = mixedTestEngine.makeDecoder()
        let lattice = decoder.decode("dakaigui")
        #expect(lattice.arcsFrom[5].contains { $0.word.isEnglish && $0.end == 8 })
        let known = { (arc: WordLattice.Arc) in arc.word.isEnglish && arc.word != .english(EnglishVocabulary.unknownID) }
        #expect(!decoder.decode("haode").arcsFrom[0].contains(where: known))
    }

    @Test func lettersAChineseWordReadsByItsInitialsAreNoUnknownWord() {
        // `yjdz` is 邮件地址 by its initials: never offered as letters no list knows.
        let offered = texts("yjdz", limit: 8, engine: mixedTestEngine)
        #expect(offered.first == "邮件地址")
        #expect(!offered.contains { $0.unicodeScalars.contains { $0.isASCII } }, "\(offered)")
    }

    @Test func wordsTypedWithoutASpaceBetweenReadAsOne() {
        // `II` twice would read `iiii`; one word as typed is likelier.
        #expect(texts("iiii", limit: 1, engine: mixedTestEngine).first == "iiii")
        #expect(texts("ii", limit: 1, engine: mixedTestEngine).first == "II")
    }

    @Test func withoutAVocabularyTheLettersReadAsPinyin() {
        var engine = testEngine
        engine.englishVocabulary = nil
        #expect(texts("wozaiyongiphone", limit: 1, engine: engine).first?.lowercased() != "我在用iphone")
    }

    @Test func pinyinThatSpellsAnEnglishWordStaysChinese() {
        #expect(texts("women", limit: 1, engine: mixedTestEngine).first == "我们")
        #expect(texts("womenqushangban", limit: 1, engine: mixedTestEngine).first == "我们去上班")
        #expect(texts("nihao", limit: 1, engine: mixedTestEngine).first == "你好")
    }

    /// The edge cost of the known English word read over `start..<end` of `typed`, and that
    /// word's own cost among English words.
    private func englishCosts(_ typed: String, _ start: Int, _ end: Int, engine: ChineseEngine = mixedTestEngine) -> (arc: Float, word: Float)? {
        let lattice = engine.makeDecoder().decode(typed)
        guard let arc = lattice.arcsFrom[start].first(where: { $0.word.isEnglish && Int($0.end) == end
                  && $0.word != .english(EnglishVocabulary.unknownID) }),
              let word = engine.englishVocabulary?.matches(prefixOf: Array(typed.utf8.dropFirst(start))).matches
                  .first(where: { $0.length == end - start }) else { return nil }
        return (arc.edgeCost, word.cost)
    }

    @Test func lettersThatReadAsPinyinWithTheLetterBeforeThemPayAsPinyin() throws {
        let costs = try #require(mixedTestEngine.englishVocabulary?.costs)
        // `yin|ide` reads yi-ni-de with the n before it: IDE pays as pinyin, and 因IDE is not first.
        let ide = try #require(englishCosts("yinide", 3, 6))
        #expect(abs(ide.arc - ide.word - costs.pinyinReading) < 1e-4)
        #expect(texts("huozheyinidexihao", limit: 1, engine: mixedTestEngine).first?.contains("IDE") == false)
        // `yong|iphone`: `giphone` is no pinyin; iPhone pays nothing more.
        let iphone = try #require(englishCosts("wozaiyongiphone", 9, 15))
        #expect(abs(iphone.arc - iphone.word) < 1e-4)
    }

    @Test func longLettersWhoseSyllablesSpellNoOneWordAreLeftToTheModel() throws {
        let costs = try #require(mixedTestEngine.englishVocabulary?.costs)
        // `women` is 我们, one word: the full cost of a pinyin reading.
        let women = try #require(englishCosts("women", 0, 5))
        #expect(abs(women.arc - women.word - costs.pinyinReading) < 1e-4)
        // `debian` reads 的+边, no one word, and has six letters: only `pinyinPhrase`.
        #expect(costs.pinyinPhrase < costs.pinyinReading)
        let debian = try #require(englishCosts("debianxitong", 0, 6))
        #expect(abs(debian.arc - debian.word - costs.pinyinPhrase) < 1e-4)
        // Letters shorter than `pinyinPhraseLength` pay the full cost all the same.
        var strict = mixedTestEngine
        strict.englishVocabulary?.costs.pinyinPhraseLength = 7
        let short = try #require(englishCosts("debianxitong", 0, 6, engine: strict))
        #expect(abs(short.arc - short.word - costs.pinyinReading) < 1e-4)
    }

    @Test func typingLetterByLetterReadsAsDecodingAtOnce() {
        let decoder = mixedTestEngine.makeDecoder()
        let input = "wozaiyongiphonekanshipin"
        for end in 1...input.count { decoder.decode(String(input.prefix(end))) }
        let typed = decoder.candidates(limit: 5).map(\.text)
        let fresh = mixedTestEngine.makeDecoder()
        fresh.decode(input)
        #expect(typed == fresh.candidates(limit: 5).map(\.text))
        #expect(typed.first?.contains("iPhone") == true)
    }

    @Test func theCompositionKeepsTheEnglishLettersAsTyped() {
        let decoder = mixedTestEngine.makeDecoder()
        decoder.decode("wozaiyongiphone")
        #expect(decoder.segmentedPinyin() == "wo'zai'yong'iphone")
    }

    @Test func anEnglishWordIsNoWordToLearn() throws {
        let decoder = mixedTestEngine.makeDecoder()
        decoder.decode("wozaiyongiphone")
        let best = try #require(decoder.candidates(limit: 1).first)
        #expect(best.text == "我在用iPhone")
        #expect(best.words.allSatisfy { !$0.isEnglish })
        #expect(best.words.count == best.readings.count)
    }

    @Test func aWholeInputThatIsAnEnglishWordIsOfferedInTheFirstFiveAsWritten() {
        // `debian` is in the bar whatever reads first. `bash` alone is read as
        // English first by the shipped engine (a clause of technical Chinese starts with English
        // more often than elsewhere: `EnglishContext`), with 把手 in the bar too.
        #expect(texts("debian", limit: 5, engine: mixedTestEngine).contains("Debian"))
        #expect(texts("bash", limit: 5).contains("bash") && texts("bash", limit: 5).contains("把手"))
        // Letters that spell no English word offer none.
        #expect(!texts("nihao", limit: 5, engine: mixedTestEngine).contains { $0.unicodeScalars.contains { $0.isASCII } })
    }
}
