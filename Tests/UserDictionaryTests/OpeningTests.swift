import Foundation
import ChineseEngine
import Testing
@testable import UserDictionary

/// Finding 3 of issue 32: opening never moves a user's file aside for our mistake. Anything that
/// is not a dictionary of ours — a text file, a directory, a FIFO, another program's database, a
/// file we may not open — is a clear error naming the path, with nothing changed; only a real,
/// corrupt dictionary of ours is kept aside, and the message says where.
@Suite struct OpeningTests {
    private func open(_ file: URL) throws -> UserDictionary {
        try UserDictionary(file: file, lexicon: sharedEngine.lexicon)
    }

    /// The folder's names, to show nothing was renamed or added.
    private func names(_ directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    }

    private func refusal(_ file: URL) -> String? {
        do {
            _ = try open(file)
            return nil
        } catch let error as UserDictionaryError {
            guard case .cannotOpen(let path, _) = error, path == file.path else { return "unexpected: \(error)" }
            return error.description
        } catch {
            return "unexpected: \(error)"
        }
    }

    @Test func aTextFileIsAnErrorAndStaysWhereItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let notes = directory.url.appendingPathComponent("notes.txt")
        let text = Data("my notes, not a database\n".utf8)
        try text.write(to: notes)
        let message = try #require(refusal(notes))
        #expect(message.contains(notes.path) && message.contains("not an SQLite database"))
        #expect(try names(directory) == ["notes.txt"])
        #expect(try Data(contentsOf: notes) == text)
    }

    @Test func garbageIsAnErrorNotAFreshStart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: file)
        #expect(refusal(file) != nil)
        #expect(try Data(contentsOf: file) == garbage)
        #expect(try names(directory) == [UserDictionary.fileName])
    }

    @Test func aDirectoryAndAFIFOAreErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.url.appendingPathComponent("folder.sqlite")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let fifo = directory.url.appendingPathComponent("pipe.sqlite")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(refusal(folder)?.contains("directory") == true)
        #expect(refusal(fifo)?.contains("FIFO") == true)
        #expect(try names(directory) == ["folder.sqlite", "pipe.sqlite"])
    }

    @Test func anotherProgramsDatabaseIsAnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("other.sqlite")
        // A well-formed SQLite file of another program: a foreign application id.
        var header = Data("SQLite format 3\0".utf8)
        header.append(Data(repeating: 0, count: 4096 - header.count))
        header[68] = 0x12; header[69] = 0x34; header[70] = 0x56; header[71] = 0x78
        try header.write(to: file)
        #expect(refusal(file)?.contains("another program") == true)
        #expect(try Data(contentsOf: file) == header)
    }

    @Test func aNewDictionaryCarriesOurApplicationID() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        _ = try open(file)
        let bytes = try Data(contentsOf: file)
        let id = bytes[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(id == UserDictionaryFile.applicationID)
        #expect(try UserDictionaryFile.inspect(file.path) == .ours)
    }

    @Test func aCorruptDictionaryOfOursIsKeptAsideAndTheMessageSaysWhere() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let original = directory.url.appendingPathComponent("original.sqlite")
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        do {
            let dictionary = try open(original)
            let words = (0..<300).map { UserWord(text: "词" + String(Character(Unicode.Scalar(0x4E00 + $0)!)), syllables: ["ci", "yi"]) }
            try dictionary.add(words)
            // Everything into the main file, which is then copied (the original's connections may
            // still write to the original until they are released).
            _ = try dictionary.pool.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        }
        try FileManager.default.copyItem(at: original, to: file)
        // Its header stays ours; a page in the middle is overwritten.
        var bytes = try Data(contentsOf: file)
        #expect(bytes.count > 3 * 4096)
        bytes.replaceSubrange((2 * 4096)..<(3 * 4096), with: Data(repeating: 0xA5, count: 4096))
        try bytes.write(to: file)
        let dictionary = try open(file)
        let recovery = try #require(dictionary.recovery)
        guard case let .recoveredFromBadFile(path, movedTo, _) = recovery else {
            Issue.record("expected a recovery, got \(recovery)")
            return
        }
        #expect(path == file.path && movedTo.hasPrefix(file.path + ".bad-"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == bytes)
        #expect(recovery.description.contains(movedTo))
        #expect(try dictionary.words().isEmpty)
    }

    /// Runs `chattr FLAG PATH`; whether it worked (it needs a file system and a capability that
    /// a container may lack).
    private func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func aDictionaryThatCannotBeOpenedForWritingIsAnErrorAndStays() throws {
        // Tests run as root here, and mode 000 does not stop root's open. An immutable file
        // (chattr +i) does: its open for writing fails with EPERM, as a real permission error
        // would, and the check must report it and change nothing. (The command-line tests also
        // run `dict list` as the unprivileged user `nobody` on a mode-000 file, where the old
        // code renamed the file away.)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        do {
            let dictionary = try open(file)
            try dictionary.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"]))
        }
        try? FileManager.default.removeItem(atPath: file.path + "-wal")
        try? FileManager.default.removeItem(atPath: file.path + "-shm")
        let before = try Data(contentsOf: file)
        guard chattr("+i", file.path) else { return }
        defer { _ = chattr("-i", file.path) }
        let message = try #require(refusal(file))
        #expect(message.contains(file.path) && message.contains("nothing was changed"))
        #expect(try Data(contentsOf: file) == before)
        #expect(try names(directory) == [UserDictionary.fileName])
    }
}
