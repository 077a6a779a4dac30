import Foundation

/// Follows the raw bytes of an HTTP/1 connection far enough to bound request heads: where a head
/// begins and ends, how long its request line and whole head are, and whether what follows it is
/// a body (`Content-Length`, skipped), a WebSocket or a chunked body (no more heads to bound).
/// Pure and byte-at-a-time, so the guard's decisions are testable without sockets.
struct HTTPHeadScanner {
    /// What the scanner is reading.
    enum Phase: Equatable {
        /// Waiting for, or inside, a request head.
        case head
        /// Inside a body of this many more bytes.
        case body(remaining: Int)
        /// The connection switched protocol or uses chunked bodies: no more heads to find.
        case opaque
    }

    /// Why a head was refused.
    enum Violation: Equatable {
        case requestLineTooLong
        case headTooLarge
    }

    /// What one chunk of bytes did.
    struct Outcome: Equatable {
        /// A violation found in this chunk (the rest of the chunk is not read).
        var violation: Violation?
        /// A head began in this chunk (its first byte arrived).
        var headStarted = false
        /// A head ended in this chunk.
        var headEnded = false
    }

    let maxRequestLineBytes: Int
    let maxHeadBytes: Int
    private(set) var phase = Phase.head
    /// Bytes of the current head so far (0: no head begun).
    private(set) var headBytes = 0
    private var inRequestLine = true
    private var lineBytes = 0
    /// The current header line, lowercased, while it is short enough to be one we look at.
    private var line: [UInt8] = []
    private var lastLineWasEmpty = false
    private var contentLength = 0
    private var switchesProtocol = false

    init(maxRequestLineBytes: Int, maxHeadBytes: Int) {
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeadBytes = maxHeadBytes
    }

    /// Whether a head has begun and not ended.
    var isInsideHead: Bool { phase == .head && headBytes > 0 }

    /// Reads a chunk of the connection's bytes.
    mutating func scan<Bytes: Collection>(_ bytes: Bytes) -> Outcome where Bytes.Element == UInt8 {
        var outcome = Outcome()
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch phase {
            case .opaque:
                return outcome
            case .body(let remaining):
                let available = bytes.distance(from: index, to: bytes.endIndex)
                let skipped = min(remaining, available)
                index = bytes.index(index, offsetBy: skipped)
                phase = remaining - skipped == 0 ? .head : .body(remaining: remaining - skipped)
            case .head:
                let byte = bytes[index]
                index = bytes.index(after: index)
                // Empty lines before a request line are allowed (RFC 9112 §2.2) and start nothing.
                if headBytes == 0, byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") { continue }
                if headBytes == 0 { outcome.headStarted = true }
                headBytes += 1
                if let violation = take(byte) {
                    outcome.violation = violation
                    return outcome
                }
                if headBytes == 0 { outcome.headEnded = true }
            }
        }
        return outcome
    }

    /// One byte of a head; resets `headBytes` to 0 when the head ends.
    private mutating func take(_ byte: UInt8) -> Violation? {
        if byte == UInt8(ascii: "\n") {
            let isEmpty = lineBytes == 0 || (lineBytes == 1 && line.first == UInt8(ascii: "\r"))
            if isEmpty && !inRequestLine {
                endHead()
                return nil
            }
            if !inRequestLine { readHeader() }
            inRequestLine = false
            lineBytes = 0
            line.removeAll(keepingCapacity: true)
            return nil
        }
        lineBytes += 1
        if inRequestLine, lineBytes > maxRequestLineBytes { return .requestLineTooLong }
        if headBytes > maxHeadBytes { return .headTooLarge }
        if !inRequestLine, line.count < 64 { line.append(byte | (byte >= 65 && byte <= 90 ? 0x20 : 0)) }
        return nil
    }

    /// Notes the headers that decide what follows the head.
    private mutating func readHeader() {
        var text = String(decoding: line, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        guard let colon = text.firstIndex(of: ":") else { return }
        let name = text[..<colon]
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch name {
        case "content-length": contentLength = Int(value) ?? 0
        case "transfer-encoding", "upgrade": switchesProtocol = true
        default: break
        }
    }

    private mutating func endHead() {
        headBytes = 0
        inRequestLine = true
        lineBytes = 0
        line.removeAll(keepingCapacity: true)
        if switchesProtocol {
            phase = .opaque
        } else if contentLength > 0 {
            phase = .body(remaining: contentLength)
        }
        contentLength = 0
        switchesProtocol = false
    }
}
