import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Playground

/// The server on 127.0.0.1 with real WebSocket connections; every test starts and stops its own
/// server on a free port and is bounded in time.
@Suite(.serialized, .timeLimit(.minutes(1))) struct PlaygroundServerTests {
    static func withServer<T>(
        limits: SessionLimits = .standard, maxFrameBytes: Int = 1 << 16,
        _ body: (RunningPlaygroundServer) async throws -> T
    ) async throws -> T {
        let configuration = PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, limits: limits, maxFrameBytes: maxFrameBytes, logLevel: .critical)
        return try await withServer(configuration: configuration, body)
    }

    /// A server with `configuration`, stopped after `body` whatever it does.
    static func withServer<T>(
        configuration: PlaygroundServer.Configuration, _ body: (RunningPlaygroundServer) async throws -> T
    ) async throws -> T {
        let server = try await PlaygroundServer(configuration: configuration).start()
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    static func get(_ url: URL) async throws -> (Int, String, String?) {
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = response as? HTTPURLResponse
        return (http?.statusCode ?? 0, String(decoding: data, as: UTF8.self), http?.value(forHTTPHeaderField: "Content-Type"))
    }

    @Test func bindsToLoopbackAndServesThePage() async throws {
        try await Self.withServer { server in
            #expect(server.url.host == "127.0.0.1")
            let (status, html, type) = try await Self.get(server.url)
            #expect(status == 200)
            #expect(type?.hasPrefix("text/html") == true)
            #expect(html.contains("id=\"document\"") && html.contains("/app.js"))
            let (scriptStatus, script, _) = try await Self.get(server.url.appendingPathComponent("app.js"))
            #expect(scriptStatus == 200 && script.contains("new WebSocket"))
            let (missing, _, _) = try await Self.get(server.url.appendingPathComponent("nope"))
            #expect(missing == 404)
        }
    }

    @Test func aConnectionGetsAFrameAndAnswersPings() async throws {
        try await Self.withServer { server in
            try await PlaygroundClient.withConnection(port: server.port) { client in
                let first = try #require(try await client.frame(acknowledging: 0))
                #expect(first.svg.hasPrefix("<svg"))
                #expect(first.settings == PlaygroundSettings())
                try await client.send(ClientMessage.ping(42).json())
                let pong = try await client.next { if case .pong = $0 { return true } else { return false } }
                #expect(pong == .pong(42))
                #expect(await server.registry.count == 1)
            }
        }
    }

    @Test func badMessagesGetAnErrorOnThatSessionAlone() async throws {
        try await Self.withServer(limits: SessionLimits(maxMessageBytes: 512)) { server in
            try await PlaygroundClient.withConnection(port: server.port) { good in
                _ = try await good.frame(acknowledging: 0)
                try await PlaygroundClient.withConnection(port: server.port) { bad in
                    _ = try await bad.frame(acknowledging: 0)
                    for text in ["{", "null", #"{"type":"touch"}"#, String(repeating: "x", count: 2000)] {
                        try await bad.send(text)
                        let reply = try await bad.next { if case .error = $0 { return true } else { return false } }
                        #expect(reply?.errorCode != nil)
                    }
                    try await bad.sendBinary([0, 1, 2])
                    let binary = try await bad.next { if case .error = $0 { return true } else { return false } }
                    #expect(binary?.errorCode == .malformed)
                    try await bad.send(#"{"type":"key","key":"F13","t":1}"#)
                    let key = try await bad.next { if case .error = $0 { return true } else { return false } }
                    #expect(key?.errorCode == .unknownKey)
                    // The bad session still works.
                    try await bad.send(ClientMessage.ping(1).json())
                    #expect(try await bad.next { $0 == .pong(1) } == .pong(1))
                }
                // The good one never heard of it and still answers.
                try await good.send(ClientMessage.ping(2).json())
                let reply = try await good.next { if case .state = $0 { return false } else { return true } }
                #expect(reply == .pong(2))
            }
        }
    }

    @Test func aFrameLargerThanTheServerReadsClosesOnlyThatConnection() async throws {
        try await Self.withServer(maxFrameBytes: 4096) { server in
            try await PlaygroundClient.withConnection(port: server.port) { good in
                _ = try await good.frame(acknowledging: 0)
                try await PlaygroundClient.withConnection(port: server.port) { huge in
                    _ = try await huge.frame(acknowledging: 0)
                    try await huge.send(String(repeating: "y", count: 100_000))
                    while try await huge.next() != nil {}
                    #expect(huge.isClosed)
                }
                try await good.send(ClientMessage.ping(3).json())
                #expect(try await good.next { $0 == .pong(3) } == .pong(3))
            }
            await server.registry.wait { $0.count == 0 }
            #expect(await server.registry.count == 0)
        }
    }

    @Test func hundredsOfEventsASecondAreAbsorbed() async throws {
        try await Self.withServer { server in
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                let count = 400
                for index in 0..<count {
                    let phase: TouchMessage.Phase = index == 0 ? .began : (index == count - 1 ? .ended : .moved)
                    let touch = TouchMessage(id: 1, phase: phase, x: Double(index % 375), y: 150, t: Double(index))
                    try await client.send(ClientMessage.touch(touch).json())
                }
                let last = try #require(try await client.frame(acknowledging: count))
                #expect(last.ack == count)
            }
            #expect(await server.registry.count <= 1)
        }
    }

    @Test func theSessionCapRefusesWithServerFull() async throws {
        try await Self.withServer(limits: SessionLimits(maxSessions: 2)) { server in
            // Each page speaks first: a session that never sent a message would be given up for a newcomer.
            try await PlaygroundClient.withConnection(port: server.port) { a in
                _ = try await a.frame(acknowledging: 0)
                try await a.send(ClientMessage.ping(1).json())
                _ = try await a.next { if case .pong = $0 { return true } else { return false } }
                try await PlaygroundClient.withConnection(port: server.port) { b in
                    _ = try await b.frame(acknowledging: 0)
                    try await b.send(ClientMessage.ping(2).json())
                    _ = try await b.next { if case .pong = $0 { return true } else { return false } }
                    try await PlaygroundClient.withConnection(port: server.port) { c in
                        // The server sends `serverFull` and closes. Our test client can see the close
                        // before the frame when both arrive in one read (seen once in ~10 runs), so the
                        // refusal itself is checked on the server's registry below.
                        let refusal = try await c.next()
                        #expect(refusal == nil || refusal?.errorCode == .serverFull)
                        if refusal != nil { #expect(try await c.next() == nil) }
                    }
                    #expect(await server.registry.refused == 1)
                }
            }
            // Closed sessions free their places.
            await server.registry.wait { $0.count == 0 }
            try await PlaygroundClient.withConnection(port: server.port) { d in
                let frame = try await d.frame(acknowledging: 0)
                #expect(frame != nil)
            }
        }
    }

    @Test func idleSessionsAreClosedWithAnError() async throws {
        // The sessions' clock is the test's: the session expires when the test moves it past the
        // idle timeout, however slowly this machine runs the client meanwhile.
        let clock = ManualClock()
        let configuration = PlaygroundServer.Configuration(
            makeKeyboard: try realKeyboardFactory.get(), port: 0, limits: SessionLimits(idleTimeout: 0.3),
            clock: { clock.now }, logLevel: .critical)
        try await Self.withServer(configuration: configuration) { server in
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                try await client.send(ClientMessage.ping(1).json())
                let pong = try await client.next { if case .pong = $0 { return true } else { return false } }
                #expect(pong != nil, "open until the clock passes the idle timeout")
                clock.now += 1
                let message = try await client.next { if case .error = $0 { return true } else { return false } }
                #expect(message?.errorCode == .idle)
                #expect(try await client.next() == nil)
            }
            await server.registry.wait { $0.count == 0 }
            #expect(await server.registry.count == 0)
        }
    }

    @Test func aDroppedConnectionFreesItsSession() async throws {
        try await Self.withServer { server in
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                try await client.send(#"{"type":"touch","id":1,"phase":"began","x":20,"y":100,"t":0}"#)
                // Leave without a close handshake while a finger is down.
            }
            await server.registry.wait { $0.count == 0 }
            #expect(await server.registry.count == 0)
            try await PlaygroundClient.withConnection(port: server.port) { client in
                let frame = try await client.frame(acknowledging: 0)
                #expect(frame != nil)
            }
        }
    }

    @Test func anotherSitesPageMayNotConnect() async throws {
        try await Self.withServer { server in
            var request = URLRequest(url: server.url.appendingPathComponent("ws"))
            request.setValue("websocket", forHTTPHeaderField: "Upgrade")
            request.setValue("Upgrade", forHTTPHeaderField: "Connection")
            request.setValue("13", forHTTPHeaderField: "Sec-WebSocket-Version")
            request.setValue("dGhlIHNhbXBsZSBub25jZQ==", forHTTPHeaderField: "Sec-WebSocket-Key")
            request.setValue("http://evil.example", forHTTPHeaderField: "Origin")
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode != 101)
            // DNS rebinding: the page's own name in both Origin and Host.
            let port = server.url.port ?? 80
            request.setValue("http://evil.example:\(port)", forHTTPHeaderField: "Origin")
            request.setValue("evil.example:\(port)", forHTTPHeaderField: "Host")
            let (_, rebound) = try await URLSession.shared.data(for: request)
            #expect((rebound as? HTTPURLResponse)?.statusCode != 101)
            #expect(await server.registry.count == 0)
        }
    }

    @Test func aRefusedUpgradeSaysWhatTheServerAnswered() async throws {
        try await Self.withServer { server in
            // No WebSocket at /nope: the server's 400 is in the error, so a refusal under load can be told apart.
            await #expect {
                try await PlaygroundClient.withConnection(port: server.port, path: "/nope") { _ in }
            } throws: { error in
                "\(error)".contains("refused the WebSocket upgrade") && "\(error)".contains("HTTP/1.1 400 Bad Request")
            }
            // A client on a loop thread of its own connects as any other.
            let frame = try await PlaygroundClient.withConnection(port: server.port, loops: .dedicated()) { try await $0.frame(acknowledging: 0) }
            #expect(frame != nil)
        }
    }
}
