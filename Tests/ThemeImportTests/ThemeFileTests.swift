import Foundation
import Testing
@testable import ThemeImport

/// A theme file is read by what it is (issue 89): the size checked is the file a link leads to,
/// before it is read; anything but a regular file (a FIFO waited for a writer for ever) is refused.
@Suite(.timeLimit(.minutes(1))) struct ThemeFileTests {
    /// A fresh folder, removed after `body`.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// A sparse file of `bytes` zeros (nothing written but its length).
    static func sparse(_ url: URL, bytes: Int, head: String = "") throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(head.utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
    }

    @Test func anIncludeThroughALinkIsMeasuredByItsTarget() throws {
        try Self.inFolder { folder in
            try Self.sparse(folder.appendingPathComponent("huge"), bytes: 20 << 20, head: "style:\n")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("big.yaml").path, withDestinationPath: "huge")
            let main = folder.appendingPathComponent("t.trime.yaml")
            try Data("preset_color_schemes:\n  default:\n    back_color: 0x112233\nstyle:\n  __include: big:/style\n".utf8).write(to: main)
            #expect(throws: ThemeImportError.tooLarge(file: "big.yaml", bytes: 20 << 20, limit: ThemeImporter.maximumTextBytes)) {
                try ThemeImporter.importTheme(at: main)
            }
        }
    }

    @Test func aLinkedMainFileIsMeasuredByItsTarget() throws {
        try Self.inFolder { folder in
            try Self.sparse(folder.appendingPathComponent("huge"), bytes: 60 << 20)
            let link = folder.appendingPathComponent("t.trime.yaml")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "huge")
            #expect(throws: ThemeImportError.tooLarge(file: "t.trime.yaml", bytes: 60 << 20, limit: ThemeImporter.maximumTextBytes)) {
                try ThemeImporter.importTheme(at: link)
            }
            // Read, the same refusal would come only after 60 MB in memory: refused from the size alone.
            #expect(throws: ThemeImportError.tooLarge(file: "huge", bytes: 60 << 20, limit: 1 << 20)) {
                try ThemeFile.read(folder.appendingPathComponent("huge"), name: "huge") { _ in 1 << 20 }
            }
        }
    }

    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        try Self.inFolder { folder in
            let fifo = folder.appendingPathComponent("t.trime.yaml")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            #expect(throws: ThemeImportError.unreadable(file: "t.trime.yaml", reason: "not a regular file")) {
                try ThemeImporter.importTheme(at: fifo)
            }
            let main = folder.appendingPathComponent("main.trime.yaml")
            try Data("preset_color_schemes:\n  default:\n    back_color: 0x112233\nstyle:\n  __include: t.trime:/\n".utf8).write(to: main)
            #expect(throws: ThemeImportError.unreadable(file: "t.trime.yaml", reason: "not a regular file")) {
                try ThemeImporter.importTheme(at: main)
            }
            let skin = folder.appendingPathComponent("skin")
            try FileManager.default.createDirectory(at: skin, withIntermediateDirectories: true)
            #expect(mkfifo(skin.appendingPathComponent("config.yaml").path, 0o600) == 0)
            #expect(throws: ThemeImportError.unreadable(file: "skin/config.yaml", reason: "not a regular file")) {
                try ThemeImporter.importTheme(at: skin)
            }
        }
    }

    @Test func coloursAreStrictHexadecimal() {
        #expect(SkinColor.trime("0x+FFFFF") == nil)
        #expect(SkinColor.trime("0x-1") == nil)
        #expect(SkinColor.hamster("+FFFFF") == nil && SkinColor.hamster("#+FFFFFF") == nil)
        #expect(SkinColor.bgr("0x+FFFFF") == nil)
        #expect(SkinColor.trime("0xFF112233")?.color?.hex == "#112233")
        #expect(SkinColor.trime("0x00")?.color != nil, "a short ARGB number still reads")
        #expect(SkinColor.hamster("d50000")?.color?.hex == "#D50000")
    }

    @Test func aKeptThemeIsSmallWhateverTheSkinWrites() throws {
        let config = "name: " + String(repeating: "长", count: 100_000) + "\npinyin:\n  iPhone:\n    portrait: kb\n"
        let data = HostileThemeTests.zip([("t/config.yaml", config), ("t/light/kb.yaml", HostileThemeTests.keyboard)])
        let imported = try ThemeImporter.importTheme(data: data, fileName: "long.hskin")
        #expect(imported.theme.title.count == ImportedTheme.maximumTitleCharacters)
        #expect(try imported.theme.jsonData().count < 16 << 10)
    }
}

/// A trime theme that includes files beside it, posted by the page as one zip of the files picked
/// (issue 89: the page took one file, so such a theme could not be imported there).
@Suite struct TrimeZipTests {
    static func entries(_ folder: String, _ names: [String]) throws -> [(String, String)] {
        try names.map { ($0, try String(contentsOf: ThemeFixtures.url("\(folder)/\($0)"), encoding: .utf8)) }
    }

    @Test func aZipOfATrimeThemeAndItsIncludesReadsAsTheFolderDoes() throws {
        let names = ["单静.trime.yaml", "trime.yaml", "xingaqr.yaml"]
        let zip = HostileThemeTests.zip(try Self.entries("trime/xkinput-Rime_JD", names))
        let posted = try ThemeImporter.importTheme(data: zip, fileName: "theme.zip")
        let read = try ThemeImporter.importTheme(at: ThemeFixtures.url("trime/xkinput-Rime_JD/单静.trime.yaml"))
        #expect(posted.summary == read.summary && posted.theme == read.theme)
        #expect(throws: ThemeImportError.notATheme(file: "theme.zip", reason: "it holds several trime themes (单静.trime.yaml, 单静·cherry.trime.yaml); import one at a time")) {
            try ThemeImporter.importTheme(data: HostileThemeTests.zip(try Self.entries("trime/xkinput-Rime_JD", names + ["单静·cherry.trime.yaml"])),
                                          fileName: "theme.zip")
        }
        let alone = HostileThemeTests.zip(try Self.entries("trime/xkinput-Rime_JD", ["单静.trime.yaml"]))
        #expect(throws: ThemeImportError.self, "its includes are not in the zip") { try ThemeImporter.importTheme(data: alone, fileName: "theme.zip") }
    }
}
