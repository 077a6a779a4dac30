import Foundation
import Testing
@testable import ThemeImport

/// A hostile skin is refused with a clear error before it costs much: a name outside the archive,
/// a bomb, a 100 MB YAML, a file that is no theme.
@Suite struct HostileThemeTests {
    /// A zip of stored entries; `claimedSizes` overrides the size the central directory gives.
    static func zip(_ entries: [(String, String)], claimedSizes: [String: Int] = [:]) -> Data {
        func le(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        var out: [UInt8] = [], directory: [UInt8] = []
        for (name, text) in entries {
            let bytes = Array(text.utf8), nameBytes = Array(name.utf8)
            let size = claimedSizes[name] ?? bytes.count
            let common = le(20, 2) + le(0x0800, 2) + le(0, 2) + le(0, 2) + le(0x21, 2) + le(Int(crc32(bytes)), 4) + le(bytes.count, 4)
                + le(size, 4) + le(nameBytes.count, 2) + le(0, 2)
            directory += le(0x0201_4B50, 4) + le(20, 2) + common + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(out.count, 4) + nameBytes
            out += le(0x0403_4B50, 4) + common + nameBytes + bytes
        }
        let directoryOffset = out.count
        out += directory
        out += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(entries.count, 2) + le(entries.count, 2) + le(directory.count, 4)
            + le(directoryOffset, 4) + le(0, 2)
        return Data(out)
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
