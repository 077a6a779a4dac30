import Foundation
import Testing
@testable import UserDictionary

/// Before a device joins sync, only what leaves no dated row is kept with its time (a setting, a
/// phrase's edit or removal, a pick forgotten); words, picks, kept English words and emoji say
/// when in their own rows, so an import adds nothing to the table.
@Suite struct UnsyncedEditTests {
    @Test func onlyWhatLeavesNoDatedRowIsKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        try dictionary.add((0..<50).map { _ in UserWord(text: "你好", syllables: ["ni", "hao"]) } + [UserWord(text: "内核", syllables: ["nei", "he"])])
        try dictionary.remove(text: "内核", syllables: ["nei", "he"])
        try dictionary.keepEnglishWord("teh")
        try dictionary.useEmoji("👍", tones: [])
        try dictionary.setSyncedSettings(["shuangpin": "xiaohe"])
        try dictionary.keepChosenText("你好", kind: "chinese", context: "")
        try dictionary.forgetChosenText("你好", kind: "chinese", context: "")
        try dictionary.keepChosenText("内核", kind: "chinese", context: "")
        try dictionary.forgetChosenText("内核", kind: "chinese", context: "")
        // A pick made again after it was forgotten: its row speaks, the forgetting kept goes.
        try dictionary.keepChosenText("内核", kind: "chinese", context: "")
        let phrase = try #require(try dictionary.addPhrases([StoredPhrase(text: "马上到", code: "msd", group: "常用")]).first)
        try dictionary.removePhrase(phrase.id)
        let kept = try dictionary.syncRead { store in try store.unsyncedEdits() }.map(\.change)
        let setting = SyncChange.setting(key: UserDictionary.syncedSettingPrefix + "shuangpin", value: "xiaohe")
        #expect(kept.contains(setting), "\(kept)")
        #expect(kept.contains(.choice(SyncChoiceKey(kind: "chinese", context: "", text: "你好"), chosen: nil)), "\(kept)")
        #expect(kept.contains { if case .phrase(_, nil) = $0 { true } else { false } }, "\(kept)")
        #expect(!kept.contains { if case .word = $0 { true } else { false } }, "\(kept)")
        #expect(!kept.contains { if case .choice(let key, _) = $0 { key.text == "内核" } else { false } }, "\(kept)")
        #expect(!kept.contains { if case .emojiRecent = $0 { true } else { false } }, "\(kept)")
        #expect(!kept.contains { if case .keptEnglishWord = $0 { true } else { false } }, "\(kept)")
    }
}
