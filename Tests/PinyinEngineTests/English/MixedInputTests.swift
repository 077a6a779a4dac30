import PinyinEngine
import Testing

/// English words inside typed pinyin (中英混输) come out as English, cased, in the first candidate.
@Suite struct MixedInputTests {
    @Test func englishWordsInsidePinyinComeOutAsEnglish() {
        #expect(texts("wozaiyongiphone", limit: 1, engine: mixedTestEngine).first == "我在用iPhone")
        withKnownIssue("after an English word the next Chinese word is scored by its unigram alone: 变成 beats 编程") {
            #expect(texts("xuexijavabiancheng", limit: 1, engine: mixedTestEngine).first == "学习Java编程")
        }
        #expect(texts("dakaigithub", limit: 1, engine: mixedTestEngine).first == "打开GitHub")
        #expect(texts("zailinuxshang", limit: 1, engine: mixedTestEngine).first == "在Linux上")
    }

    @Test func lettersNoListKnowsReadAsOneWordWhereTheyAreNoPinyin() {
        #expect(texts("dpkgmingling", limit: 1, engine: mixedTestEngine).first == "dpkg命令")
        var never = mixedTestEngine
        never.englishVocabulary?.costs.unknownWord = .infinity
        #expect(texts("dpkgmingling", limit: 1, engine: never).first != "dpkg命令")
    }

    @Test func withoutAVocabularyTheLettersReadAsPinyin() {
        #expect(texts("wozaiyongiphone", limit: 1).first != "我在用iPhone")
    }

    @Test func pinyinThatSpellsAnEnglishWordStaysChinese() {
        #expect(texts("women", limit: 1, engine: mixedTestEngine).first == "我们")
        #expect(texts("womenqushangban", limit: 1, engine: mixedTestEngine).first == "我们去上班")
        #expect(texts("nihao", limit: 1, engine: mixedTestEngine).first == "你好")
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
        // `debian` and `bash` read as pinyin first (的边, 把手) but the word is in the bar.
        #expect(texts("debian", limit: 5, engine: mixedTestEngine).contains("Debian"))
        #expect(texts("bash", limit: 5).contains("bash"))
        #expect(texts("bash", limit: 1).first != "bash")
        // Letters that spell no English word offer none.
        #expect(!texts("nihao", limit: 5, engine: mixedTestEngine).contains { $0.unicodeScalars.contains { $0.isASCII } })
    }
}
