import Foundation
import KeyboardCore
import KeyboardUserDictionary
import ChineseEngine
import Testing
import UserDictionary

/// The word-list store the hosts use (the playground's settings, the iOS host's document picker):
/// a file read in place or from bytes, its words in the keyboard's dictionary, strict refusing all,
/// a hostile file adding nothing, and each export format read back.
@Suite struct WordListStoreTests {
    func withStore(_ body: (KeyboardEngine, any WordListStore, URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-wordlist-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try KeyboardUserDictionary.open(in: folder, engine: try ChineseEngine())
        let store = try #require(engine.stores.wordLists)
        try body(engine, store, folder)
    }

    @Test func aFileInPlaceStrictAndExports() throws {
        try withStore { engine, store, folder in
            let file = folder.appendingPathComponent("mine.txt")
            try "舒入法\tshu ru fa\t3\n坏\txyz\n".write(to: file, atomically: true, encoding: .utf8)
            let strict = try store.importWordList(at: file, strict: true)
            #expect(strict.refused && strict.words == 0 && strict.skipped == 1)
            #expect(!engine.engine.candidates(for: "shurufa", limit: 5).map(\.text).contains("舒入法"), "strict: nothing added")
            let report = try store.importWordList(at: file, strict: false)
            #expect(!report.refused && report.words == 1 && report.skipped == 1 && report.format == "plain")
            #expect(report.problems.first?.hasPrefix("line 2:") == true)
            #expect(engine.engine.candidates(for: "shurufa", limit: 5).first?.text == "舒入法")
            for format in ["rime", "gboard", "plain"] {
                let (data, name) = try store.exportWordList(format: format)
                let list = try WordList(reading: WordListInput(data: data, name: name))
                #expect(list.words.map(\.text) == ["舒入法"] && list.format == format, "\(format): \(name)")
            }
            #expect(throws: WordListError.self) { try store.exportWordList(format: "docx") }
        }
    }

    @Test func aHostileFileAddsNothing() throws {
        try withStore { engine, store, _ in
            #expect(throws: WordListError.self) { try store.importWordList(Data([0x40, 0x15, 0, 0, 0x44, 0x43, 0x53, 1, 1, 0, 0, 0]), fileName: "x.scel", strict: false) }
            #expect(throws: WordListError.self) { try store.importWordList(Data(count: 100), fileName: "x.txt", strict: false) }
        }
    }
}
