import Foundation
@testable import Sync
@testable import SyncWebDAV
import Testing

/// `--remote` (and the page's address) is a URL or a folder, never a guess (issue #90): what
/// starts like a URL is read as one, and a malformed one is refused with the form to write, before
/// any folder is made.
@Suite struct SyncRemoteAddressTests {
    @Test func aURLWithOneSlashIsRefusedWithTheRightForm() throws {
        for (remote, form) in [("http:/127.0.0.1:1/v/", "http://127.0.0.1:1/v/"), ("http:127.0.0.1:1/v/", "http://127.0.0.1:1/v/"),
                               ("https:///dav.example.com/s/", "https://dav.example.com/s/"), ("HTTPS:/dav.example.com/", "https://dav.example.com/")] {
            do {
                _ = try SyncRemote.transport(remote, user: nil, password: nil, timeout: 5)
                Issue.record("\(remote) was taken")
            } catch let SyncError.transport(message) {
                #expect(message.contains(form), "\(remote): \(message)")
            }
        }
    }

    @Test func schemesAreReadWhateverTheirCase() throws {
        #expect(try SyncRemote.Address("HTTPS://Dav.Example.com/sync/") == .webDAV(URL(string: "https://Dav.Example.com/sync/")!))
        #expect(try SyncRemote.Address("Http://127.0.0.1:8080/v/") == .webDAV(URL(string: "http://127.0.0.1:8080/v/")!))
        #expect(try SyncRemote.Address("http://[::1]:8080/v/") == .webDAV(URL(string: "http://[::1]:8080/v/")!))
        #expect(throws: Never.self) { try SyncRemote.transport("HTTP://[::1]:8080/v/", user: "me", password: "pw", timeout: 5) }
        #expect(throws: SyncError.self) { try SyncRemote.transport("HTTP://example.com/v/", user: "me", password: "pw", timeout: 5) }
    }

    @Test func pathsAndFileURLsAreFolders() throws {
        #expect(try SyncRemote.Address("/mnt/share/sync") == .folder("/mnt/share/sync"))
        #expect(try SyncRemote.Address("sync-folder") == .folder("sync-folder"))
        #expect(try SyncRemote.Address("backup:2026") == .folder("backup:2026"), "a colon in a name, with no slash after it, is a path")
        #expect(try SyncRemote.Address("/mnt/a:b/c") == .folder("/mnt/a:b/c"))
        #expect(try SyncRemote.Address("FILE:///tmp/sync") == .folder("/tmp/sync"))
        #expect(try SyncRemote.Address("file:/tmp/sync") == .folder("/tmp/sync"))
        #expect(throws: SyncError.self) { try SyncRemote.Address("file://host/tmp/sync") }
        #expect(throws: SyncError.self) { try SyncRemote.Address("") }
    }

    @Test func otherSchemesAreRefusedByName() {
        for remote in ["webdav://dav.example.com/s/", "davs://dav.example.com/s/", "ftp://example.com/s/", "smb://nas/share"] {
            do {
                _ = try SyncRemote.Address(remote)
                Issue.record("\(remote) was taken")
            } catch let SyncError.transport(message) {
                #expect(message.contains("https://") || message.contains("a folder path"), "\(remote): \(message)")
            } catch {
                Issue.record("\(remote): \(error)")
            }
        }
    }
}
