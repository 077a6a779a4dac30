import Foundation
import ChineseEngine
import Testing
import UserDictionary

@Suite struct HotWordTests {
    func tsv(_ version: Int, expires: Date, word: String = "舒入法") -> String {
        "# hot words\n\(word)\tshu ru fa\t5\t\(Int(expires.timeIntervalSince1970))\t\(version)\n"
    }

    @Test func aTSVFeedIsReadAndItsBadLinesListed() throws {
        let text = """
            舒入法\tshu ru fa\t5\t2026-12-01T00:00:00Z\t7
            坏\tshu\tmany\t2026-12-01\t7
            小学生\txiao xue sheng\t2\t2026-12-01\t7
            旧\tjiu\t1\t2026-12-01\t6
            短\tduan\t1
            """
        let feed = try HotWordFeed(data: Data(text.utf8))
        #expect(feed.version == 7)
        #expect(feed.entries.map(\.text) == ["舒入法", "小学生"])
        #expect(feed.entries[1].expires == ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z"))
        #expect(feed.problems.map(\.line) == [2, 4, 5])
        #expect(throws: UserDictionaryError.self) { try HotWordFeed(tsv: "only\tbad\n") }
    }

    @Test func anExpiredHotWordLeavesTheCandidatesByTheClockAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = TestClock()
        let (dictionary, engine) = try openDictionary(directory, clock: clock)
        #expect(!texts("shurufa", engine).contains("舒入法"))
        try dictionary.replaceHotWords(with: HotWordFeed(tsv: tsv(1, expires: clock.now + 86_400)))
        #expect(texts("shurufa", engine).prefix(3).contains("舒入法"))
        clock.advance(days: 0.5)
        #expect(texts("shurufa", engine).prefix(3).contains("舒入法"))
        clock.advance(days: 1)
        // No refresh: the snapshot notices the expiry itself.
        #expect(!texts("shurufa", engine).contains("舒入法"))
        #expect(try dictionary.hotWords().isEmpty)
    }

    @Test func aNewerFeedReplacesTheOlderAndAnOlderOneIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = TestClock()
        let (dictionary, engine) = try openDictionary(directory, clock: clock)
        try dictionary.replaceHotWords(with: HotWordFeed(tsv: tsv(2, expires: clock.now + 86_400)))
        try dictionary.replaceHotWords(with: HotWordFeed(tsv: tsv(3, expires: clock.now + 86_400, word: "书如发")))
        #expect(try dictionary.hotWords().map(\.text) == ["书如发"])
        #expect(texts("shurufa", engine).prefix(3).contains("书如发"))
        #expect(!texts("shurufa", engine).contains("舒入法"))
        #expect(throws: UserDictionaryError.staleFeed(installed: 3, offered: 2)) {
            try dictionary.replaceHotWords(with: HotWordFeed(tsv: tsv(2, expires: clock.now + 86_400)))
        }
        #expect(try dictionary.hotWords().map(\.text) == ["书如发"])
    }
}
