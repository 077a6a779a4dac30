import Foundation
@testable import Sync
import Testing
import UserDictionary

/// What the keyboard remembers beside the words syncs too: the bar's remembered picks, English words
/// kept against correction and emoji recents; the clipboard and hot words never leave the device.
@Suite("Sync carries picks, kept English words and emoji recents, never the clipboard")
struct RememberedSyncTests {
    @Test("a pick, a kept English word and an emoji used on A reach B; A's clipboard does not; a pick forgotten on B goes on A")
    func rememberedThingsSync() async throws {
        try await withTwoDevices { a, b in
            try a.dictionary.keepChosenText("梅江琴", kind: "chinese", context: "你好")
            try a.dictionary.keepEnglishWord("Shurufa")
            try a.dictionary.useEmoji("👍", tones: ["3"])
            _ = try a.dictionary.recordClipboard(text: "一段复制的文字", at: a.clock.now)
            _ = try await a.session.run()
            _ = try await b.session.run()
            #expect(try b.dictionary.chosenTexts().map(\.text) == ["梅江琴"])
            #expect(try b.dictionary.keptEnglishWords() == ["shurufa"])
            #expect(try b.dictionary.emojiRecents().map(\.emoji) == ["👍"])
            #expect(try b.dictionary.emojiRecents().first?.tones == ["3"])
            #expect(try b.dictionary.clipboardItems().isEmpty)
            for device in [a, b] { device.clock.advance(seconds: 60) }
            try b.dictionary.forgetChosenText("梅江琴", kind: "chinese", context: "你好")
            _ = try await b.session.run()
            _ = try await a.session.run()
            #expect(try a.dictionary.chosenTexts().isEmpty)
            #expect(try a.contents() == b.contents())
            // No text of the clipboard reached the folder (it is encrypted anyway; it is not in any change).
            let operations = try b.dictionary.ledgerRead { _, books in try SyncLedger.operations(books) }
            #expect(!operations.contains { "\($0.change)".contains("一段复制的文字") })
        }
    }

    @Test("joining logs what the dictionary holds once and switches the feed on; later edits go through the feed, once")
    func joiningLogsWhatTheDictionaryHolds() async throws {
        try await withTwoDevices { a, b in
            try a.dictionary.add(UserWord(text: "同步", syllables: ["tong", "bu"]))
            try a.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
            #expect(try a.dictionary.syncRead { store in try store.feedIsOn() } == false)
            _ = try a.session.deviceID()
            // Joined: the feed is on, and what the dictionary held is in the log once (not in the feed).
            #expect(try a.dictionary.syncRead { store in try store.feedIsOn() && store.feed().isEmpty })
            try a.dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
            #expect(try a.dictionary.syncRead { store in try store.feed().count } == 1)
            _ = try await a.session.run()
            #expect(try a.dictionary.syncRead { store in try store.feed().isEmpty })
            _ = try await b.session.run()
            #expect(try b.dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 2)
            #expect(try b.dictionary.words().map(\.text) == ["同步"])
        }
    }
}
