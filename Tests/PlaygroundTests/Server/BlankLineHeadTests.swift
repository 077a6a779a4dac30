import Foundation
import Testing
@testable import Playground

/// Issue 50: a head with bare-LF line ends got no answer, and blank lines before a head (after a
/// keep-alive request too) kept a connection open forever without starting the head timeout.
/// That blank lines start the head timeout is checked on a clock the tests move
/// (`HTTPConnectionGuardTests.blankLinesBeforeAHeadStartItsTimeout`).
@Suite(.serialized, .timeLimit(.minutes(1))) struct BlankLineHeadTests {
    @Test func aBareLFHeadIsRefusedAtOnce() async throws {
        let answer = try await HTTPLimitsTests.withServer { port in
            let socket = try RawSocket(port: port, readTimeout: 10)
            socket.send("GET / HTTP/1.1\nHost: x\n\n")
            return socket.readToEnd()
        }
        #expect(answer.text.hasPrefix("HTTP/1.1 400"), "\(answer.text.prefix(80))")
        #expect(answer.closed)
    }
}

/// Issue 50: one address could hold any number of connections; past `maxConnectionsPerAddress`
/// a new one is answered 503 and closed at once, and a closed one gives its slot back.
@Suite(.serialized, .timeLimit(.minutes(1))) struct AddressConnectionCapTests {
    @Test func aConnectionPastTheAddressCapIsRefusedAtOnce() async throws {
        let limits = HTTPLimits(headerTimeout: 30, idleTimeout: 60, maxConnectionsPerAddress: 3)
        let answers = try await HTTPLimitsTests.withServer(http: limits) { port in
            // Four at once: the server may set them up in any order, so exactly one of them is refused.
            let sockets = try (0..<4).map { _ in try RawSocket(port: port, readTimeout: 2) }
            return sockets.map { $0.readToEnd() }
        }
        let refused = answers.filter { $0.closed }
        #expect(refused.count == 1 && refused.allSatisfy { $0.text.hasPrefix("HTTP/1.1 503") }, "\(answers)")
    }

    @Test func theCapCountsEachAddressApartAndReleases() {
        let cap = AddressConnectionCap(limit: 2)
        #expect(cap.admit("10.0.0.1") && cap.admit("10.0.0.1"))
        #expect(!cap.admit("10.0.0.1"))
        #expect(cap.admit("10.0.0.2"))
        cap.release("10.0.0.1")
        #expect(cap.count("10.0.0.1") == 1 && cap.admit("10.0.0.1"))
    }
}
