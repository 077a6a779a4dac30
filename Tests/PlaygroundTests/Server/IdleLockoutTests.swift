import Foundation
import Testing
import ShurufaTestSupport
@testable import Playground

/// Finding 5 of issue 32: silent WebSockets held every session slot, and every new client got
/// `server-full`; malformed requests got no answer until the idle close. Now a session is pending
/// until its first message, pending sessions are given up for newcomers, and a malformed head gets
/// an immediate 400.
@Suite(.serialized, .timeLimit(.minutes(3))) struct IdleLockoutTests {
    @Test func pendingSessionsAreGivenUpOldestFirstAndProvenOnesKept() async {
        let registry = SessionRegistry(maxSessions: 3, maxPending: 2, maxPendingPerAddress: 2)
        let evicted = LockedList()
        let a = await registry.admit(address: "10.0.0.1") { evicted.append("a") }!
        await registry.prove(a)
        let b = await registry.admit(address: "10.0.0.2") { evicted.append("b") }!
        let c = await registry.admit(address: "10.0.0.3") { evicted.append("c") }!
        // Two pending (b, c) is the most: d gives up the oldest pending one, b; a (proven) stays.
        let d = await registry.admit(address: "10.0.0.4") { evicted.append("d") }
        #expect(d != nil && evicted.items == ["b"])
        let (count, pending) = (await registry.count, await registry.pendingCount)
        #expect(count == 3 && pending == 2)
        await registry.prove(c)
        await registry.prove(d!)
        // Every slot proven: now the server is really full.
        let refusedNewcomer = await registry.admit(address: "10.0.0.5") { evicted.append("e") }
        #expect(refusedNewcomer == nil)
        let (refused, given) = (await registry.refused, await registry.evicted)
        #expect(refused == 1 && given == 1)
        await registry.release(b)  // already given up: nothing changes
        #expect(await registry.count == 3)
    }

    @Test func oneAddressHoldsAtMostItsShareOfPendingSessions() async {
        let registry = SessionRegistry(maxSessions: 100, maxPending: 50, maxPendingPerAddress: 4)
        let evicted = LockedList()
        for index in 0..<20 { _ = await registry.admit(address: "10.0.0.9") { evicted.append("flood \(index)") } }
        #expect(await registry.pendingCount == 4)
        #expect(evicted.items.count == 16 && evicted.items.first == "flood 0")
        #expect(await registry.admit(address: "10.0.0.1") != nil)
        #expect(evicted.items.count == 16, "another address's newcomer evicts nobody")
    }

    @Test func aPendingSessionIsGivenUpOnlyAfterItsGraceAndANewcomerIsRefusedMeanwhile() async {
        let clock = ManualClock()
        let registry = SessionRegistry(maxSessions: 10, maxPending: 4, maxPendingPerAddress: 2, evictionGrace: 1, clock: { clock.now })
        let evicted = LockedList()
        _ = await registry.admit(address: "flood") { evicted.append("first") }
        _ = await registry.admit(address: "flood") { evicted.append("second") }
        // A third from the same address within the grace: refused at once, nobody given up.
        #expect(await registry.admit(address: "flood") == nil)
        #expect(evicted.items.isEmpty)
        // Another address still has its share.
        #expect(await registry.admit(address: "page") != nil)
        clock.now = 1.5
        // Past the grace, the oldest silent one makes room.
        #expect(await registry.admit(address: "flood") != nil)
        #expect(evicted.items == ["first"])
    }

    @Test func silentWebSocketsDoNotLockOutANewClient() async throws {
        var limits = SessionLimits(maxSessions: 8)
        limits.pendingGrace = 0.2
        let clock = ManualClock()
        let configuration = PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, limits: limits, clock: { clock.now }, logLevel: .critical)
        try await PlaygroundServerTests.withServer(configuration: configuration) { server in
            // Sixteen sockets upgrade and say nothing: more than every slot.
            let silent = try await onOwnThread {
                SocketHold(try (0..<16).map { index -> RawSocket in
                    let socket = try RawSocket(port: server.port, readTimeout: 5)
                    _ = socket.send("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZSA\(index % 10)=\r\nSec-WebSocket-Version: 13\r\n\r\n")
                    return socket
                })
            }
            // Until the server has taken (or refused) every upgrade, then past the grace on the server's clock.
            await server.registry.wait { $0.count + $0.refused + $0.evicted >= 16 }
            clock.now += 1
            try await PlaygroundClient.withConnection(port: server.port) { client in
                let frame = try await client.frame(acknowledging: 0)
                #expect(frame != nil, "a new client is admitted while silent sockets wait")
                try await client.send(ClientMessage.ping(5).json())
                let pong = try await client.next { if case .pong = $0 { return true } else { return false } }
                #expect(pong != nil)
            }
            // Silent sockets past the share were refused or given up; never more sessions than slots.
            #expect(await server.registry.count <= 8)
            _ = silent
        }
    }

    @Test func aSessionThatNeverSpeaksIsClosedAfterTheFirstMessageTime() async throws {
        var limits = SessionLimits(maxSessions: 8)
        limits.firstMessageTimeout = 1
        let clock = ManualClock()
        let configuration = PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, limits: limits, clock: { clock.now }, logLevel: .critical)
        try await PlaygroundServerTests.withServer(configuration: configuration) { server in
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                clock.now += 2
                let closing = try await client.next { if case .error = $0 { return true } else { return false } }
                #expect(closing?.errorCode == .idle)
            }
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                try await client.send(ClientMessage.ping(1).json())
                _ = try await client.next { if case .pong = $0 { return true } else { return false } }
                // Past the first-message time (on the server's clock), a session that spoke stays open.
                clock.now += 2
                try await client.send(ClientMessage.ping(2).json())
                let pong = try await client.next { if case .pong = $0 { return true } else { return false } }
                #expect(pong != nil)
            }
        }
    }

    @Test(arguments: [
        "GET \\..\\..\\etc\\passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 12345678901234567890\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
        "GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
        "GET /\u{7f} HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n",
        "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
        "G\0T / HTTP/1.1\r\n\r\n",
    ])
    func aMalformedRequestGetsAnImmediate400(_ request: String) async throws {
        let (answer, seconds) = try await HTTPLimitsTests.withServer(http: HTTPLimits(headerTimeout: 30, idleTimeout: 60)) { port in
            let socket = try RawSocket(port: port, readTimeout: 10)
            let start = Date()
            _ = socket.send(request)
            let answer = socket.readToEnd()
            return (answer, Date().timeIntervalSince(start))
        }
        #expect(answer.text.hasPrefix("HTTP/1.1 400"), "\(answer.text.prefix(60))")
        #expect(answer.closed)
        #expect(seconds < 5, "answered at once, not at a timeout")
    }

    @Test func theScannerAcceptsWhatABrowserSends() {
        var scanner = HTTPHeadScanner(maxRequestLineBytes: 8192, maxHeadBytes: 32768)
        let head = "GET /ws?x=1%20y HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 "
            + "(KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36\r\nContent-Length: 0\r\nUpgrade: websocket\r\n\r\n"
        let outcome = scanner.scan(Array(head.utf8))
        #expect(outcome.violation == nil && outcome.headEnded)
    }
}

/// A clock the registry tests set by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0
    var now: Double {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// Sockets kept open across an await.
final class SocketHold: @unchecked Sendable {
    let sockets: [RawSocket]
    init(_ sockets: [RawSocket]) { self.sockets = sockets }
}

/// A list several closures append to.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ item: String) { lock.withLock { stored.append(item) } }
    var items: [String] { lock.withLock { stored } }
}
