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

    @Test func theCapCountsEachAddressApartAndReleases() throws {
        let cap = AddressConnectionCap(limit: 2)
        let first = try #require(cap.admit("10.0.0.1"))
        #expect(cap.admit("10.0.0.1") != nil)
        #expect(cap.admit("10.0.0.1") == nil, "both busy: the newcomer is refused")
        #expect(cap.admit("10.0.0.2") != nil)
        cap.release(first)
        #expect(cap.count("10.0.0.1") == 1 && cap.admit("10.0.0.1") != nil)
    }

    @Test func aNewcomerTakesThePlaceOfTheConnectionIdleLongest() throws {
        let cap = AddressConnectionCap(limit: 2)
        let evicted = OnceFlag(), kept = OnceFlag()
        let old = try #require(cap.admit("10.0.0.3") { evicted.fire() })
        let recent = try #require(cap.admit("10.0.0.3") { kept.fire() })
        cap.setIdle(old, since: 5)
        cap.setIdle(recent, since: 10)
        let newcomer = try #require(cap.admit("10.0.0.3"), "an idle connection makes room")
        #expect(evicted.isFired && !kept.isFired && cap.count("10.0.0.3") == 2)
        cap.release(old)
        #expect(cap.count("10.0.0.3") == 2, "the evicted one's close does not count twice")
        cap.setIdle(recent, since: nil)
        #expect(cap.admit("10.0.0.3") == nil, "every connection busy: refused")
        _ = newcomer
    }

    @Test func aBrowserIsServedBesideIdleSocketsHoldingItsAddressCap() async throws {
        let limits = HTTPLimits(headerTimeout: 30, idleTimeout: 60, maxConnectionsPerAddress: 3)
        let (answers, page) = try await HTTPLimitsTests.withServer(http: limits) { port in
            let idle = try (0..<3).map { _ in try RawSocket(port: port, readTimeout: 1) }
            Thread.sleep(forTimeInterval: 0.3)
            let browser = try RawSocket(port: port, readTimeout: 10)
            browser.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let page = browser.readToEnd()
            return (idle.map { $0.readToEnd() }, page)
        }
        #expect(page.text.hasPrefix("HTTP/1.1 200"), "the page, not a 503: \(page.text.prefix(60))")
        #expect(answers.filter { $0.text.hasPrefix("HTTP/1.1 503") }.count == 1, "the idle socket held longest made room: \(answers.map { $0.text.prefix(20) })")
    }
}
