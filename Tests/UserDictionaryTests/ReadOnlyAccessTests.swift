import Foundation
import Testing
@testable import UserDictionary

/// A dictionary opened `.readOnly` (what `dict list` and a plain `convert --user-dict` do) reads
/// the words and changes no byte of the file — before, opening rewrote bytes 24–27, 40–43 and 92–95
/// of SQLite's header — opens a file of mode 0444, and never makes or moves a file.
@Suite struct ReadOnlyAccessTests {
    /// A dictionary file with one word in it, closed (its WAL checkpointed into the file).
    private func madeDictionary(in directory: TemporaryDirectory) throws -> URL {
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        try {
            let dictionary = try UserDictionary(file: file, lexicon: sharedEngine.lexicon)
            try dictionary.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"], weight: 2))
        }()
        return file
    }

    @Test func readingChangesNoByteAndSeesTheWords() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try madeDictionary(in: directory)
        let before = try Data(contentsOf: file)
        try {
            let dictionary = try UserDictionary(file: file, lexicon: sharedEngine.lexicon, access: .readOnly)
            #expect(try dictionary.words().map(\.text) == ["舒入法"])
            #expect(dictionary.current.wordCount == 1, "the snapshot the decoder reads has the word")
            #expect(throws: (any Error).self) { try dictionary.add(UserWord(text: "好", syllables: ["hao"], weight: 1)) }
        }()
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aFileOfMode0444Opens() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try madeDictionary(in: directory)
        chmod(file.path, 0o444)
        let dictionary = try UserDictionary(file: file, lexicon: sharedEngine.lexicon, access: .readOnly)
        #expect(try dictionary.words().count == 1)
    }

    @Test func aMissingOrEmptyFileIsAnErrorAndNothingIsMade() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.url.appendingPathComponent("sub/missing.sqlite")
        #expect { try UserDictionary(file: missing, lexicon: sharedEngine.lexicon, access: .readOnly) } throws: {
            "\($0)".contains(missing.path) && "\($0)".contains("no such file")
        }
        #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path), "no folder made either")
        let empty = directory.url.appendingPathComponent("empty.sqlite")
        try Data().write(to: empty)
        #expect(throws: UserDictionaryError.self) { try UserDictionary(file: empty, lexicon: sharedEngine.lexicon, access: .readOnly) }
        #expect(try Data(contentsOf: empty).isEmpty)
    }

    @Test func aCorruptFileIsAnErrorAndStaysWhereItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try madeDictionary(in: directory)
        var bytes = try Data(contentsOf: file)
        for offset in stride(from: 4096, to: bytes.count, by: 1) { bytes[offset] = 0xA5 }   // every page after the first
        try bytes.write(to: file)
        #expect(throws: UserDictionaryError.self) { try UserDictionary(file: file, lexicon: sharedEngine.lexicon, access: .readOnly) }
        #expect(try Data(contentsOf: file) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.contains(".bad-") }.isEmpty)
    }
}
