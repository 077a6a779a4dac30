import Foundation
import ShurufaTestSupport
import Testing
@testable import ThemeImport

/// A hostile skin is refused with a clear error before it costs much: a name outside the archive,
/// a bomb, a 100 MB YAML, a file that is no theme.
@Suite struct HostileThemeTests {
    static func zip(_ entries: [(String, String)], claimedSizes: [String: Int] = [:]) -> Data {
        StoredZip.archive(entries, claimedSizes: claimedSizes)
    }

    static let config = "name: t\npinyin:\n  iPhone:\n    portrait: kb\n"
    static let keyboard = "keyboardStyle: {backgroundStyle: bg}\nbg: {normalColor: 112233}\n"

    @Test func aPlainSkinZipReads() throws {
        let data = Self.zip([("t/config.yaml", Self.config), ("t/light/kb.yaml", Self.keyboard)])
        let imported = try ThemeImporter.importTheme(data: data, fileName: "t.hskin")
        #expect(imported.summary.light.keyboardBackground?.color?.hex == "#112233")
        #expect(imported.summary.dark == nil)
    }

    @Test func aNameOutsideTheArchiveIsRefused() {
        let data = Self.zip([("t/config.yaml", Self.config), ("../../etc/kb.yaml", Self.keyboard)])
        #expect {
            try ThemeImporter.importTheme(data: data, fileName: "evil.hskin")
        } throws: { error in
            guard case let .archive(file, reason)? = error as? ThemeImportError else { return false }
            return file == "evil.hskin" && reason.contains("outside")
        }
    }

    @Test func aBombIsRefusedBeforeItIsUnpacked() {
        let data = Self.zip([("t/config.yaml", Self.config), ("t/light/kb.yaml", Self.keyboard)], claimedSizes: ["t/light/kb.yaml": 1 << 30])
        #expect {
            try ThemeImporter.importTheme(data: data, fileName: "bomb.hskin")
        } throws: { error in
            guard case let .archive(_, reason)? = error as? ThemeImportError else { return false }
            return reason.contains("bytes")
        }
    }

    @Test func aHundredMegabyteYAMLIsRefusedUnread() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).trime.yaml")
        _ = FileManager.default.createFile(atPath: url.path, contents: Data("style:\n".utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        #expect(throws: ThemeImportError.tooLarge(file: url.lastPathComponent, bytes: 100 << 20, limit: ThemeImporter.maximumTextBytes)) {
            try ThemeImporter.importTheme(at: url)
        }
    }

    @Test func aFileThatIsNoThemeSaysSo() {
        #expect(throws: ThemeImportError.notATheme(file: "x.yaml", reason: "neither a skin, a trime theme, Hamster's settings nor a theme of ours")) {
            try ThemeImporter.importTheme(data: Data("a: 1\n".utf8), fileName: "x.yaml")
        }
        #expect(throws: ThemeImportError.self) {
            try ThemeImporter.importTheme(data: Data("a: [1, 2\n".utf8), fileName: "broken.yaml")
        }
    }
}
