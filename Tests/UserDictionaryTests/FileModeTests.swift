import Foundation
import Testing
import UserDictionary

/// The dictionary holds what the user typed and copied (the clipboard): its file, and the `-wal`
/// and `-shm` files SQLite makes beside it, are the owner's alone (0600), whatever the umask.
@Suite struct FileModeTests {
    private func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : nil
    }

    @Test func aNewDictionaryIsReadableByItsOwnerAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        _ = try dictionary.recordClipboard(text: "a secret", at: Date(timeIntervalSince1970: 1_800_000_000))
        for path in [dictionary.path, dictionary.path + "-wal", dictionary.path + "-shm"] {
            #expect(mode(path) == 0o600, "\(path): \(String(mode(path) ?? 0, radix: 8))")
        }
    }

    @Test func aFileAlreadyThereKeepsItsMode() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent(UserDictionary.fileName).path
        #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o640]))
        _ = try openDictionary(directory)
        #expect(mode(path) == 0o640)
    }
}
