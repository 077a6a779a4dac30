import Testing
import TextInputModel
@testable import KeyboardCore

@Suite struct AutoCapitalizationTests {
    @Test func sentencesCapitaliseAtTheStartAndAfterATerminatorAndSpace() {
        #expect(AutoCapitalization.shouldCapitalize(.sentences, before: nil))
        #expect(AutoCapitalization.shouldCapitalize(.sentences, before: "Hello. "))
        #expect(AutoCapitalization.shouldCapitalize(.sentences, before: "Done!\n"))
        #expect(!AutoCapitalization.shouldCapitalize(.sentences, before: "Hello."))
        #expect(!AutoCapitalization.shouldCapitalize(.sentences, before: "Hello "))
        #expect(!AutoCapitalization.shouldCapitalize(.sentences, before: "pi is 3.14 "))
    }

    @Test func wordsCapitaliseAfterWhitespace() {
        #expect(AutoCapitalization.shouldCapitalize(.words, before: "New "))
        #expect(!AutoCapitalization.shouldCapitalize(.words, before: "New"))
    }

    @Test func noneAndAllCharacters() {
        #expect(!AutoCapitalization.shouldCapitalize(.none, before: nil))
        #expect(AutoCapitalization.shouldCapitalize(.allCharacters, before: "ABC"))
    }
}

@Suite struct EnglishTextRulesTests {
    @Test func doubleSpaceTypesAPeriodOnlyAfterAWordAndAFreshSpace() {
        #expect(EnglishTextRules.doubleSpacePeriod(before: "Hello ", previousWasSpace: true) == .init(deleteCount: 1, insert: ". "))
        #expect(EnglishTextRules.doubleSpacePeriod(before: "Hello ", previousWasSpace: false) == nil)
        #expect(EnglishTextRules.doubleSpacePeriod(before: "Hello. ", previousWasSpace: true) == nil)
        #expect(EnglishTextRules.doubleSpacePeriod(before: " ", previousWasSpace: true) == nil)
    }

    @Test func quotesCurlByContext() {
        #expect(EnglishTextRules.smartQuote("\"", before: nil) == "“")
        #expect(EnglishTextRules.smartQuote("\"", before: "said ") == "“")
        #expect(EnglishTextRules.smartQuote("\"", before: "“Hi") == "”")
        #expect(EnglishTextRules.smartQuote("'", before: "don") == "’")
        #expect(EnglishTextRules.smartQuote("'", before: "(") == "‘")
        #expect(EnglishTextRules.smartQuote("a", before: nil) == nil)
    }

    @Test func twoHyphensMakeADash() {
        #expect(EnglishTextRules.smartDash("-", before: "a-") == .init(deleteCount: 1, insert: "—"))
        #expect(EnglishTextRules.smartDash("-", before: "a") == nil)
    }

    @Test func traitsSwitchTheRulesOff() {
        #expect(!EnglishTextRules.allowsSmartQuotes(TextInputTraits(smartQuotesType: .no)))
        #expect(!EnglishTextRules.allowsSmartQuotes(TextInputTraits(isSecureTextEntry: true)))
        #expect(!EnglishTextRules.allowsSmartDashes(TextInputTraits(keyboardType: .url)))
        #expect(EnglishTextRules.allowsSmartDashes(TextInputTraits()))
        #expect(!EnglishTextRules.allowsDoubleSpacePeriod(TextInputTraits(keyboardType: .emailAddress)))
    }
}

@Suite struct ChinesePunctuationTests {
    @Test func asciiMarksBecomeFullWidth() {
        #expect(ChinesePunctuation.convert(",", before: nil) == "，")
        #expect(ChinesePunctuation.convert(".", before: "好") == "。")
        #expect(ChinesePunctuation.convert("?", before: nil) == "？")
        #expect(ChinesePunctuation.convert("^", before: nil) == "……")
        #expect(ChinesePunctuation.convert("a", before: nil) == "a")
        #expect(ChinesePunctuation.convert("7", before: nil) == "7")
    }

    @Test func quotesAlternate() {
        #expect(ChinesePunctuation.convert("\"", before: nil) == "“")
        #expect(ChinesePunctuation.convert("\"", before: "他说“你好") == "”")
        #expect(ChinesePunctuation.convert("\"", before: "他说“你好”，") == "“")
        #expect(ChinesePunctuation.convert("'", before: "‘好") == "’")
        #expect(ChinesePunctuation.convert("“", before: "“好") == "”")
    }
}
