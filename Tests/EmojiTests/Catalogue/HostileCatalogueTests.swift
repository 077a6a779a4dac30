import Foundation
import Testing
@testable import Emoji

/// Catalogue files an attacker (or a broken disk) could hand the reader: header counts at their
/// maximum, a string offset past the pool behind a right checksum, a FIFO and a directory. Each is
/// a clear `EmojiCatalogueError`, never a trap or a hang.
@Suite struct HostileCatalogueTests {
    static let headerSize = 36

    func bundledBytes() throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "emoji", withExtension: "bin", subdirectory: "Data")
            ?? Bundle.module.url(forResource: "emoji", withExtension: "bin"))
        return Array(try Data(contentsOf: url))
    }

    func setU32(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    /// Rewrites the header's FNV-1a checksum so only the structure is wrong.
    func fixChecksum(_ bytes: inout [UInt8]) {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes[Self.headerSize...] { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        setU32(hash, at: 32, in: &bytes)
    }

    func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try EmojiCatalogue(binary: Data(bytes), path: "hostile.bin")
            return nil
        } catch EmojiCatalogueError.corrupt(let path, let reason) {
            return path == "hostile.bin" ? reason : "wrong path \(path)"
        } catch {
            return "unexpected \(error)"
        }
    }

    /// Group, subgroup, emoji and variant counts and the pool size (header offsets 12…28).
    @Test(arguments: [12, 16, 20, 24, 28])
    func aCountAtItsMaximumIsASizeError(offset: Int) throws {
        var bytes = try bundledBytes()
        setU32(.max, at: offset, in: &bytes)
        #expect(reason(bytes)?.contains("does not match the header") == true, "\(reason(bytes) ?? "accepted")")
    }

    @Test func everyCountAtItsMaximumIsASizeError() throws {
        var bytes = try bundledBytes()
        for offset in stride(from: 12, through: 28, by: 4) { setU32(.max, at: offset, in: &bytes) }
        #expect(reason(bytes)?.contains("does not match the header") == true)
    }

    @Test func aStringPastThePoolBehindARightChecksumIsAnError() throws {
        var bytes = try bundledBytes()
        // The first table entry is the first group's English name: a 4-byte pool offset, a 2-byte length.
        setU32(.max, at: Self.headerSize, in: &bytes)
        fixChecksum(&bytes)
        #expect(reason(bytes)?.contains("outside the pool") == true, "\(reason(bytes) ?? "accepted")")
    }

    @Test func aFIFOAndADirectoryAreRefusedWithoutWaiting() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("emoji.bin")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        for url in [fifo, folder] {
            #expect { try EmojiCatalogue(contentsOf: url) } throws: { "\($0)".contains("not a regular file") }
        }
    }
}
