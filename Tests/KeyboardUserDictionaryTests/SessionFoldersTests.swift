import Foundation
import KeyboardCore
import KeyboardUserDictionary
import ChineseEngine
import Testing

/// Issue 50: the playground's per-session dictionaries (which hold the page's clipboard copies)
/// were 0755 folders of 0644 files in `$TMPDIR`, and a kill -9 of the server left them for ever.
@Suite struct SessionFoldersTests {
    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func sessionFilesArePrivateAndADeadServersAreRemovedAtStart() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("session-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        func folder(_ name: String, files: [String]) throws -> URL {
            let url = parent.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for file in files {
                try FileManager.default.createDirectory(at: url.appendingPathComponent(file).deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try Data("x".utf8).write(to: url.appendingPathComponent(file))
            }
            return url
        }
        // A server killed with -9 (its lock held by nobody), one of the older layout, one alive
        // (its lock held, here by the test), and a folder that is not a session's.
        let dead = try folder("shurufa-sessions-\(UUID().uuidString)", files: ["lock", "keyboard-1/user-dictionary.sqlite"])
        let legacy = try folder("shurufa-playground-\(UUID().uuidString)", files: ["user-dictionary.sqlite"])
        let alive = try folder("shurufa-sessions-\(UUID().uuidString)", files: ["lock"])
        let other = try folder("shurufa-playground-screenshots", files: ["a.png"])
        let held = open(alive.appendingPathComponent("lock").path, O_RDWR)
        #expect(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
        defer { close(held) }

        let engines = KeyboardUserDictionary.temporaryPerKeyboard(engine: try ChineseEngine(), in: parent)
        #expect(!FileManager.default.fileExists(atPath: dead.path), "a dead server's sessions are removed at start")
        #expect(!FileManager.default.fileExists(atPath: legacy.path))
        #expect(FileManager.default.fileExists(atPath: alive.path), "a running server's are kept")
        #expect(FileManager.default.fileExists(atPath: other.path))

        let engine = engines.makeEngine()
        let directory = try #require(engine.userDictionaryDirectory)
        try engine.stores.clipboard?.recordClipboard(text: "剪贴", at: Date())
        #expect(mode(directory.path) == 0o700 && mode(directory.deletingLastPathComponent().path) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.contains("user-dictionary.sqlite"))
        for file in files { #expect(mode(directory.appendingPathComponent(file).path) == 0o600, "\(file)") }
    }

    @Test func anEmptyFolderLeftByAStopCutShortIsRemovedOnceOld() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("session-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        // Emptied by a SIGTERM's stop, lock and all, an hour ago; and one made a moment ago (another
        // process's, between its mkdir and its lock).
        let stale = parent.appendingPathComponent("shurufa-sessions-\(UUID().uuidString)")
        let fresh = parent.appendingPathComponent("shurufa-sessions-\(UUID().uuidString)")
        for url in [stale, fresh] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
        let engines = KeyboardUserDictionary.temporaryPerKeyboard(engine: try ChineseEngine(), in: parent)
        #expect(!FileManager.default.fileExists(atPath: stale.path), "an old empty folder without a lock goes")
        #expect(FileManager.default.fileExists(atPath: fresh.path), "a new one may be another process's being made")
        _ = engines
    }
}
