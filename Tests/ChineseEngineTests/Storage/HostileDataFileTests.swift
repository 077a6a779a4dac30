import Foundation
import MappedData
import Testing
@testable import ChineseEngine

/// Headers a hostile or broken writer could produce once trapped the reader with no message;
/// each is now a clear error (and a FIFO no longer hangs it).
@Suite struct HostileDataFileTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-hostile-\(UUID().uuidString)-\(name)").path
    }

    /// Writes `bytes` with a checksum that matches, as a careful attacker would.
    private func writeWithValidChecksum(_ bytes: [UInt8], to path: String) throws {
        var bytes = bytes
        var hasher = ChecksumHasher()
        bytes[DataFile.headerSize...].withUnsafeBytes { hasher.update($0) }
        withUnsafeBytes(of: hasher.value.littleEndian) { bytes.replaceSubrange(28..<36, with: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    private func sampleFile() -> [UInt8] {
        var writer = DataFileWriter(kind: "TEST")
        writer.add("AAAA", [UInt32(1), 2, 3])
        writer.add("BBBB", [UInt16(4)])
        return writer.encoded()
    }

    private func openError(_ bytes: [UInt8], validChecksum: Bool = true) throws -> String? {
        let path = temporaryPath("file.bin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        if validChecksum { try writeWithValidChecksum(bytes, to: path) } else { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
        do {
            _ = try DataFile(path: path, kind: "TEST")
            return nil
        } catch let error as ChineseEngineError {
            return error.description
        }
    }

    @Test func aPayloadLengthWithItsTopBitSetIsAnError() throws {
        for value in [UInt64(1) << 63, UInt64.max, UInt64(Int.max), UInt64(Int.max) - 63] {
            var bytes = sampleFile()
            withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(20..<28, with: $0) }
            let error = try openError(bytes, validChecksum: false)
            #expect(error?.contains("truncated or padded") == true, "\(value): \(String(describing: error))")
        }
    }

    @Test func aSectionOffsetOrLengthNearIntMaxIsAnError() throws {
        let first = DataFile.headerSize  // the first row of the section table
        for (field, value) in [(8, UInt64(Int.max) - 7), (8, UInt64.max - 7), (16, UInt64(Int.max)), (16, UInt64.max), (16, UInt64(1) << 63)] {
            var bytes = sampleFile()
            withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange((first + field)..<(first + field + 8), with: $0) }
            let error = try openError(bytes)
            #expect(error?.contains("lies outside the file") == true, "field \(field) = \(value): \(String(describing: error))")
        }
    }

    @Test func aKindOrTagOfRawBytesIsShownInHexNeverAsRawBytes() throws {
        var bytes = sampleFile()
        bytes.replaceSubrange(8..<12, with: [0xFF, 0xFE, 0x00, 0x80])
        let kind = try #require(try openError(bytes))
        #expect(kind.contains("is a 0xFFFE0080 file, expected TEST"), "\(kind)")
        #expect(!kind.unicodeScalars.contains { $0 == "\u{FFFD}" || $0.value < 0x20 }, "\(kind)")

        bytes = sampleFile()
        let first = DataFile.headerSize
        bytes.replaceSubrange(first..<(first + 4), with: [0x1B, 0x5B, 0x32, 0x4A])   // ESC [ 2 J: clears a terminal
        withUnsafeBytes(of: UInt64.max.littleEndian) { bytes.replaceSubrange((first + 16)..<(first + 24), with: $0) }
        let tag = try #require(try openError(bytes))
        #expect(tag.contains("section 0x1B5B324A lies outside the file"), "\(tag)")

        bytes = sampleFile()
        bytes.replaceSubrange(8..<12, with: Array("LEX1".utf8))
        #expect(try openError(bytes)?.contains("is a LEX1 file") == true, "printable kinds stay as they are")
    }

    @Test func modelsAndLexiconsWithNoWordsAreErrors() throws {
        var model = DataFileWriter(kind: ModelComponent.kind)
        model.add("META", [UInt32(0), 0, 0])
        model.add("UNIG", [UInt16]())
        model.add("BOFF", [UInt16]())
        model.add("BIDX", [UInt32(0)])
        model.add("BGRM", [UInt32]())
        model.add("QBOK", [UInt32](repeating: Float(1).bitPattern, count: 256))
        let modelPath = temporaryPath("lm.bin")
        defer { try? FileManager.default.removeItem(atPath: modelPath) }
        try model.write(to: modelPath)
        #expect { try LanguageModel(path: modelPath) } throws: { "\($0)".contains("covers no words") }

        var lexicon = DataFileWriter(kind: "LEX1")
        lexicon.add("META", [UInt32(0), 0, 0])
        lexicon.add("WOFF", [UInt32(0)])
        lexicon.add("WTXT", [UInt16]())
        lexicon.add("NCHD", [UInt32(0)])
        lexicon.add("NSYL", [UInt16]())
        lexicon.add("NWRD", [UInt32(0)])
        lexicon.add("WLST", [UInt32]())
        let lexiconPath = temporaryPath("lexicon.bin")
        defer { try? FileManager.default.removeItem(atPath: lexiconPath) }
        try lexicon.write(to: lexiconPath)
        #expect { try Lexicon(path: lexiconPath) } throws: { "\($0)".contains("at least one of each") }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = temporaryPath("fifo")
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect { try DataFile(path: path, kind: "LEX1") } throws: { "\($0)".contains("not a regular file") }
        let directory = FileManager.default.temporaryDirectory.path
        #expect { try DataFile(path: directory, kind: "LEX1") } throws: { "\($0)".contains("not a regular file") }
    }
}
