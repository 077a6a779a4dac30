import Foundation
import MappedData
import Testing
@testable import ChineseEngine

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
        #expect(throws: ChineseEngineError.self) { try file.section("DDDD") }
        #expect(throws: ChineseEngineError.self) { try file.array("AAAA", of: UInt32.self, count: 5) }
    }

    @Test func pythonAndSwiftChecksumsAgreeOnTheShippedFiles() throws {
        // The shipped files were written by the Python builder; opening verifies its checksum.
        let directory = try #require(ChineseEngine.bundledDataDirectory)
        _ = try Lexicon(path: directory + "/lexicon.bin")
        _ = try LanguageModel(path: directory + "/lm.bin")
    }

    /// Copies the shipped lexicon, damages it with `damage`, and returns the error opening it gives.
    private func openDamaged(_ damage: (inout [UInt8]) -> Void) throws -> ChineseEngineError? {
        let directory = try #require(ChineseEngine.bundledDataDirectory)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/lexicon.bin")))
        damage(&bytes)
        let path = temporaryPath("damaged.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try Lexicon(path: path)
            return nil
        } catch let error as ChineseEngineError {
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
        let directory = try #require(ChineseEngine.bundledDataDirectory)
        #expect(throws: ChineseEngineError.self) { try LanguageModel(path: directory + "/lexicon.bin") }
    }

    @Test func corruptStructureIsCaughtEvenWithoutTheChecksum() throws {
        // A file whose checksum matches but whose trie points outside itself.
        let writer = tinyLexiconWriter(listing: 99)
        let path = temporaryPath("badtrie.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writer.write(to: path)
        #expect(throws: ChineseEngineError.self) { try Lexicon(path: path) }
    }

    @Test func missingFileIsAClearError() {
        #expect(throws: ChineseEngineError.self) { try ChineseEngine(dataDirectory: "/nonexistent-shurufa") }
    }
}
