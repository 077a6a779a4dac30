import Foundation
import Testing
import ShurufaTestSupport
@testable import Playground

/// Issue 32: the server's private memory did not come back after the load benchmark's silent
/// WebSockets closed. Part of it was objects kept per closed connection (Hummingbird's `router.ws`
/// keeps every upgrade's request context alive through a reference cycle), part a keyboard made
/// for every connection that never spoke. These open and close connections of every kind through
/// a real server and check that every per-connection object and every keyboard made is freed.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ConnectionLeakTests {
    /// A server whose sessions' time is `clock` (it moves only when a test moves it: a page on a
    /// loaded machine always speaks in time, and silent ones close when the test says).
    private static func withServer<T>(
        keyboards: KeyboardTracker, clock: ManualClock = ManualClock(), _ body: (RunningPlaygroundServer) async throws -> T
    ) async throws -> T {
        var limits = SessionLimits(maxSessions: 6)
        limits.firstMessageTimeout = 2
        limits.pendingGrace = 0.05
        var configuration = PlaygroundServer.Configuration(
            makeKeyboard: keyboards.factory, port: 0, limits: limits, clock: { clock.now }, logLevel: .critical)
        // A socket that sends nothing is closed by the head timeout (real time, short); the idle
        // timeout is far: its timer runs on the real clock for WebSockets too, and a page whose key
        // took a loaded machine 2 s to answer lost its pong to it (a full run beside two builds).
        configuration.http = HTTPLimits(headerTimeout: 0.5, idleTimeout: 30)
        return try await PlaygroundServerTests.withServer(configuration: configuration, body)
    }

    /// Waits (at most 20 s) until nothing is left of the connections: the server lets go of each
    /// object a moment after its socket closes. No timing is judged, only what is left at the end.
    private static func settle(_ server: RunningPlaygroundServer, _ keyboards: KeyboardTracker) async throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let left = server.census.count(.httpConnection) + server.census.count(.webSocketPeer)
                + server.census.count(.sessionConnection) + keyboards.alive + (await server.registry.count)
            if left == 0 { return }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func everyPerConnectionObjectIsFreedOnceConnectionsClose() async throws {
        let keyboards = KeyboardTracker(try realKeyboardFactory.get())
        let clock = ManualClock()
        try await Self.withServer(keyboards: keyboards, clock: clock) { server in
            // Pages that type, are answered, and leave.
            for n in 0..<4 {
                try await PlaygroundClient.withConnection(port: server.port) { client in
                    _ = try await client.frame(acknowledging: 0)
                    try await client.send(ClientMessage.key(KeyMessage(key: "n", t: Double(n))).json())
                    try await client.send(ClientMessage.ping(n).json())
                    let pong = try await client.next { if case .pong = $0 { return true } else { return false } }
                    #expect(pong == .pong(n))
                }
            }
            // WebSockets that never speak (more than the slots), sockets that send nothing, a malformed
            // request, a voice page: the server closes each, and each read ends when it has.
            // The pages' sessions are gone first, so that every session counted below is a silent one.
            await server.registry.wait { $0.count == 0 }
            let handledBefore = await server.registry.refused + server.registry.evicted
            let port = server.port
            async let ends = onOwnThread { () -> [Bool] in
                let silent = try (0..<10).map { index -> RawSocket in
                    let socket = try RawSocket(port: port, readTimeout: 10)
                    _ = socket.send("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZSA\(index)=\r\nSec-WebSocket-Version: 13\r\n\r\n")
                    return socket
                }
                let idle = try (0..<5).map { _ in try RawSocket(port: port, readTimeout: 10) }
                let malformed = try RawSocket(port: port, readTimeout: 10)
                _ = malformed.send("GET \\..\\..\\etc\\passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                return (silent + idle + [malformed]).map { $0.readToEnd().closed }
            }
            // Once the server has taken (or refused) every silent WebSocket: past their first-message time.
            await server.registry.wait { $0.count + $0.refused + $0.evicted - handledBefore >= 10 }
            clock.now += 3
            #expect(try await ends.allSatisfy { $0 }, "the server closed every connection")
            try await PlaygroundClient.withConnection(port: server.port, path: "/voice") { client in
                try await client.send(#"{"type":"press","source":"mic","sampleRate":1e19}"#)
                _ = try await client.nextText()
            }

            try await Self.settle(server, keyboards)
            #expect(server.census.count(.httpConnection) == 0, "a TCP connection's pipeline outlived it")
            #expect(server.census.count(.webSocketPeer) == 0, "a WebSocket's handler outlived it")
            #expect(server.census.count(.sessionConnection) == 0, "a session outlived its connection")
            #expect(keyboards.alive == 0, "every keyboard made (the sessions' and the first frame's) is freed")
            #expect(keyboards.made >= 4)
            #expect(await server.registry.count == 0)
        }
    }

    @Test func aConnectionThatNeverSpeaksGetsNoKeyboard() async throws {
        let keyboards = KeyboardTracker(try realKeyboardFactory.get())
        try await Self.withServer(keyboards: keyboards) { server in
            // Each page is shown the first frame; only the one drawing it needed a keyboard.
            for _ in 0..<3 {
                try await PlaygroundClient.withConnection(port: server.port) { client in
                    let frame = try #require(try await client.frame(acknowledging: 0))
                    #expect(frame.svg.hasPrefix("<svg"))
                }
            }
            #expect(keyboards.made == 1)
            // The first message makes the session.
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                try await client.send(ClientMessage.key(KeyMessage(key: "a", t: 0)).json())
                let frame = try await client.frame(acknowledging: 1)
                #expect(frame?.candidates.isEmpty == false, "the session typed the key")
            }
            #expect(keyboards.made == 2)
        }
    }

    @Test func theFirstFrameIsWhatANewSessionShows() throws {
        let keyboards = KeyboardTracker(try realKeyboardFactory.get())
        let makeSession: SessionConnection.SessionMaker = { [factory = keyboards.factory] now throws(PlaygroundError) in
            try PlaygroundSession(now: now, makeKeyboard: factory)
        }
        let drawn = try FirstFrame(makingSessionWith: makeSession, at: 0).frame.get()
        #expect(keyboards.made == 1 && keyboards.alive == 0, "drawn by a session made for it and dropped")
        #expect(try PlaygroundSession(now: 2, makeKeyboard: keyboards.factory).takeFrame() == drawn)
    }
}

/// Wraps a keyboard factory, counting the keyboards it made and how many are still alive.
final class KeyboardTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var keyboards: [WeakKeyboard] = []
    private let wrapped: PlaygroundKeyboardFactory

    init(_ factory: @escaping PlaygroundKeyboardFactory) {
        wrapped = factory
    }

    var factory: PlaygroundKeyboardFactory {
        { [self] document, settings throws(PlaygroundError) in
            let keyboard = try wrapped(document, settings)
            lock.withLock { keyboards.append(WeakKeyboard(keyboard as AnyObject)) }
            return keyboard
        }
    }

    /// Keyboards made so far, and how many of them are alive now.
    var made: Int { lock.withLock { keyboards.count } }
    var alive: Int { lock.withLock { keyboards.filter { $0.keyboard != nil }.count } }

    private struct WeakKeyboard {
        weak var keyboard: AnyObject?
        init(_ keyboard: AnyObject) { self.keyboard = keyboard }
    }
}
