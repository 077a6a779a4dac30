import Foundation
import ShurufaTestSupport
import Testing
import Zip

/// The zip reader: stored and deflated entries come out whole; a malformed zip, a name outside the
/// archive and a bomb are refused with an error saying which.
@Suite struct ZipArchiveTests {
    /// The `ZipError` reading every entry of `data` throws, or nil when it reads.
    static func refusal(_ data: Data) -> ZipError? {
        do {
            let archive = try ZipArchive(data: data)
            for entry in archive.entries { try archive.read(entry) { _ in } }
            return nil
        } catch {
            return error as? ZipError
        }
    }

    @Test func storedEntriesReadInTheDirectorysOrder() throws {
        let data = StoredZip.archive([("a/one.txt", "一二三"), ("a/", ""), ("two.yaml", "k: v\n")])
        #expect(try ZipFiles.names(in: data) == ["a/one.txt", "a/", "two.yaml"])
        let files = try ZipFiles.contents(in: data, totalLimit: 1 << 10) { _ in true }
        #expect(files.map(\.name) == ["a/one.txt", "two.yaml"])
        #expect(files.map { String(decoding: $0.bytes, as: UTF8.self) } == ["一二三", "k: v\n"])
        #expect(try ZipFiles.contents(in: data, totalLimit: 1 << 10) { $0.hasSuffix(".yaml") }.map(\.name) == ["two.yaml"])
    }

    @Test func aDeflatedEntryRoundTripsThroughTheWriter() throws {
        let text = Array(String(repeating: "nihao\t你好\tzh-CN\n", count: 5_000).utf8)
        let data = try ZipArchive.single(name: "dictionary.txt", contents: text)
        #expect(data.count < text.count / 10)
        let archive = try ZipArchive(data: data)
        #expect(archive.entries.map(\.method) == [8])
        var out: [UInt8] = []
        try archive.read(archive.entries[0]) { out += $0 }
        #expect(out == text)
    }

    @Test func malformedZipsSayWhatIsWrong() throws {
        #expect(Self.refusal(Data("no zip here".utf8))?.description == "not a readable zip file: no end of central directory")
        let good = StoredZip.archive([("a.txt", "hello")])
        // A directory said to run past the end.
        var cut = good
        cut.replaceSubrange(good.count - 10 ..< good.count - 6, with: StoredZip.le(10_000, 4))
        #expect(Self.refusal(cut)?.description.contains("its central directory") == true, "\(String(describing: Self.refusal(cut)))")
        // A flipped byte of the data: the checksum differs.
        var flipped = good
        flipped[30 + 5] ^= 0xFF
        #expect(Self.refusal(flipped)?.reason == "a.txt does not match its size and checksum")
        // A method neither stored nor deflated.
        let directory = good.count - 22 - 46 - 5
        var method = good
        method.replaceSubrange(directory + 10 ..< directory + 12, with: StoredZip.le(12, 2))
        #expect(Self.refusal(method)?.reason.contains("packed by method 12") == true)
        // A local header that is not one.
        var header = good
        header[0] = 0
        #expect(Self.refusal(header)?.reason == "a broken local header")
        // Encrypted.
        var encrypted = good
        encrypted[directory + 8] |= 1
        #expect(Self.refusal(encrypted)?.reason == "a.txt is encrypted")
    }

    @Test func namesOutsideTheArchiveAreRefused() {
        for name in ["../x.txt", "/etc/x.txt", "a/../../x.txt", "a\\x.txt", "C:x.txt"] {
            #expect(Self.refusal(StoredZip.archive([(name, "x")]))?.reason.contains("would be written outside it") == true, "\(name)")
        }
        #expect(ZipArchive.isSafe("a/b..c/d.txt"))
    }

    @Test func bombsCostNoMoreThanTheirCaps() throws {
        // Claiming more than an entry may hold: refused before a byte is unpacked.
        let huge = StoredZip.archive([("a.txt", "x")], claimedSizes: ["a.txt": ZipArchive.maximumEntrySize + 1])
        #expect(Self.refusal(huge)?.reason.contains("would unpack to") == true)
        // Deflated, claiming less than it holds: inflating stops at the claim.
        let zeros = try ZipArchive.single(name: "a.txt", contents: [UInt8](repeating: 0, count: 1 << 20))
        #expect(zeros.count < 8 << 10)
        var lying = zeros
        let directory = zeros.count - 22 - 46 - 5
        lying.replaceSubrange(directory + 24 ..< directory + 28, with: StoredZip.le(40, 4))
        #expect(Self.refusal(lying)?.description == "not unpacked: the zip's a.txt inflates past 40 bytes")
        // Files that together pass the total: refused before the one that passes it is unpacked.
        let two = StoredZip.archive([("a.txt", String(repeating: "a", count: 600)), ("b.txt", String(repeating: "b", count: 600))])
        #expect(throws: ZipError.unsafe(reason: "its files unpack to more than 1000 bytes")) {
            try ZipFiles.contents(in: two, totalLimit: 1_000) { _ in true }
        }
        // More entries than are read.
        let many = StoredZip.archive((0...ZipArchive.maximumEntries).map { ("f\($0)", "") })
        #expect(throws: ZipError.unsafe(reason: "it lists \(ZipArchive.maximumEntries + 1) entries")) { try ZipArchive(data: many) }
    }
}
