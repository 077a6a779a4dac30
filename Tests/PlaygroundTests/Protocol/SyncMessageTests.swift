import Foundation
import Testing
@testable import Playground

/// The settings panel's 同步 messages: the page's request, the server's result, and what a page
/// without a sync service (or a keyboard without a dictionary) is told.
@Suite struct SyncMessageTests {
    @Test func requestAndResultRoundTrip() throws {
        let request = SyncPanelRequest(remote: "https://dav.example.com/s/", user: "me", password: "pw", passphrase: "秘密",
                                       settings: ["shuangpin": "xiaohe"])
        #expect(try ClientMessage.decode(ClientMessage.sync(request).json()) == .sync(request))
        let result = ServerMessage.sync(SyncPanelResult(ok: true, text: "in: 1 change(s)", settings: ["script": "traditional"]))
        #expect(try ServerMessage.decode(result.json()) == result)
        // The passphrase is required.
        #expect(throws: PlaygroundError.self) { try ClientMessage.decode(#"{"type":"sync","remote":"https://x/"}"#) }
    }

    @Test func aServerWithoutSyncSaysSo() throws {
        let session = try PlaygroundSession(now: 0, makeKeyboard: try realKeyboardFactory.get())
        let replies = session.receive(ClientMessage.sync(SyncPanelRequest(remote: "https://x/", passphrase: "p")).json(), now: 0)
        guard case .sync(let result)? = replies.first else { Issue.record("no sync reply: \(replies)"); return }
        #expect(!result.ok && result.text.contains("does not sync"))
        #expect(session.takeSyncJob() == nil)
    }
}
