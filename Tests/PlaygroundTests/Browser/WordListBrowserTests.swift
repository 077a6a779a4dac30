import Foundation
import Testing
@testable import Playground

/// The settings' word lists in a real browser: the real 搜狗 .scel (../shared/eval/import) chosen in
/// the file picker, the count shown, and the poem it brings typed first; a file that is no word
/// list refused with its reason; the export downloaded from the session.
@Suite(.serialized, .timeLimit(.minutes(2))) struct WordListBrowserTests {
    static let scel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/eval/import/唐诗300首【官方推荐】.scel")

    /// Drops the composition without committing it (nothing is learned).
    func clearComposition(_ count: Int, on page: BrowserSession) async throws {
        _ = try await page.driver.script("for (let i = 0; i < \(count); i++) window.shurufa.send({type: 'key', key: 'Backspace', t: performance.now()})")
        try await page.waitUntilSettled()
    }

    @Test func importTheScelFromTheSettingsThenTypeThePoem() async throws {
        try await BrowserSession.run { page in
            try await page.tapLetters("chunmianbujuexiao")
            #expect(try await page.candidates().first == "纯棉不觉晓", "before the import")
            try await clearComposition(17, on: page)
            #expect(try await page.candidates().first != "纯棉不觉晓")
            let shown = try await page.importWordList(Self.scel)
            #expect(shown.contains("Imported 3563 words") && shown.contains("(scel)"), "\(shown)")
            try await page.tapLetters("chunmianbujuexiao")
            #expect(try await page.candidates().first == "春眠不觉晓", "after the import")
        }
    }

    @Test func aFileThatIsNoWordListIsRefusedAndTheExportDownloads() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-wl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let junk = directory.appendingPathComponent("junk.scel")
        try Data("not a cell dictionary at all".utf8).write(to: junk)
        let list = directory.appendingPathComponent("mine.txt")
        try "舒入法\tshu ru fa\t3\n".write(to: list, atomically: true, encoding: .utf8)
        try await BrowserSession.run { page in
            let refused = try await page.importWordList(junk)
            #expect(refused.contains("not a readable scel file") && refused.contains("Nothing was added"), "\(refused)")
            let imported = try await page.importWordList(list)
            #expect(imported.contains("Imported 1 words") && imported.contains("(plain)"), "\(imported)")
            // The export link's file, fetched as the browser would download it.
            let exported = try await page.driver.script("""
                const link = document.getElementById('word-export');
                document.getElementById('word-format').value = 'rime';
                link.addEventListener('click', (event) => event.preventDefault());
                link.click();
                return fetch(link.href).then((r) => r.text());
                """) as? String
            #expect(exported?.contains("舒入法\tshu ru fa\t3") == true, "\(exported ?? "nil")")
        }
    }
}
