import Testing
@testable import Playground

/// The byte-level head tracking behind the connection guard, fed in chunks of every size.
@Suite struct HTTPHeadScannerTests {
    func scan(_ text: String, chunk: Int, line: Int = 64, head: Int = 256) -> (HTTPHeadScanner, [HTTPHeadScanner.Outcome]) {
        var scanner = HTTPHeadScanner(maxRequestLineBytes: line, maxHeadBytes: head)
        let bytes = Array(text.utf8)
        var outcomes: [HTTPHeadScanner.Outcome] = []
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            outcomes.append(scanner.scan(bytes[start..<min(bytes.count, start + chunk)]))
            if outcomes.last?.violation != nil { break }
        }
        return (scanner, outcomes)
    }

    @Test(arguments: [1, 3, 7, 1000])
    func twoHeadsWithABodyBetweenThemEnd(chunk: Int) {
        let text = "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello\r\n\r\nGET /b HTTP/1.1\r\n\r\n"
        let (scanner, outcomes) = scan(text, chunk: chunk)
        // An outcome says whether a head ended in its chunk: one chunk holding both says so once.
        #expect(outcomes.filter(\.headEnded).count == (chunk >= text.utf8.count ? 1 : 2))
        #expect(outcomes.allSatisfy { $0.violation == nil })
        #expect(scanner.phase == .head && !scanner.isInsideHead)
    }

    @Test(arguments: [1, 5, 4096])
    func aLongRequestLineIsFound(chunk: Int) {
        let (_, outcomes) = scan("GET /" + String(repeating: "a", count: 100) + " HTTP/1.1\r\n\r\n", chunk: chunk)
        #expect(outcomes.last?.violation == .requestLineTooLong)
    }

    @Test func longHeadersAreFoundButNotAsARequestLine() {
        let text = "GET / HTTP/1.1\r\n" + (0..<10).map { "X-\($0): \(String(repeating: "v", count: 40))\r\n" }.joined() + "\r\n"
        #expect(scan(text, chunk: 9).1.last?.violation == .headTooLarge)
        #expect(scan(text, chunk: 9, head: 4096).1.allSatisfy { $0.violation == nil })
    }

    @Test func anUpgradeOrChunkedBodyEndsTheScanning() {
        for header in ["Upgrade: websocket", "transfer-encoding: chunked"] {
            let text = "GET /ws HTTP/1.1\r\n\(header)\r\n\r\n" + String(repeating: "x", count: 500)
            let (scanner, outcomes) = scan(text, chunk: 13)
            #expect(scanner.phase == .opaque)
            #expect(outcomes.allSatisfy { $0.violation == nil })
        }
    }

    @Test(arguments: [1, 7, 4096])
    func transferEncodingBesideContentLengthIsRefusedInEitherOrder(chunk: Int) {
        for headers in ["Transfer-Encoding: chunked\r\nContent-Length: 5", "content-length: 5\r\ntransfer-encoding: chunked"] {
            let (_, outcomes) = scan("POST / HTTP/1.1\r\nHost: a\r\n\(headers)\r\n\r\nhello", chunk: chunk)
            #expect(outcomes.last?.violation == .malformed(HTTPHeadScanner.bothLengths), "\(headers)")
        }
        // Each alone is still fine, and a later head on the connection starts afresh.
        let alone = "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhelloPOST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
        #expect(scan(alone, chunk: chunk).1.allSatisfy { $0.violation == nil })
    }

    @Test func emptyLinesBeforeARequestStartNoHeadButTheWaitForOne() {
        var scanner = HTTPHeadScanner(maxRequestLineBytes: 64, maxHeadBytes: 256)
        #expect(!scanner.isWaitingForHead)
        #expect(scanner.scan(Array("\r\n\r\n".utf8)) == HTTPHeadScanner.Outcome())
        #expect(!scanner.isInsideHead && scanner.isWaitingForHead, "blank lines start the head timeout")
        #expect(scanner.scan(Array("G".utf8)).headStarted)
        #expect(scanner.isInsideHead)
        #expect(scanner.scan(Array("ET / HTTP/1.1\r\n\r\n".utf8)).headEnded)
        #expect(!scanner.isWaitingForHead, "a head that ended leaves nothing waited for")
        // Endless blank lines are bounded like a head.
        #expect(scanner.scan([UInt8](repeating: 10, count: 300)).violation == .headTooLarge)
    }

    @Test(arguments: [1, 4096])
    func aLineEndedByABareLineFeedIsMalformed(chunk: Int) {
        for text in ["GET / HTTP/1.1\nHost: x\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\n\n"] {
            #expect(scan(text, chunk: chunk).1.last?.violation == .malformed(HTTPHeadScanner.bareLineFeed), "\(text.debugDescription)")
        }
    }
}
