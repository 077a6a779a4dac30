import Foundation
import ChineseEngine
import Testing

/// The English lists read inside pinyin: prefix search, shown forms, the mixed probability.
@Suite struct EnglishVocabularyTests {
    @Test func aPrefixSearchFindsEveryWordTheLettersBeginWithShortestFirst() throws {
        let words = try generalEnglishList([("go", 6), ("gone", 5), ("good", 6), ("git", 5)])
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
        let general = try generalEnglishList([("a", 7), ("ab", 2), ("abc", 4)])
        let vocabulary = EnglishVocabulary(general: general, mixed: nil)
        #expect(vocabulary.matches(prefixOf: Array("abc".utf8)).matches.map(\.length) == [3])
    }

    @Test func aSearchEndsWhereNoWordReadHereIsLeft() throws {
        // `zzyzx` is rarer than `generalListZipf`: past `z` only it is left, so the search ends
        // there, as over a list of the words read here alone; `zoo` keeps a search of `zo` going.
        let general = try generalEnglishList([("zoo", 4), ("zzyzx", 2)])
        let vocabulary = EnglishVocabulary(general: general, mixed: nil)
        let rare = vocabulary.matches(prefixOf: Array("zzyzx".utf8))
        #expect(rare.matches.isEmpty && rare.read == 2)
        #expect(vocabulary.matches(prefixOf: Array("zoos".utf8)).read == 4)
        #expect(vocabulary.matches(prefixOf: Array("zoos".utf8)).matches.map(\.length) == [3])
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
        #expect(throws: ChineseEngineError.self) { try EnglishWords(path: path) }
    }

    /// A casing that knows a few words, as the English lexicon would.
    struct KnownCasing: EnglishCasing {
        let forms: [String: String]
        func casing(of word: String) -> String? { forms[word] }
    }

    @Test func aWordTheListsKeepInLowerCaseTakesTheInjectedCasing() throws {
        let general = try generalEnglishList([("iphone", 6), ("phone", 5.3)])
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

    /// How `vocabulary` shows the longest word `letters` begin with.
    func shown(_ letters: String, in vocabulary: EnglishVocabulary) throws -> String {
        let match = try #require(vocabulary.matches(prefixOf: Array(letters.utf8)).matches.last)
        return vocabulary.shownWord(match.id)
    }

    /// The short-capitals rule reads only the lexicon (does it spell the letters in capitals?) and
    /// the general list (are they common English?): no floor chosen on mixed-dev's words decides it,
    /// so a rare pair of letters the lexicon writes in capitals (`cp`, Zipf 3.8) is shown in
    /// capitals as `pc` (4.5) is; common English (`hi`, 5) keeps its lower case.
    @Test func twoLettersTheCasingAlsoWritesInCapitalsAreShownSoUnlessCommon() throws {
        let general = try generalEnglishList([("pc", 4.5), ("hi", 5), ("now", 4.5), ("cp", 3.8)])
        var vocabulary = EnglishVocabulary(general: general, mixed: nil)
        vocabulary.casing = CapitalsCasing(capitals: ["pc", "hi", "now", "cp"])
        // `pc` is an abbreviation in Chinese text and so, by the same rule, is a rarer pair
        // (`cp`); `hi` is common English (Zipf 5), and longer words in capitals are mostly common
        // words (`NOW`).
        #expect(try shown("pc", in: vocabulary) == "PC")
        #expect(try shown("cp", in: vocabulary) == "CP")
        #expect(try shown("hi", in: vocabulary) == "hi")
        #expect(try shown("now", in: vocabulary) == "now")
        // The line between them is the general list's common-word mark.
        vocabulary.costs.commonWordZipf = 4.5
        #expect(try shown("pc", in: vocabulary) == "pc")
        #expect(try shown("cp", in: vocabulary) == "CP")
        vocabulary.costs.commonWordZipf = EnglishVocabulary.Costs().commonWordZipf
        // The rule switched off: the usual casing.
        vocabulary.costs.shortCapitalsLength = 0
        #expect(try shown("pc", in: vocabulary) == "pc")
        // A casing that knows no capitals changes nothing.
        vocabulary.costs.shortCapitalsLength = 2
        vocabulary.casing = KnownCasing(forms: ["pc": "pc"])
        #expect(try shown("pc", in: vocabulary) == "pc")
    }

    /// A common word the documents capitalise as a title (`Open`) is lower case; a name keeps its
    /// capital: one the general list finds rare (`Java`), or a common one the lexicon spells only
    /// capitalised (`April`), which its own capitalisations say, not a dev-set word.
    @Test func aCommonWordTheDocumentsCapitaliseIsShownInLowerCaseButANameKeepsItsCapital() throws {
        let mixed = try EnglishWords(path: writeEnglishList([("april", 5, "April"), ("java", 6, "Java"), ("open", 5, "Open")]))
        let general = try generalEnglishList([("april", 5.0), ("java", 4.2), ("open", 5.5)])
        var vocabulary = EnglishVocabulary(general: general, mixed: mixed)
        #expect(try shown("open", in: vocabulary) == "open")
        #expect(try shown("java", in: vocabulary) == "Java")
        // Without a casing `april` is just a common word; the lexicon's spelling makes it a name,
        // and one it spells in lower case stays a title's capital.
        #expect(try shown("april", in: vocabulary) == "april")
        vocabulary.casing = KnownCasing(forms: ["april": "April", "open": "open"])
        #expect(try shown("april", in: vocabulary) == "April")
        #expect(try shown("open", in: vocabulary) == "open")
    }
}
