import Foundation
@testable import Playground
@testable import PlaygroundSync
import Sync
import Testing

/// The page's 同步 address (issue #90): a WebDAV folder or a folder name in the server's scratch
/// space; what starts like a URL is read as one (`http:/…` refused with the form to write), and a
/// file URL, which would name a folder of the server's, is refused.
@Suite struct PlaygroundSyncAddressTests {
    func refusal(_ remote: String) -> String? {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("page-sync-\(UUID().uuidString)")
        do {
            _ = try PlaygroundSyncAdapter.transport(SyncPanelRequest(remote: remote, passphrase: "p"), scratch: scratch, timeout: 5)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aMalformedURLIsRefusedWithTheRightForm() {
        #expect(refusal("http:/127.0.0.1:8080/v/")?.contains("http://127.0.0.1:8080/v/") == true, "\(refusal("http:/127.0.0.1:8080/v/") ?? "taken")")
        #expect(refusal("HTTPS:dav.example.com/s/")?.contains("https://dav.example.com/s/") == true)
    }

    @Test func aFileURLNamesNoFolderOfTheServers() {
        for remote in ["file:///etc/", "FILE:/tmp/x", "ftp://example.com/s/"] {
            #expect(refusal(remote) != nil, "\(remote) was taken")
        }
    }

    @Test func webDAVAndFolderNamesAreTaken() {
        #expect(refusal("http://127.0.0.1:8080/v/") == nil)
        #expect(refusal("Https://dav.example.com/s/") == nil)
        #expect(refusal("my-words") == nil)
        #expect(refusal("../etc") != nil)
    }
}
