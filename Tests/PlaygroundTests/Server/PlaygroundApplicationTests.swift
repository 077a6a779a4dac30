import Foundation
import ShurufaTestSupport
import Testing
@testable import Playground

/// Issue 32: the server runs Hummingbird's application without its once-a-second date timer, at a
/// priority of its own. Its responses still carry the `Date` header (RFC 9110's format, now) and
/// the server's name, and `run()` still serves until its task is cancelled.
@Suite(.timeLimit(.minutes(1))) struct PlaygroundApplicationTests {
    @Test func theDateHeaderHasTheRFCFormat() {
        #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.format(1_772_323_200) == "Sun, 01 Mar 2026 00:00:00 GMT")
    }

    @Test func aResponseSaysWhenAndWho() async throws {
        let answer = try await HTTPLimitsTests.withServer { port in
            let socket = try RawSocket(port: port)
            socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            return socket.readToEnd().text
        }
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        let lines = answer.split(separator: "\r\n").map { $0.lowercased() }
        #expect(lines.contains("server: shurufa"))
        let date = try #require(answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("date: ") }).dropFirst(6)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let sent = try #require(formatter.date(from: String(date)), "\(date)")
        #expect(abs(sent.timeIntervalSinceNow) < 60, "the header says now (to the second), not a stale time")
    }

    @Test func runServesUntilItsTaskIsCancelled() async throws {
        let configuration = PlaygroundServer.Configuration(makeKeyboard: try realKeyboardFactory.get(), port: 0, logLevel: .critical)
        let server = try PlaygroundServer(configuration: configuration)
        let (urls, ready) = AsyncStream<URL>.makeStream()
        let running = Task { try await server.run { ready.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        let port = try #require(await iterator.next()?.port)
        let answer = try await onOwnThread { () throws -> String in
            let socket = try RawSocket(port: port)
            socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            return socket.readToEnd().text
        }
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        // The suite's time limit fails the test if the cancel does not end the server.
        running.cancel()
        _ = await running.result
        #expect(throws: (any Error).self) { try RawSocket(port: port, readTimeout: 1) }
    }
}
