import Testing
@testable import Emoji

@Suite struct EmojiSearchIndexTests {
    let index: EmojiSearchIndex
    let catalogue: EmojiCatalogue

    init() throws {
        catalogue = try loadCatalogue()
        index = EmojiSearchIndex(catalogue: catalogue)
    }

    func values(_ query: String, limit: Int = 10, usage: EmojiUsage = .none) -> [String] {
        index.search(query, limit: limit, usage: usage).map(\.entry.value)
    }

    @Test func findsByChineseNamePrefixAndContains() {
        #expect(values("笑哭").first == "😂")
        #expect(values("笑哭了").first == "😂")
        #expect(index.search("笑哭了").first?.quality == .exact)
        let contains = index.search("哭了", limit: 50)
        #expect(contains.contains { $0.entry.value == "😂" && $0.quality == .contains })
    }

    @Test func findsByPinyinAndInitials() {
        #expect(values("xiaoku").first == "😂")
        #expect(values("xiaokule").first == "😂")
        #expect(values("XiaoKu").first == "😂")
        #expect(values("xiao ku").first == "😂")
        #expect(values("xiao'ku").first == "😂")
        #expect(values("xkl").first == "😂")
        #expect(values("xk", limit: 50).contains("😂"))
        // A later syllable also starts a match.
        #expect(index.search("kule", limit: 50).contains { $0.entry.value == "😂" && $0.quality == .wordPrefix })
    }

    @Test func findsByEnglishNameAndAliases() {
        #expect(values("joy").first == "😂")
        #expect(values(":joy:").first == "😂")
        #expect(index.search(":joy:").first?.match == .alias)
        #expect(values("tears of joy").first == "😂")
        #expect(values("face_with_tears_of_joy").first == "😂")
        #expect(values("thumbsup").first == "👍")
        #expect(values("+1").first == "👍")
        #expect(values("cat", limit: 30).contains("🐈"))
    }

    @Test func findsEnglishWordsWholeAndAtWordStartsNeverInsideAWord() {
        let love = values("love", limit: 100)
        #expect(Array(love.prefix(3)) == ["❤️", "😍", "🥰"], "what love means in a chat first: \(love.prefix(8))")
        #expect(love.contains("🥰"), "in love, a word start")
        for inside in ["🍀", "🧤", "🇸🇮"] {
            #expect(!love.contains(inside), "\(inside) only has love inside a word (clover, glove, Slovenia)")
        }
    }

    @Test func everydayMeaningsComeBeforeOtherWholeWordHitsButAfterUsage() {
        // CLDR keys 💌 🏩 and others under love, ahead of ❤️ in catalogue order.
        let love = index.search("love", limit: 30)
        let everyday = EverydayEmojiWords.searchFirst(for: "LOVE")
        #expect(everyday.first == "❤️")
        let firstOther = love.firstIndex { !everyday.contains($0.entry.value) } ?? love.count
        #expect(love[..<firstOther].map(\.entry.value) == everyday.filter { e in love.contains { $0.entry.value == e } })
        #expect(love[firstOther...].allSatisfy { !everyday.contains($0.entry.value) })
        #expect(values("love", usage: EmojiUsage(counts: ["💌": 2])).first == "💌", "the user's own use still comes first")
    }

    @Test func whatAWordMeansInAChatIsFoundWhenNoNameHoldsIt() {
        // 😂's names are "face with tears of joy" and 笑哭了: none holds haha.
        #expect(values("haha").prefix(3).contains("😂"), "\(values("haha").prefix(6))")
        #expect(values("haha").prefix(2) == ["😂", "🤣"])
        #expect(values("哈哈").first == "😂")
        let old = index.search("haha", maximumVersion: EmojiVersion(major: 2)).map(\.entry.value)
        #expect(old.first == "😂" && !old.contains("🤣"), "🤣 (Emoji 3.0) stays hidden under an older version: \(old)")
    }

    @Test func ranksByUsageThenQualityThenCatalogueOrder() {
        let plain = index.search("joy", limit: 20)
        #expect(plain.first?.entry.value == "😂")
        // Qualities never get worse down the list when there is no usage.
        #expect(zip(plain, plain.dropFirst()).allSatisfy { $0.quality <= $1.quality })
        #expect(plain.contains { $0.entry.value == "😹" })
        let used = values("joy", usage: EmojiUsage(counts: ["😹": 3]))
        #expect(used.first == "😹")
        #expect(used.dropFirst().first == "😂")
    }

    @Test func respectsLimitVersionAndEmptyQueries() {
        #expect(values("a", limit: 5).count == 5)
        #expect(values("").isEmpty)
        #expect(values("  ::  ").isEmpty)
        #expect(values("joy", limit: 0).isEmpty)
        #expect(values("zzzzqqq").isEmpty)
        let melting = index.search("melting").map(\.entry.value)
        #expect(melting.contains("🫠"))
        let old = index.search("melting", maximumVersion: EmojiVersion(major: 13)).map(\.entry.value)
        #expect(!old.contains("🫠"))
    }

    @Test func everyEntryIsFoundByItsOwnNames() {
        for entry in catalogue.entries {
            let byChinese = index.search(entry.chineseName, limit: 500).map(\.entry.value)
            #expect(byChinese.contains(entry.value), "\(entry.value) not found by \(entry.chineseName)")
            let byEnglish = index.search(entry.englishName, limit: 500).map(\.entry.value)
            #expect(byEnglish.contains(entry.value), "\(entry.value) not found by \(entry.englishName)")
        }
    }

    @Test func pinyinSuggestionsForTheCandidateBar() {
        #expect(index.pinyinSuggestions("xiaoku").map(\.entry.value).first == "😂")
        #expect(index.pinyinSuggestions("xiao'ku").map(\.entry.value).first == "😂")
        #expect(index.pinyinSuggestions("xiaok").isEmpty)  // not on a syllable end
        #expect(index.pinyinSuggestions("xiao").isEmpty)  // one syllable of a longer name
        #expect(index.pinyinSuggestions("mao").map(\.entry.value).contains("🐈"))
        #expect(index.pinyinSuggestions("").isEmpty)
        #expect(index.pinyinSuggestions("xiaoku", limit: 0).isEmpty)
    }
}
