import Testing

@testable import TextInputModel

/// The words of `text` as strings.
private func words(_ text: String) -> [String] {
    let tokenizer = TextTokenizer(text)
    return tokenizer.words.map { String(tokenizer.characters[$0.offsets]) }
}

/// The sentences of `text` as strings.
private func sentences(_ text: String) -> [String] {
    let tokenizer = TextTokenizer(text)
    return tokenizer.sentences.map { String(tokenizer.characters[$0.offsets]) }
}

@Test func eachHanCharacterIsAWord() {
    #expect(words("我爱北京，天安门。") == ["我", "爱", "北", "京", "天", "安", "门"])
    #expect(words("第〇个々") == ["第", "〇", "个", "々"])
}

@Test func latinWordsJoinAcrossApostrophesFullStopsAndThousandsCommas() {
    #expect(words("don't stop, it’s 3.14 or 1,000 e.g. x,y") == ["don't", "stop", "it’s", "3.14", "or", "1,000", "e.g", "x", "y"])
    #expect(words("snake_case ok") == ["snake_case", "ok"])
}

@Test func mixedScriptsSplitAtScriptChanges() {
    #expect(words("用iPhone打字2024年") == ["用", "iPhone", "打", "字", "2024", "年"])
    #expect(words("カタカナとひらがな") == ["カタカナ", "とひらがな"])
    #expect(words("コーヒーを飲む") == ["コーヒー", "を", "飲", "む"])
    #expect(words("한국어 문장") == ["한국어", "문장"])
    #expect(words("ＡＢＣ１２３") == ["ＡＢＣ１２３"])
}

@Test func emojiAreWordsByThemselves() {
    #expect(words("好👍🏽👨‍👩‍👧‍👦🇨🇳ok") == ["好", "👍🏽", "👨‍👩‍👧‍👦", "🇨🇳", "ok"])
    #expect(words("© 1 #") == ["1"])
}

@Test func sentencesEndAtChineseAndWesternTerminatorsAndNewlines() {
    #expect(
        sentences("你好。今天天气很好！真的吗？Hello world. Is it 3.14? Yes!\n新的一行\n\n  last ")
            == ["你好。", "今天天气很好！", "真的吗？", "Hello world.", "Is it 3.14?", "Yes!", "新的一行", "last"])
}

@Test func sentencesKeepClosingQuotesAndRunsOfTerminators() {
    #expect(sentences("“你好。”他说。真的？！(Really?!) Ok...") == ["“你好。”", "他说。", "真的？！", "(Really?!)", "Ok..."])
    #expect(sentences("Visit example.com today. Bye") == ["Visit example.com today.", "Bye"])
}

@Test func sentenceStartIsWhatAutoCapitalisationAsks() {
    let check = { (text: String) in TextTokenizer(text).isAtSentenceStart(TextPosition(text.count)) }
    #expect(check(""))
    #expect(check("   "))
    #expect(check("Hello. "))
    #expect(check("你好。 "))
    #expect(check("line\n"))
    #expect(!check("Hello."))
    #expect(!check("Hello "))
    #expect(!check("Hello"))
    #expect(!check("Pi is 3."))
    #expect(TextTokenizer("Hi. There").isAtSentenceStart(TextPosition(4)))
    #expect(!TextTokenizer("Hi. There").isAtSentenceStart(TextPosition(6)))
}

@Test func rangeEnclosingPositionLooksInTheGivenDirection() {
    let tokenizer = TextTokenizer("ab cd")
    #expect(tokenizer.rangeEnclosingPosition(0, with: .word, inDirection: .forward) == TextRange(0..<2))
    #expect(tokenizer.rangeEnclosingPosition(0, with: .word, inDirection: .backward) == nil)
    #expect(tokenizer.rangeEnclosingPosition(2, with: .word, inDirection: .backward) == TextRange(0..<2))
    #expect(tokenizer.rangeEnclosingPosition(2, with: .word, inDirection: .forward) == nil)
    #expect(tokenizer.rangeEnclosingPosition(3, with: .word, inDirection: .right) == TextRange(3..<5))
    #expect(tokenizer.rangeEnclosingPosition(5, with: .word, inDirection: .left) == TextRange(3..<5))
    #expect(tokenizer.rangeEnclosingPosition(1, with: .character, inDirection: .forward) == TextRange(1..<2))
    #expect(tokenizer.rangeEnclosingPosition(5, with: .document, inDirection: .backward) == TextRange(0..<5))
    #expect(tokenizer.isPosition(4, withinTextUnit: .word, inDirection: .forward))
    #expect(!tokenizer.isPosition(2, withinTextUnit: .word, inDirection: .forward))
}

@Test func boundariesAreUnitEndsForwardAndStartsBackward() {
    let tokenizer = TextTokenizer("你好 ok")
    #expect(tokenizer.isPosition(1, atBoundary: .word, inDirection: .forward))
    #expect(tokenizer.isPosition(1, atBoundary: .word, inDirection: .backward))
    #expect(tokenizer.isPosition(2, atBoundary: .word, inDirection: .forward))
    #expect(!tokenizer.isPosition(2, atBoundary: .word, inDirection: .backward))
    #expect(tokenizer.isPosition(3, atBoundary: .word, inDirection: .backward))
    #expect(!tokenizer.isPosition(4, atBoundary: .word, inDirection: .forward))
}

@Test func stepsToTheNextWordEndOrPreviousWordStart() {
    let tokenizer = TextTokenizer("hello, 世界 ok")
    #expect(tokenizer.position(from: 0, toBoundary: .word, inDirection: .forward) == TextPosition(5))
    #expect(tokenizer.position(from: 5, toBoundary: .word, inDirection: .forward) == TextPosition(8))
    #expect(tokenizer.position(from: 12, toBoundary: .word, inDirection: .backward) == TextPosition(10))
    #expect(tokenizer.position(from: 10, toBoundary: .word, inDirection: .backward) == TextPosition(8))
    #expect(tokenizer.position(from: 7, toBoundary: .word, inDirection: .backward) == TextPosition(0))
    #expect(tokenizer.position(from: 0, toBoundary: .word, inDirection: .backward) == nil)
    #expect(tokenizer.position(from: 12, toBoundary: .word, inDirection: .forward) == nil)
    #expect(tokenizer.position(from: 3, toBoundary: .character, inDirection: .forward) == TextPosition(4))
}

@Test func paragraphsAndLinesAreTheTextBetweenNewlines() {
    let tokenizer = TextTokenizer("one\r\ntwo\n\nthree")
    #expect(tokenizer.units(of: .paragraph) == [TextRange(0..<3), TextRange(4..<7), TextRange(9..<14)])
    #expect(tokenizer.units(of: .line) == tokenizer.units(of: .paragraph))
    #expect(tokenizer.position(from: 0, toBoundary: .paragraph, inDirection: .forward) == TextPosition(3))
    #expect(TextTokenizer("").units(of: .document).isEmpty)
}

@Test func storeTokenizerSeesTheCurrentText() {
    var store = TextStore("早上好")
    store.insertText("!")
    #expect(store.tokenizer.words.count == 3)
    #expect(store.tokenizer.sentences == [TextRange(0..<4)])
}
