import Foundation
import Testing
@testable import PinyinEngine

@Suite struct DataFileTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-test-\(UUID().uuidString)-\(name)").path
    }

    @Test func roundTripKeepsEverySection() throws {
        var writer = DataFileWriter(kind: "TEST")
        writer.add("AAAA", [UInt32(1), 2, 3, 0xDEAD_BEEF])
        writer.add("BBBB", [UInt16(7), 8, 9])
        writer.add("CCCC", bytes: Array("hello".utf8))
        let path = temporaryPath("roundtrip.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        let file = try DataFile(path: path, kind: "TEST")
        let a = try file.array("AAAA", of: UInt32.self, count: 4)
        #expect((0..<4).map { a[$0] } == [1, 2, 3, 0xDEAD_BEEF])
        let b = try file.array("BBBB", of: UInt16.self)
        #expect((0..<b.count).map { b[$0] } == [7, 8, 9])
        #expect(Array(try file.section("CCCC")) == Array("hello".utf8))
        #expect(throws: PinyinEngineError.self) { try file.section("DDDD") }
        #expect(throws: PinyinEngineError.self) { try file.array("AAAA", of: UInt32.self, count: 5) }
    }

    @Test func pythonAndSwiftChecksumsAgreeOnTheShippedFiles() throws {
        // The shipped files were written by the Python builder; opening verifies its checksum.
        let directory = try #require(PinyinEngine.bundledDataDirectory)
        _ = try Lexicon(path: directory + "/lexicon.bin")
        _ = try LanguageModel(path: directory + "/lm.bin")
    }

    /// Copies the shipped lexicon, damages it with `damage`, and returns the error opening it gives.
    private func openDamaged(_ damage: (inout [UInt8]) -> Void) throws -> PinyinEngineError? {
        let directory = try #require(PinyinEngine.bundledDataDirectory)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/lexicon.bin")))
        damage(&bytes)
        let path = temporaryPath("damaged.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try Lexicon(path: path)
            return nil
        } catch let error as PinyinEngineError {
            return error
        }
    }

    @Test func truncatedFileIsAClearError() throws {
        let error = try openDamaged { $0.removeLast($0.count / 2) }
        #expect(error?.description.contains("truncated") == true, "\(String(describing: error))")
        let tiny = try openDamaged { $0 = Array($0.prefix(10)) }
        #expect(tiny?.description.contains("truncated") == true)
        let empty = try openDamaged { $0 = [] }
        #expect(empty?.description.contains("empty") == true)
    }

    @Test func flippedByteIsAChecksumError() throws {
        let error = try openDamaged { $0[$0.count / 3] ^= 0x5A }
        #expect(error?.description.contains("checksum") == true, "\(String(describing: error))")
    }

    @Test func foreignOrNewerFilesAreRefused() throws {
        let magic = try openDamaged { $0[0] = UInt8(ascii: "X") }
        #expect(magic?.description.contains("magic") == true)
        let version = try openDamaged { $0[12] = 99 }
        #expect(version?.description.contains("version") == true)
        let directory = try #require(PinyinEngine.bundledDataDirectory)
        #expect(throws: PinyinEngineError.self) { try LanguageModel(path: directory + "/lexicon.bin") }
    }

    @Test func corruptStructureIsCaughtEvenWithoutTheChecksum() throws {
        // A file whose checksum matches but whose trie points outside itself.
        var writer = DataFileWriter(kind: "LEX1")
        writer.add("META", [UInt32(2), 1, 1])
        writer.add("WOFF", [UInt32(0), 3, 4])
        writer.add("WTXT", Array("<s>你".utf16))
        writer.add("NCHD", [UInt32(0), 0])
        writer.add("NSYL", [UInt16(0)])
        writer.add("NWRD", [UInt32(0), 1])
        writer.add("WLST", [UInt32(99)])
        let path = temporaryPath("badtrie.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        #expect(throws: PinyinEngineError.self) { try Lexicon(path: path) }
    }

    /// A small valid TEST file's bytes, and a way to re-seal its checksum after editing the section table.
    private func smallFile() throws -> [UInt8] {
        var writer = DataFileWriter(kind: "TEST")
        writer.add("AAAA", [UInt32(1), 2, 3, 4])
        writer.add("BBBB", [UInt16(7), 8])
        let path = temporaryPath("small.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func store(_ value: UInt64, at offset: Int, in bytes: inout [UInt8]) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt64(8 * index)) }
    }

    private func reseal(_ bytes: inout [UInt8]) {
        var hasher = ChecksumHasher()
        bytes[64...].withUnsafeBytes { hasher.update($0) }
        store(hasher.value, at: 28, in: &bytes)
    }

    private func openError(_ bytes: [UInt8]) throws -> PinyinEngineError? {
        let path = temporaryPath("edited.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try DataFile(path: path, kind: "TEST")
            return nil
        } catch let error as PinyinEngineError {
            return error
        }
    }

    /// Issue 16: header fields near or past Int.max trapped (Int(UInt64) and offset + length overflowed).
    @Test func headerFieldsPastIntMaxAreClearErrors() throws {
        let clean = try smallFile()
        #expect(try openError(clean) == nil)
        // The payload length sits outside the checksum: its top bit set.
        for length: UInt64 in [1 << 63, .max, UInt64(Int.max)] {
            var bytes = clean
            store(length, at: 20, in: &bytes)
            #expect(try openError(bytes)?.description.contains("truncated or padded") == true, "\(length)")
        }
        // Section offsets and lengths inside the checksum, re-sealed so the checksum passes.
        let cases: [(offset: UInt64, length: UInt64)] = [
            (.max & ~7, 8), (1 << 63, 8), (64 + 48, UInt64(Int.max)), (64 + 48, .max), (UInt64(Int.max) & ~7, 16),
        ]
        for (offset, length) in cases {
            var bytes = clean
            store(offset, at: 64 + 8, in: &bytes)
            store(length, at: 64 + 16, in: &bytes)
            reseal(&bytes)
            let error = try openError(bytes)
            #expect(error?.description.contains("lies outside the file") == true, "\(offset) \(length): \(String(describing: error))")
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = temporaryPath("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: PinyinEngineError.self) { try DataFile(path: path, kind: "LEX1") }
        #expect(throws: PinyinEngineError.self) { try MappedFile(path: "/tmp") }
    }

    @Test func aLanguageModelOfNoWordsIsAClearError() throws {
        var writer = DataFileWriter(kind: "LM01")
        writer.add("META", [UInt32(0), 0])
        writer.add("UNIG", [UInt16]())
        writer.add("BOFF", [UInt16]())
        writer.add("BIDX", [UInt32(0)])
        writer.add("BGRM", [UInt32]())
        writer.add("QBOK", [UInt32](repeating: 0, count: 256))
        let path = temporaryPath("empty-lm.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        #expect(throws: PinyinEngineError.self) { try LanguageModel(path: path) }
    }

    @Test func missingFileIsAClearError() {
        #expect(throws: PinyinEngineError.self) { try PinyinEngine(dataDirectory: "/nonexistent-shurufa") }
    }
}
