import Testing
@testable import Emoji

/// Everyday Chinese names and keywords (Unicode CLDR zh annotations, plus the few everyday words
/// the build adds) find their emoji, typed in Chinese or in pinyin.
@Suite struct EverydayNameSearchTests {
    static let index = Result { EmojiSearchIndex(catalogue: try loadCatalogue()) }

    /// (query, emoji expected in the first three results).
    static let table: [(String, String)] = [
        ("点赞", "👍"), ("dianzan", "👍"), ("爱心", "❤️"), ("aixin", "❤️"), ("赞成", "👍"),
        ("幸运", "🍀"), ("笑哭", "😂"), ("xiaoku", "😂"), ("鼓掌", "👏"), ("guzhang", "👏"),
        ("大哭", "😭"), ("心碎", "💔"), ("xinsui", "💔"), ("加油", "💪"), ("jiayou", "💪"),
        ("恭喜", "🎉"), ("玫瑰", "🌹"), ("meigui", "🌹"), ("生日", "🎂"), ("红包", "🧧"),
        ("hongbao", "🧧"), ("握手", "🤝"), ("woshou", "🤝"), ("再见", "👋"), ("zaijian", "👋"),
        ("生气", "😡"), ("思考", "🤔"), ("满分", "💯"), ("拜托", "🙏"), ("圣诞树", "🎄"),
    ]

    @Test func thirtyEverydayNamesFindTheirEmojiInTheTopThree() throws {
        let index = try Self.index.get()
        #expect(Self.table.count == 30)
        for (query, expected) in Self.table {
            let top = index.search(query, limit: 3).map(\.entry.value)
            #expect(top.contains(expected), "\(query) → \(top), expected \(expected)")
        }
    }

    @Test func zanFindsThumbsUpOnTheFirstPage() throws {
        let results = try Self.index.get().search("zan", limit: 24).map(\.entry.value)
        #expect(results.contains("👍"), "zan → \(results)")
        #expect(results.first == "👍", "zan → \(results.prefix(5))")
    }
}
