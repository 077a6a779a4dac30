import Foundation
import Testing
@testable import Emoji

@Suite struct EmojiRecentsTests {
    @Test func mostRecentFirstWithoutDuplicatesAndBounded() {
        var recents = EmojiRecents(capacity: 3)
        for value in ["a", "b", "c", "b", "d"] { recents.record(value) }
        #expect(recents.emoji == ["d", "b", "c"])
        #expect(recents.useCounts["b"] == 2)
        #expect(recents.useCounts["a"] == 1)
        recents.record("")
        #expect(recents.emoji.count == 3)
        #expect(EmojiRecents().capacity == 30)
    }

    @Test func remembersSkinTonePerEmoji() throws {
        let catalogue = try loadCatalogue()
        var recents = EmojiRecents()
        recents.record("👍🏽", in: catalogue)
        #expect(recents.emoji == ["👍"])
        #expect(recents.skinTones["👍"] == [.medium])
        let thumbs = try #require(catalogue.entry(for: "👍"))
        #expect(recents.preferredValue(of: thumbs) == "👍🏽")
        recents.record("👍", in: catalogue)
        #expect(recents.skinTones["👍"] == nil)
        #expect(recents.useCounts["👍"] == 2)
        recents.setSkinTones([.dark], for: "👍")
        #expect(recents.preferredValue(of: thumbs) == "👍🏿")
        #expect(recents.usage.count(of: "👍") == 2)
        recents.removeAll()
        #expect(recents.emoji.isEmpty && recents.useCounts.isEmpty)
    }

    @Test func useCountsStayBounded() {
        var recents = EmojiRecents()
        for index in 0..<(EmojiRecents.usageLimit + 50) { recents.record("x\(index)") }
        #expect(recents.useCounts.count == EmojiRecents.usageLimit)
        #expect(recents.emoji.allSatisfy { recents.useCounts[$0] != nil })
    }
}

@Suite struct EmojiRecentsStoreTests {
    @Test func savesAndLoadsRecents() throws {
        let folder = try temporaryFolder()
        let store = EmojiRecentsStore(fileURL: folder.appendingPathComponent("recents.json"))
        #expect(try store.load() == EmojiRecents())
        var recents = EmojiRecents()
        recents.record("😂")
        recents.record("👍🏽", in: try loadCatalogue())
        try store.save(recents)
        #expect(try store.load() == recents)
        let after = try store.record("🐈")
        #expect(after.emoji.first == "🐈")
        #expect(try store.load().emoji == ["🐈", "👍", "😂"])
        // Nothing but the file itself is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["recents.json"])
    }

    @Test func aCrashedWriteLeavesThePreviousRecents() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("recents.json")
        let store = EmojiRecentsStore(fileURL: url)
        var recents = EmojiRecents()
        recents.record("😂")
        try store.save(recents)
        // A writer that died mid-way leaves only a partial temp file beside the real one.
        try Data("{\"emoji\":[\"🐈".utf8).write(to: folder.appendingPathComponent(".recents.json.tmp-1-2"))
        #expect(try store.load() == recents)
        recents.record("🐈")
        try store.save(recents)
        #expect(try store.load() == recents)
    }

    @Test func corruptFileIsAClearError() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("recents.json")
        try Data("not json".utf8).write(to: url)
        #expect {
            try EmojiRecentsStore(fileURL: url).load()
        } throws: { error in
            guard case .corrupt(let path, _) = error as? EmojiRecentsStoreError else { return false }
            return path == url.path
        }
    }

    @Test func unwritableFolderIsAClearError() throws {
        let store = EmojiRecentsStore(fileURL: URL(fileURLWithPath: "/nonexistent-folder/recents.json"))
        #expect {
            try store.save(EmojiRecents())
        } throws: { error in
            guard case .writeFailed(let path, _) = error as? EmojiRecentsStoreError else { return false }
            return path == "/nonexistent-folder/recents.json"
        }
    }
}
