import Foundation
import ShurufaTestSupport
@testable import Sync
@testable import SyncWebDAV
import Testing
import UserDictionary
#if canImport(Glibc)
import Glibc
#endif

/// The WebDAV transport trusts no server: plain http (with a password in clear) goes only to an IP
/// literal of this machine or `localhost`, decided from the text; no redirect leaves the folder's
/// origin; no answer is read past its cap; a vault naming a cost this build never makes is refused.
@Suite("A transport that trusts no server")
struct TransportTrustTests {
    @Test("http only to 127.0.0.0/8, ::1 or localhost, from the URL's text: 127.0.0.1.example is a name like any other")
    func loopbackFromTheTextAlone() throws {
        for host in ["127.0.0.1", "127.3.2.1", "[::1]", "localhost", "LOCALHOST"] {
            #expect(LoopbackHost.contains(host), "\(host)")
            #expect(throws: Never.self) { try WebDAVTransport(folder: URL(string: "http://\(host):8080/sync/")!) }
        }
        for host in ["127.0.0.1.example", "127.0.0.1.evil.test", "127.1", "0x7f.0.0.1", "localhost.example", "128.0.0.1",
                     "[::2]", "[::ffff:8.8.8.8]", "example.com"] {
            #expect(!LoopbackHost.contains(host), "\(host)")
            #expect(throws: SyncError.self) { try WebDAVTransport(folder: URL(string: "http://\(host)/sync/")!, user: "me", password: "pw") }
            #expect(throws: SyncError.self) { try SyncRemote.transport("http://\(host)/sync/", user: "me", password: "pw", timeout: 5) }
        }
        #expect(throws: Never.self) { try WebDAVTransport(folder: URL(string: "https://127.0.0.1.example/sync/")!) }
    }

    @Test("origins differ by scheme, host or port: https to http is another origin")
    func origins() {
        let https = Origin(URL(string: "https://dav.example.com/sync/"))
        #expect(https == Origin(URL(string: "https://DAV.example.com:443/other/")))
        #expect(https != Origin(URL(string: "http://dav.example.com/sync/")))
        #expect(https != Origin(URL(string: "https://dav.example.com:8443/sync/")))
        #expect(https != Origin(URL(string: "https://evil.example.com/sync/")))
    }

    @Test("a redirect to another origin is not followed: the other server never sees the password")
    func redirectToAnotherOrigin() async throws {
        let thief = try ScriptedHTTPServer { _ in .answer(200, body: Data("{}".utf8)) }
        let server = try ScriptedHTTPServer { request in
            request.path.hasPrefix("/sync/") ? .redirect("http://localhost:\(thief.port)/steal\(request.path)") : .answer(404)
        }
        let transport = try WebDAVTransport(folder: server.url("sync/"), user: "me", password: "secret", timeout: 10)
        let refusal = await thrownError { try await transport.read(SyncVault.fileName) }.map { "\($0)" } ?? ""
        #expect(refusal.contains("redirected") && refusal.contains("not followed"), "\(refusal)")
        #expect(thief.requests.isEmpty, "\(thief.requests.map(\.head))")
        #expect(server.requests.count == 1)
    }

    @Test("a redirect within the folder's origin is followed")
    func redirectWithinTheOrigin() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path.hasPrefix("/old/") ? .redirect("/sync/" + request.path.dropFirst(5)) : .answer(200, body: Data("vault".utf8))
        }
        let transport = try WebDAVTransport(folder: server.url("old/"), user: "me", password: "secret", timeout: 10)
        #expect(try await transport.read(SyncVault.fileName) == Data("vault".utf8))
        #expect(server.requests.map(\.path) == ["/old/\(SyncVault.fileName)", "/sync/\(SyncVault.fileName)"])
        #expect(server.requests.allSatisfy { $0.head.contains("Authorization: Basic") })
    }

    @Test("a vault answer past its few KB is refused: by Content-Length, and without one while it is read")
    func answersHaveACap() async throws {
        let declared = try ScriptedHTTPServer { _ in .endless(declaredLength: 10_000_000) }
        let transport = try WebDAVTransport(folder: declared.url("sync/"), timeout: 20)
        let declaredRefusal = await thrownError { try await transport.read(SyncVault.fileName) }.map { "\($0)" } ?? ""
        #expect(declaredRefusal.contains("larger than \(SyncFileSize.vault) bytes"), "\(declaredRefusal)")
        let endless = try ScriptedHTTPServer { _ in .endless(declaredLength: nil) }
        let unbounded = try WebDAVTransport(folder: endless.url("sync/"), timeout: 20)
        let endlessRefusal = await thrownError { try await unbounded.read(SyncVault.fileName) }.map { "\($0)" } ?? ""
        #expect(endlessRefusal.contains("larger than \(SyncFileSize.vault) bytes"), "\(endlessRefusal)")
        // The stream was stopped, not read to the end: the server's writes failed.
        #expect(endless.waitUntilEndlessStops())
        // A segment may be far larger than the vault, with or without a Content-Length.
        let segment = SyncFileName(kind: .segment, device: "0123456789abcdef", sequence: 1).name
        let body = Data(repeating: 7, count: 300_000)
        let large = try ScriptedHTTPServer { _ in .answer(200, body: body, declared: false) }
        #expect(try await WebDAVTransport(folder: large.url("sync/"), timeout: 20).read(segment) == body)
    }

    @Test("a plain folder's file past its cap, or one that is no regular file, is refused unread")
    func folderFilesHaveACap() async throws {
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        try Data(repeating: 1, count: SyncFileSize.vault + 1).write(to: folder.url.appendingPathComponent(SyncVault.fileName))
        let transport = FolderTransport(folder: folder.url)
        #expect(await thrownError { try await transport.read(SyncVault.fileName) }.map { "\($0)" }?.contains("larger than") == true)
        let fifo = SyncFileName(kind: .segment, device: "0123456789abcdef", sequence: 1).name
        #expect(mkfifo(folder.url.appendingPathComponent(fifo).path, 0o600) == 0)
        #expect(await thrownError { try await transport.read(fifo) }.map { "\($0)" }?.contains("not a regular file") == true)
    }

    @Test("a vault naming a cost past what --vault-cost makes is refused before any work")
    func vaultCostHasACap() async throws {
        let salt = Data(repeating: 3, count: 32)
        for (logN, r, p) in [(10, 16, 1), (10, 8, 4), (21, 8, 1), (9, 8, 1)] {
            #expect(throws: SyncError.self) {
                try SyncCipher(passphrase: "x", parameters: .init(logN: logN, r: r, p: p, salt: salt))
            }
        }
        #expect(throws: Never.self) { try SyncCipher(passphrase: "x", parameters: .init(logN: 10, r: 8, p: 1, salt: salt)) }
        // A folder whose vault names r 16: the sync stops with the reason, nothing changed here.
        let folder = try TemporaryDirectory("folder")
        defer { folder.remove() }
        let vault = SyncVault(format: 1, key: .init(logN: 10, r: 16, p: 4, salt: salt), check: Data(repeating: 0, count: 48))
        try vault.encoded().write(to: folder.url.appendingPathComponent(SyncVault.fileName))
        let device = try Device(transport: FolderTransport(folder: folder.url))
        defer { device.remove() }
        let error = await thrownError { try await device.session.run() }
        guard case SyncError.badVault(let reason)? = error else { Issue.record("not refused: \(String(describing: error))"); return }
        #expect(reason.contains("r 16"))
    }
}

/// A page (or a person) that names another service of this machine as the sync folder reaches it
/// with PROPFIND only: nothing is made, read or written there (#90, "the page reaches only WebDAV").
@Suite("Only a WebDAV server is written to")
struct OnlyWebDAVTests {
    @Test("another local service (404 to everything, or a web page to everything) gets PROPFIND only, and the sync says it is not WebDAV",
          arguments: [404, 200, 405])
    func anotherServiceGetsNoWrites(status: Int) async throws {
        let service = try ScriptedHTTPServer { _ in .answer(status, body: Data("<html>admin</html>".utf8)) }
        let device = try Device(transport: WebDAVTransport(folder: service.url("sync/"), user: "me", password: "pw", timeout: 10))
        defer { device.remove() }
        try device.dictionary.add(UserWord(text: "你好", syllables: ["ni", "hao"]))
        let refusal = await thrownError { try await device.session.run() }.map { "\($0)" } ?? ""
        #expect(refusal.contains("WebDAV") && refusal.contains("nothing was written"), "\(refusal)")
        #expect(Set(service.requests.map(\.method)) == ["PROPFIND"], "\(service.requests.map(\.method))")
    }

    @Test("a WebDAV server without the folder: its parent answers as WebDAV, so the folder is made")
    func aWebDAVParentMakesTheFolder() async throws {
        let multistatus = Data("""
            <?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/</d:href><d:propstat><d:prop>\
            <d:resourcetype><d:collection/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>
            """.utf8)
        let server = try ScriptedHTTPServer { request in
            switch (request.method, request.path) {
            case ("PROPFIND", "/sync/"): .answer(404)
            case ("PROPFIND", "/"): .answer(207, body: multistatus)
            case ("MKCOL", _): .answer(201)
            default: .answer(500)
            }
        }
        let transport = try WebDAVTransport(folder: server.url("sync/"), timeout: 10)
        #expect(try await transport.list().isEmpty)
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["PROPFIND /sync/", "PROPFIND /", "MKCOL /sync/"])
    }
}
