import Foundation
import PinyinEngine
import Testing

/// The English lists read inside pinyin: prefix search, shown forms, the mixed probability.
@Suite struct EnglishVocabularyTests {
    @Test func aPrefixSearchFindsEveryWordTheLettersBeginWithShortestFirst() throws {
        let words = try EnglishWords(path: writeEnglishList([("go", 6, nil), ("gone", 5, nil), ("good", 6, nil), ("git", 5, nil)]))
        let vocabulary = EnglishVocabulary(general: words, mixed: nil)
        let (found, read) = vocabulary.matches(prefixOf: Array("goneaway".utf8))
        #expect(found.map { vocabulary.shownWord($0.id) } == ["go", "gone"])
        #expect(found.map(\.length) == [2, 4])
        // `gonea` begins no word: the search stops after reading it.
        #expect(read == 5)
        #expect(vocabulary.matches(prefixOf: Array("xyz".utf8)).matches.isEmpty)
    }

    @Test func aMixedListShowsTheCasingAndWeighsIn() throws {
        let vocabulary = testEnglishVocabulary
        let iphone = try #require(vocabulary.matches(prefixOf: Array("iphone".utf8)).matches.last)
        #expect(vocabulary.shownWord(iphone.id) == "iPhone")
        // `java` is in both lists: one match, shown as the mixed list writes it, its probability
        // the weighted sum of both lists'.
        let java = try #require(vocabulary.matches(prefixOf: Array("java".utf8)).matches.first)
        #expect(vocabulary.shownWord(java.id) == "Java")
        let weight = Double(vocabulary.costs.mixedWeight)
        let expected = -log(weight * pow(10, 6 - 9) + (1 - weight) * pow(10, 4.2 - 9))
        #expect(abs(Double(java.cost) - expected) < 1e-3)
        // A word of the general list alone keeps its letters.
        let hello = try #require(vocabulary.matches(prefixOf: Array("hello".utf8)).matches.first)
        #expect(vocabulary.shownWord(hello.id) == "hello")
    }

    @Test func rareGeneralWordsAndSingleLettersAreNotRead() throws {
        let general = try EnglishWords(path: writeEnglishList([("a", 7, nil), ("ab", 2, nil), ("abc", 4, nil)]))
        let vocabulary = EnglishVocabulary(general: general, mixed: nil)
        #expect(vocabulary.matches(prefixOf: Array("abc".utf8)).matches.map(\.length) == [3])
    }

    @Test func theCommonestEnglishWordsAreNotReadInsidePinyin() throws {
        // `in` and `the` (Zipf 6.5 and up in the general list) are function words, even where
        // the mixed list has them too (`in`); `women` is read.
        let vocabulary = testEnglishVocabulary
        #expect(vocabulary.matches(prefixOf: Array("in".utf8)).matches.isEmpty)
        #expect(vocabulary.matches(prefixOf: Array("the".utf8)).matches.isEmpty)
        #expect(vocabulary.matches(prefixOf: Array("women".utf8)).matches.last?.length == 5)
        var every = vocabulary
        every.costs.functionWordZipf = .infinity
        #expect(every.matches(prefixOf: Array("in".utf8)).matches.map(\.length) == [2])
    }

    @Test func aListWithBytesOtherThanLettersIsRejected() throws {
        let path = try writeEnglishList([("ok", 5, nil), ("x1", 5, nil)])
        #expect(throws: PinyinEngineError.self) { try EnglishWords(path: path) }
    }

    /// A casing that knows a few words, as the English lexicon would.
    struct KnownCasing: EnglishCasing {
        let forms: [String: String]
        func casing(of word: String) -> String? { forms[word] }
    }

    @Test func aWordTheListsKeepInLowerCaseTakesTheInjectedCasing() throws {
        let general = try EnglishWords(path: writeEnglishList([("iphone", 6, nil), ("phone", 5.3, nil)]))
        var vocabulary = EnglishVocabulary(general: general, mixed: nil)
        let iphone = try #require(vocabulary.matches(prefixOf: Array("iphone".utf8)).matches.last)
        #expect(vocabulary.shownWord(iphone.id) == "iphone")
        vocabulary.casing = KnownCasing(forms: ["iphone": "iPhone"])
        #expect(vocabulary.shownWord(iphone.id) == "iPhone")
        // A word the casing does not know keeps its letters.
        let phone = try #require(vocabulary.matches(prefixOf: Array("phone".utf8)).matches.last)
        #expect(vocabulary.shownWord(phone.id) == "phone")
        // In a decode, the casing reaches the candidate's text.
        var engine = testEngine
        engine.englishVocabulary = vocabulary
        #expect(texts("wozaiyongiphone", limit: 10, engine: engine).contains("我在用iPhone"))
    }

    /// A casing that also spells a few words in capitals, as the English lexicon does (`PC`, `pc`).
    struct CapitalsCasing: EnglishCasing {
        let capitals: Set<String>
        func casing(of word: String) -> String? { word }
        func capitals(of word: String) -> String? { capitals.contains(word) ? word.uppercased() : nil }
    }

    /// The short-capitals rule reads only the lexicon (does it spell the letters in capitals?) and
    /// the general list (are they common English?): no floor chosen on mixed-dev's words decides it,
    /// so a rare pair of letters the lexicon writes in capitals (`cp`, Zipf 3.8) is shown in
    /// capitals as `pc` (4.5) is; common English (`hi`, 5) keeps its lower case.
    @Test func twoLettersTheCasingAlsoWritesInCapitalsAreShownSoUnlessCommon() throws {
        let general = try EnglishWords(path: writeEnglishList([("pc", 4.5, nil), ("hi", 5, nil), ("now", 4.5, nil), ("cp", 3.8, nil)]))
        var vocabulary = EnglishVocabulary(general: general, mixed: nil)
        vocabulary.casing = CapitalsCasing(capitals: ["pc", "hi", "now", "cp"])
        func shown(_ letters: String) throws -> String {
            let match = try #require(vocabulary.matches(prefixOf: Array(letters.utf8)).matches.last)
            return vocabulary.shownWord(match.id)
        }
        // `pc` is an abbreviation in Chinese text and so, by the same rule, is a rarer pair
        // (`cp`); `hi` is common English (Zipf 5), and longer words in capitals are mostly common
        // words (`NOW`).
        #expect(try shown("pc") == "PC")
        #expect(try shown("cp") == "CP")
        #expect(try shown("hi") == "hi")
        #expect(try shown("now") == "now")
        // The line between them is the general list's common-word mark.
        vocabulary.costs.commonWordZipf = 4.5
        #expect(try shown("pc") == "pc")
        #expect(try shown("cp") == "CP")
        vocabulary.costs.commonWordZipf = EnglishVocabulary.Costs().commonWordZipf
        // The rule switched off: the usual casing.
        vocabulary.costs.shortCapitalsLength = 0
        #expect(try shown("pc") == "pc")
        // A casing that knows no capitals changes nothing.
        vocabulary.costs.shortCapitalsLength = 2
        vocabulary.casing = KnownCasing(forms: ["pc": "pc"])
        #expect(try shown("pc") == "pc")
    }

    @Test func aCommonWordTheDocumentsCapitaliseIsShownInLowerCaseButANameKeepsItsCapital() throws {
        let mixed = try EnglishWords(path: writeEnglishList([("open", 5, "Open"), ("java", 6, "Java")], name: "english-mixed.bin"))
        let general = try EnglishWords(path: writeEnglishList([("open", 5.5, nil), ("java", 4.2, nil)]))
        let vocabulary = EnglishVocabulary(general: general, mixed: mixed)
        let open = try #require(vocabulary.matches(prefixOf: Array("open".utf8)).matches.last)
        let java = try #require(vocabulary.matches(prefixOf: Array("java".utf8)).matches.last)
        #expect(vocabulary.shownWord(open.id) == "open")
        #expect(vocabulary.shownWord(java.id) == "Java")
    }

    /// The lexicon's own capitalisations tell a name from a title's capital: a common word the
    /// documents capitalise keeps its capital when the lexicon spells it only so (`April`), not
    /// when it spells it in lower case too (`open`). No dev-set word chose this.
    @Test func aCommonWordTheLexiconSpellsOnlyCapitalisedKeepsItsCapital() throws {
        let mixed = try EnglishWords(path: writeEnglishList([("april", 5, "April"), ("open", 5, "Open")], name: "english-mixed.bin"))
        let general = try EnglishWords(path: writeEnglishList([("april", 5.0, nil), ("open", 5.5, nil)]))
        var vocabulary = EnglishVocabulary(general: general, mixed: mixed)
        let april = try #require(vocabulary.matches(prefixOf: Array("april".utf8)).matches.last)
        let open = try #require(vocabulary.matches(prefixOf: Array("open".utf8)).matches.last)
        // Without a casing, both are common words: lower case.
        #expect(vocabulary.shownWord(april.id) == "april")
        vocabulary.casing = KnownCasing(forms: ["april": "April", "open": "open"])
        #expect(vocabulary.shownWord(april.id) == "April")
        #expect(vocabulary.shownWord(open.id) == "open")
    }
}
