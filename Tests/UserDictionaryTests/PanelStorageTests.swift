import Foundation
import GRDB
import ChineseEngine
import Testing
@testable import UserDictionary

/// Clipboard items and saved phrases in the user dictionary's file: kept across reopening,
/// ordered, shared by two connections, added once by default, and an older file migrates
/// keeping its words.
@Suite struct PanelStorageTests {
    @Test func clipboardItemsAreKeptNewestFirstAndARepeatMovesUp() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let (dictionary, _) = try openDictionary(directory)
            try dictionary.recordClipboard(text: "一", at: Date(timeIntervalSince1970: 10))
            try dictionary.recordClipboard(text: "二", at: Date(timeIntervalSince1970: 20))
            let again = try dictionary.recordClipboard(text: "一", at: Date(timeIntervalSince1970: 30))
            try dictionary.setClipboardItem(again.id, pinned: true)
        }
        let (reopened, _) = try openDictionary(directory)
        let items = try reopened.clipboardItems()
        #expect(items.map(\.text) == ["一", "二"])
        #expect(items.map(\.pinned) == [true, false])
        try reopened.pruneClipboard(copiedBefore: Date(timeIntervalSince1970: 25), keeping: 50)
        #expect(try reopened.clipboardItems().map(\.text) == ["一"])
        try reopened.clearClipboard(includingPinned: false)
        #expect(try reopened.clipboardItems().count == 1)
        try reopened.clearClipboard(includingPinned: true)
        #expect(try reopened.clipboardItems().isEmpty)
    }

    @Test func recordingAndPruningTogetherIsOneTransaction() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        for index in 0..<3 { try dictionary.recordClipboard(text: "\(index)", at: Date(timeIntervalSince1970: Double(10 + index))) }
        let item = try dictionary.recordClipboard(
            text: "新", at: Date(timeIntervalSince1970: 100), pruningCopiedBefore: Date(timeIntervalSince1970: 11), keeping: 2)
        #expect(item.text == "新")
        #expect(try dictionary.clipboardItems().map(\.text) == ["新", "2"], "the expired and the oldest over the cap went, the new one stayed")
        #expect(throws: UserDictionaryError.self) {
            try dictionary.recordClipboard(text: "x", at: Date(timeIntervalSince1970: 1), pruningCopiedBefore: Date(timeIntervalSince1970: .infinity), keeping: 2)
        }
        #expect(try dictionary.clipboardItems().map(\.text) == ["新", "2"], "a refused prune keeps nothing of the record")
    }

    @Test func pruningKeepsTheNewestWithinTheLimit() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        for index in 0..<8 { try dictionary.recordClipboard(text: "\(index)", at: Date(timeIntervalSince1970: Double(index))) }
        try dictionary.setClipboardItem(try #require(try dictionary.clipboardItems().last).id, pinned: true)
        try dictionary.pruneClipboard(copiedBefore: .distantPast, keeping: 3)
        #expect(try dictionary.clipboardItems().map(\.text) == ["7", "6", "0"])
    }

    @Test func phrasesKeepTheirOrderAcrossReopeningAndEdits() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let (dictionary, _) = try openDictionary(directory)
            let added = try dictionary.addPhrases([
                StoredPhrase(text: "甲", code: "a", group: "一"), StoredPhrase(text: "乙", code: "b", group: "一"),
                StoredPhrase(text: "丙", code: "", group: "二"),
            ])
            try dictionary.movePhrase(added[2].id, to: 0)
            try dictionary.updatePhrase(StoredPhrase(id: added[0].id, text: "甲甲", code: "aa", group: "一"))
            try dictionary.removePhrase(added[1].id)
        }
        let (reopened, _) = try openDictionary(directory)
        #expect(try reopened.phrases().map(\.text) == ["丙", "甲甲"])
        #expect(try reopened.phrases().last?.code == "aa")
    }

    @Test func defaultsAreAddedOnceEvenByTwoConnections() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (first, _) = try openDictionary(directory)
        let (second, _) = try openDictionary(directory)
        let defaults = [StoredPhrase(text: "在开会", code: "zkh", group: "常用")]
        try first.addPhrasesOnce(defaults)
        try second.addPhrasesOnce(defaults)
        #expect(try first.phrases().count == 1)
        try first.removePhrase(try #require(try first.phrases().first).id)
        try second.addPhrasesOnce(defaults)
        #expect(try second.phrases().isEmpty)
    }

    @Test func aFileFromBeforeThePanelsMigratesKeepingItsWords() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        do {
            // The schema as the previous release left it: migrations up to v2 only, and a word.
            let queue = try DatabaseQueue(path: file.path)
            try UserDictionary.migrator.migrate(queue, upTo: "v2-application-id")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO userWord VALUES ('舒入法', 'shu ru fa', 1, 'user', 0, 0)")
            }
            #expect(try queue.read { try $0.tableExists("phrase") } == false)
        }
        let (dictionary, _) = try openDictionary(directory)
        #expect(dictionary.recovery == nil)
        #expect(try dictionary.words().map(\.text) == ["舒入法"])
        try dictionary.addPhrases([StoredPhrase(text: "你好", code: "nh", group: "常用")])
        #expect(try dictionary.phrases().map(\.text) == ["你好"])
    }

    @Test func phraseListsRoundTripWithEscapesAndReportBadLines() {
        let phrases = [StoredPhrase(text: "第一行\n第二行\t制表\\", code: "dz", group: "地址")]
        let text = PhraseList.render(phrases)
        let read = PhraseList(parsing: Data(text.utf8), defaultGroup: "常用") { _ in nil }
        #expect(read.phrases == phrases)
        #expect(read.problems.isEmpty)
        let bad = PhraseList(parsing: Data("好\t\t\n坏\tx\ty\tz\n没有代码\n".utf8), defaultGroup: "常用") { $0.text == "好" ? "refused" : nil }
        #expect(bad.problems.map(\.line) == [1, 2])
        #expect(bad.phrases == [StoredPhrase(text: "没有代码", code: "", group: "常用")])
        #expect(PhraseList(parsing: Data([0xFF, 0xFE, 0x00]), defaultGroup: "常用") { _ in nil }.problems.count == 1)
    }
}
