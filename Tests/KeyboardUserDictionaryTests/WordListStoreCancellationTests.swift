import Foundation
import KeyboardCore
import KeyboardUserDictionary
import ChineseEngine
import Testing

/// An import whose task is cancelled (the playground's uploader left) reads no more entries,
/// adds nothing and throws `CancellationError`; the same import uncancelled adds its word.
@Suite struct WordListStoreCancellationTests {
    @Test func aCancelledImportStopsAndAddsNothing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-wordlist-cancel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try KeyboardUserDictionary.open(in: folder, engine: try ChineseEngine())
        let store = try #require(engine.stores.wordLists)
        let list = Data(String(repeating: "舒入法\tshu ru fa\t3\n", count: 1_000).utf8)
        let cancelled = await Task { () -> Result<WordListImportReport, any Error> in
            withUnsafeCurrentTask { $0?.cancel() }
            return Result { try store.importWordList(list, fileName: "mine.txt", strict: false) }
        }.value
        #expect(throws: CancellationError.self) { try cancelled.get() }
        #expect(!engine.engine.candidates(for: "shurufa", limit: 5).map(\.text).contains("舒入法"), "nothing added")
        let report = try store.importWordList(list, fileName: "mine.txt", strict: false)
        #expect(report.words >= 1 && engine.engine.candidates(for: "shurufa", limit: 5).first?.text == "舒入法")
    }
}
