import Foundation
import Testing
@testable import Emoji

@Suite struct EmojiCatalogueBinaryTests {
    func bundledBytes() throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "emoji", withExtension: "bin", subdirectory: "Data")
            ?? Bundle.module.url(forResource: "emoji", withExtension: "bin"))
        return try Data(contentsOf: url)
    }

    func expectCorrupt(_ data: Data, mentioning words: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try EmojiCatalogue(binary: data, path: "test.bin")
            Issue.record("accepted a damaged catalogue", sourceLocation: sourceLocation)
        } catch let error as EmojiCatalogueError {
            guard case .corrupt(let path, let reason) = error else {
                Issue.record("wrong error \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(path == "test.bin", sourceLocation: sourceLocation)
            #expect(reason.contains(words), "\(reason)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func resourceIsCompact() throws {
        #expect(try bundledBytes().count <= 1_000_000)
    }

    @Test func rejectsDamagedFiles() throws {
        let good = try bundledBytes()
        #expect(throws: Never.self) { try EmojiCatalogue(binary: good) }
        expectCorrupt(Data(), mentioning: "too short")
        var magic = good
        magic[0] = UInt8(ascii: "X")
        expectCorrupt(magic, mentioning: "magic")
        var version = good
        version[8] = 9
        expectCorrupt(version, mentioning: "format version 9")
        expectCorrupt(good.dropLast(10), mentioning: "size")
        var flipped = good
        flipped[good.count / 2] ^= 0x40
        expectCorrupt(flipped, mentioning: "checksum")
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: EmojiCatalogueError.self) {
            try EmojiCatalogue(contentsOf: URL(fileURLWithPath: "/nonexistent/emoji.bin"))
        }
    }

    @Test func inMemoryCatalogueChecksIndices() {
        let group = EmojiGroup(index: 0, englishName: "G", chineseName: "组", subgroupRange: 0..<1, entryRange: 0..<5)
        #expect(throws: EmojiCatalogueError.self) {
            try EmojiCatalogue(groups: [group], subgroups: [], entries: [])
        }
    }
}
