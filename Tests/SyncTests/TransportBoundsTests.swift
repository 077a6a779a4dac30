import Foundation
import ShurufaTestSupport
@testable import Sync
@testable import SyncWebDAV
import Testing

/// The WebDAV transport is bounded by bytes, whatever the server says: every body is counted as it
/// arrives, chunked or not, and the transfer stopped at its cap (not read on in the background);
/// a cancelled task or the sync's time limit stops a transfer too. It reaches a server at an IPv6
/// literal (`http://[::1]:port/`), which FoundationNetworking could not.
@Suite("A transport bounded by bytes and by time")
struct TransportBoundsTests {
    /// What may pass the cap on its way to a client that stopped reading: the bytes in flight in the
    /// sockets' buffers on loopback (the reader's grows up to net.ipv4.tcp_rmem's largest, 32 MiB
    /// here; the writer's holds 4 MiB). The URLSession transport read gigabytes past the cap.
    static let socketSlack = 64 << 20

    /// One request whose answer has a cap.
    enum Fetch: CaseIterable, Sendable, CustomTestStringConvertible {
        case listing, segment, vault

        var name: String {
            switch self {
            case .listing: "the folder"
            case .segment: SyncFileName(kind: .segment, device: "0123456789abcdef", sequence: 1).name
            case .vault: SyncVault.fileName
            }
        }

        var limit: Int { self == .listing ? WebDAVTransport.listingLimit : SyncFileSize.limit(of: name) }

        func run(_ transport: WebDAVTransport) async throws {
            if self == .listing { _ = try await transport.list() } else { _ = try await transport.read(name) }
        }

        var testDescription: String { "\(self) (cap \(limit) bytes)" }
    }

    @Test("an endless chunked answer is refused at its cap and its stream stopped, not read on", arguments: Fetch.allCases)
    func endlessChunkedAnswerStopsAtItsCap(_ fetch: Fetch) async throws {
        let server = try ScriptedHTTPServer { _ in .endlessChunks }
        let transport = try WebDAVTransport(folder: server.url("sync/"), timeout: 120)
        let refusal = await thrownError { try await fetch.run(transport) }.map { "\($0)" } ?? ""
        #expect(refusal.contains("larger than \(fetch.limit) bytes: refused, not read further"), "\(refusal)")
        #expect(try await onOwnThread { server.waitUntilEndlessStops() })
        let written = server.endlessBytesWritten
        #expect(written > fetch.limit && written <= fetch.limit + Self.socketSlack, "\(written) bytes written for a cap of \(fetch.limit)")
    }

    @Test("an answer whose head never ends is refused at the head's cap and its stream stopped")
    func endlessHeadStops() async throws {
        let server = try ScriptedHTTPServer { _ in .endlessHead }
        let transport = try WebDAVTransport(folder: server.url("sync/"), timeout: 120)
        let refusal = await thrownError { try await transport.read(SyncVault.fileName) }.map { "\($0)" } ?? ""
        #expect(refusal.contains("head is larger than \(256 << 10) bytes"), "\(refusal)")
        #expect(try await onOwnThread { server.waitUntilEndlessStops() })
    }

    @Test("a cancelled task stops its transfer: the call ends with CancellationError and the server's stream stops")
    func cancelledTaskStopsTheTransfer() async throws {
        let server = try ScriptedHTTPServer { _ in .trickle }
        // A trickle takes minutes to reach a segment's cap, and the time limit is longer still:
        // only the cancel can end this transfer soon.
        let transport = try WebDAVTransport(folder: server.url("sync/"), timeout: 600)
        let reading = Task { try await Fetch.segment.run(transport) }
        #expect(try await onOwnThread { server.waitUntilEndlessStarts() })
        reading.cancel()
        let outcome = await reading.result
        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(try await onOwnThread { server.waitUntilEndlessStops() })
    }

    @Test("the sync's time limit stops a transfer under way: the server's stream stops")
    func syncTimeLimitStopsTheTransfer() async throws {
        let server = try ScriptedHTTPServer { _ in .trickle }
        let device = try Device(transport: WebDAVTransport(folder: server.url("sync/"), timeout: 600))
        defer { device.remove() }
        let error = await thrownError { try await device.session.run(timeout: 2) }
        guard case SyncError.timedOut? = error else { Issue.record("not a timeout: \(String(describing: error))"); return }
        #expect(try await onOwnThread { server.waitUntilEndlessStops() })
    }

    @Test("redirects within the origin are followed five times, then refused")
    func endlessRedirectsAreRefused() async throws {
        let server = try ScriptedHTTPServer { request in .redirect(request.path + "x") }
        let transport = try WebDAVTransport(folder: server.url("sync/"), timeout: 20)
        let refusal = await thrownError { try await transport.read(SyncVault.fileName) }.map { "\($0)" } ?? ""
        #expect(refusal.contains("redirected more than \(WebDAVTransport.redirectLimit) times"), "\(refusal)")
        #expect(server.requests.count == WebDAVTransport.redirectLimit + 1)
    }

    @Test("a 401 is the server refusing the user name or password")
    func unauthorizedIsARefusal() async throws {
        let server = try ScriptedHTTPServer { _ in .answer(401) }
        let transport = try WebDAVTransport(folder: server.url("sync/"), user: "me", password: "wrong", timeout: 20)
        let refusal = await thrownError { try await transport.list() }.map { "\($0)" } ?? ""
        #expect(refusal.contains("HTTP 401, the server refused the user name or password"), "\(refusal)")
    }

    @Test("http://[::1]:port/ syncs two devices through a WebDAV server on ::1 (no ::1 is a failure, not a skip)")
    func ipv6LiteralHost() async throws {
        let server = try WebDAVTestServer(.ipv6)
        let url = server.url()
        #expect(url.absoluteString.hasPrefix("http://[::1]:"))
        func device() throws -> Device {
            try Device(transport: WebDAVTransport(folder: url, user: server.user, password: server.password, timeout: 20), remote: url.absoluteString)
        }
        let a = try device(), b = try device()
        defer { a.remove(); b.remove() }
        try await syncOneWordEach(a, b)
        #expect(try await a.session.run().isComplete)
        #expect(try a.dictionary.words().map(\.text).sorted() == ["你好", "内核"].sorted())
        #expect(try a.contents() == b.contents())
        let stored = try FileManager.default.contentsOfDirectory(atPath: server.folder.appendingPathComponent("sync").path)
        #expect(stored.contains(SyncVault.fileName) && stored.count >= 3, "\(stored)")
    }
}
