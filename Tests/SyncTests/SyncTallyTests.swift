import Foundation
@testable import Sync
import Testing
import UserDictionary

/// The report says what happened in words a person reads.
@Suite("Sync reports in words")
struct SyncTallyTests {
    @Test("changes counted by what they are about, singular and plural; a phrase added is not also a move")
    func tallyInWords() {
        let word = SyncWordKey(text: "你好", pinyin: "ni hao")
        let value = SyncWordValue(weight: 1, source: "typed", created: 0, lastUsed: 0)
        let tally = SyncTally([
            .word(word, value), .word(SyncWordKey(text: "内核", pinyin: "nei he"), value), .word(word, nil),
            .learned(word, delta: 1, at: 0), .pair(SyncPairKey(previous: word, next: word), delta: 1, at: 0),
            .phrase(id: "p1", SyncPhraseValue(text: "马上到", code: "msd", group: "常用")), .phrasePosition(id: "p1", position: 1),
            .phrasePosition(id: "p2", position: 2), .setting(key: "shuangpin", value: "xiaohe"),
            .choice(SyncChoiceKey(kind: "chinese", context: "", text: "你好"), chosen: nil), .emojiRecent("👍", used: 0, tones: []),
        ])
        #expect(tally.description == "2 words, 1 removed word, 1 pick learned, 1 phrase, 1 phrase moved, 1 setting, 1 forgotten pick, 1 emoji used")
        #expect(SyncTally([]).description == "nothing new")
        var report = SyncReport()
        report.received = tally
        report.filesMerged = 3
        #expect(report.description.hasPrefix("from your other devices: 2 words, 1 removed word"))
        #expect(report.description.contains("(3 files read)"))
        #expect(report.description.contains("to your other devices: nothing new"))
    }
}
