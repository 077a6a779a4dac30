import Foundation
import GRDB
@testable import Sync
import Testing
@testable import UserDictionary

/// A device that synced with the earlier version (which kept a base of the tables and diffed
/// against it at each sync) loses nothing and sends nothing twice at its first sync after the
/// update: what changed since its last sync is diffed once, then the feed takes over.
@Suite("A dictionary synced by the earlier version upgrades to the change feed")
struct UpgradeTests {
    @Test("changes made under the earlier version reach the other device once; the base and its clock give way to the feed")
    func legacyBaseIsDiffedOnceThenTheFeed() async throws {
        try await withTwoDevices { a, b in
            let word = UserWord(text: "同步", syllables: ["tong", "bu"])
            try a.dictionary.add(word)
            try a.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
            _ = try await a.session.run()
            _ = try await b.session.run()
            // A as the earlier version left it: a base of what its last sync wrote, its clock in the
            // ledger (an hour ahead of the dictionary's), no feed.
            let ahead = HybridTime(milliseconds: Int64((a.clock.now.timeIntervalSince1970 + 3600) * 1000))
            try a.dictionary.ledgerTransaction { store, books in
                var base = SyncBase()
                base.state = try store.contents()
                base.phraseIDs = Dictionary(uniqueKeysWithValues: base.state.phrases.compactMap { p in p.syncID.map { (p.rowID, $0) } })
                base.positions = Dictionary(uniqueKeysWithValues: base.state.phrases.compactMap { p in p.syncID.map { ($0, p.place ?? 0) } })
                try books.setLedgerValue("base", JSONEncoder().encode(base))
                try books.setLedgerValue("clock", JSONEncoder().encode(ahead))
            }
            try await a.dictionary.pool.write { db in try db.execute(sql: "DELETE FROM setting WHERE key = 'feed.on'") }
            // What the earlier version would have captured at its next sync: a learning, a removal
            // journaled and the word added back, a new phrase.
            a.clock.advance(seconds: 60)
            try a.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
            try a.dictionary.remove(text: word.text, syllables: word.syllables)
            try a.dictionary.add(UserWord(text: word.text, syllables: word.syllables, weight: 4))
            try a.dictionary.addPhrases([StoredPhrase(text: "升级后的短语", code: "sj", group: "常用")])
            #expect(try a.dictionary.syncRead { store in try store.feedIsOn() } == false)
            _ = try await a.session.run()
            _ = try await b.session.run()
            #expect(try b.dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 2)
            #expect(try b.dictionary.words().map(\.weight) == [4])
            #expect(try b.dictionary.phrases().map(\.text).contains("升级后的短语"))
            #expect(try a.contents() == b.contents())
            let after = try a.dictionary.ledgerRead { store, books in
                (feed: try store.feedIsOn(), base: try books.ledgerValue("base"), clock: try store.clock())
            }
            #expect(after.feed && after.base == nil && after.clock >= ahead)
            // From now on the feed: one more learning goes once.
            try a.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
            _ = try await a.session.run()
            _ = try await b.session.run()
            #expect(try b.dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 3)
        }
    }
}
