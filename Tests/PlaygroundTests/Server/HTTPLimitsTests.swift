import Foundation
import Testing
import ShurufaTestSupport
@testable import Playground

/// The connection guard on a running server: silent sockets and oversized request lines are
/// answered and closed; a normal request is not disturbed. The guard's timing (slow heads, idle
/// connections) is checked on a clock the tests move, in `HTTPConnectionGuardTests`; here the
/// limits are far away unless a test waits for one, so a slow client is never cut off by them.
@Suite(.serialized, .timeLimit(.minutes(1))) struct HTTPLimitsTests {
    static let patient = HTTPLimits(headerTimeout: 30, idleTimeout: 60)

    static func withServer<T: Sendable>(http: HTTPLimits = patient, _ body: @escaping @Sendable (Int) throws -> T) async throws -> T {
        var configuration = PlaygroundServer.Configuration(makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical)
        configuration.http = http
        let server = try await PlaygroundServer(configuration: configuration).start()
        let port = server.port
        // The client side blocks (connects, sends, reads with a timeout): on a thread of its own, so the
        // server's accept loop and timers never wait behind it.
        let result: Result<T, any Error>
        do { result = .success(try await onOwnThread { try body(port) }) } catch { result = .failure(error) }
        await server.stop()
        return try result.get()
    }

    @Test func manyIdleSocketsAreAnsweredAndClosed() async throws {
        // The server's answer is the event waited for: a slow client only reads it later.
        let answers = try await Self.withServer(http: HTTPLimits(headerTimeout: 0.3, idleTimeout: 60)) { port in
            let sockets = try (0..<100).map { _ in try RawSocket(port: port) }
            return sockets.map { $0.readToEnd() }
        }
        #expect(answers.allSatisfy { $0.closed })
        #expect(answers.allSatisfy { $0.text.hasPrefix("HTTP/1.1 408") })
    }

    @Test func an80KBRequestLineGets414() async throws {
        let answer = try await Self.withServer { port in
            let socket = try RawSocket(port: port)
            socket.send("GET /" + String(repeating: "a", count: 80 * 1024) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return socket.readToEnd()
        }
        #expect(answer.text.hasPrefix("HTTP/1.1 414"), "\(answer.text.prefix(80))")
        #expect(answer.closed)
    }

    @Test func anOversizedHeadGets431() async throws {
        let answer = try await Self.withServer { port in
            let socket = try RawSocket(port: port)
            var head = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            for index in 0..<100 { head += "X-Filler-\(index): \(String(repeating: "f", count: 1000))\r\n" }
            socket.send(head + "\r\n")
            return socket.readToEnd()
        }
        #expect(answer.text.hasPrefix("HTTP/1.1 431"), "\(answer.text.prefix(80))")
        #expect(answer.closed)
    }

    @Test func transferEncodingWithContentLengthGets400AtOnce() async throws {
        // The idle timeout is far away: only an answer at once can come before the read gives up.
        let answer = try await Self.withServer { port in
            let socket = try RawSocket(port: port, readTimeout: 10)
            socket.send("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n")
            return socket.readToEnd()
        }
        #expect(answer.text.hasPrefix("HTTP/1.1 400"), "\(answer.text.prefix(80))")
        #expect(answer.closed)
    }

    @Test func aNormalRequestIsServedAndClosedAsAsked() async throws {
        let answer = try await Self.withServer { port in
            let socket = try RawSocket(port: port)
            socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            return socket.readToEnd()
        }
        #expect(answer.text.hasPrefix("HTTP/1.1 200"))
        #expect(answer.text.contains("\"sessions\""))
        #expect(answer.closed)
    }
}
