import Foundation

/// Follows the raw bytes of an HTTP/1 connection far enough to bound request heads: where a head
/// begins and ends, how long its request line and whole head are, and whether what follows it is
/// a body (`Content-Length`, skipped), a WebSocket or a chunked body (no more heads to bound) —
/// and whether the head is well formed: a request line `METHOD /target HTTP/1.x` of visible ASCII
/// (no `\`), header lines `name: value`, a `Content-Length` of at most 15 digits and not beside a
/// `Transfer-Encoding` (either order; a smuggling vector, RFC 9112 §6.3), every line ended by
/// `\r\n` (a bare `\n` head got no answer from the decoder behind, and held its connection). A
/// malformed head is refused at once (400), never left to a decoder that may wait for more. Blank
/// lines before a head start no head, but they start the wait for one (`isWaitingForHead`), so a
/// client sending `\n` now and then cannot hold a connection past the head timeout.
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
        /// Not HTTP/1 as a browser sends it: the reason, for tests and logs.
        case malformed(String)
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
    /// The current line (a header lowercased), while it is short enough to be one we look at.
    private var line: [UInt8] = []
    /// The current line was longer than what `line` keeps.
    private var lineTruncated = false
    /// The longest header line kept whole (a longer `Content-Length` line is malformed).
    static let keptLineBytes = 64
    private var lastLineWasEmpty = false
    private var contentLength: Int?
    private var switchesProtocol = false
    private var hasTransferEncoding = false
    static let bothLengths = "both Transfer-Encoding and Content-Length"
    static let bareLineFeed = "a line ended by \\n without \\r"

    init(maxRequestLineBytes: Int, maxHeadBytes: Int) {
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeadBytes = maxHeadBytes
    }

    /// Whether a head has begun and not ended.
    var isInsideHead: Bool { phase == .head && headBytes > 0 }
    /// Blank-line bytes read since the last head ended (or the connection began), before a new one.
    private(set) var blankBytes = 0
    /// Whether the client is sending a head or the blank lines that may come before one: either way
    /// the head timeout runs.
    var isWaitingForHead: Bool { isInsideHead || (phase == .head && blankBytes > 0) }
    /// The byte before the current one in a head (a line break must follow `\r`).
    private var previousByte: UInt8 = 0

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
                // Empty lines before a request line are allowed (RFC 9112 §2.2) and start no head,
                // but they are counted (the head timeout runs) and bounded like a head.
                if headBytes == 0, byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                    blankBytes += 1
                    if blankBytes > maxHeadBytes {
                        outcome.violation = .headTooLarge
                        return outcome
                    }
                    continue
                }
                if headBytes == 0 {
                    outcome.headStarted = true
                    blankBytes = 0
                }
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
        defer { previousByte = byte }
        if byte == UInt8(ascii: "\n") {
            guard previousByte == UInt8(ascii: "\r") else { return .malformed(Self.bareLineFeed) }
            let isEmpty = lineBytes == 1 && line.first == UInt8(ascii: "\r")
            if isEmpty && !inRequestLine {
                endHead()
                return nil
            }
            let problem = inRequestLine ? Self.requestLineProblem(line) : readHeader()
            inRequestLine = false
            lineBytes = 0
            lineTruncated = false
            line.removeAll(keepingCapacity: true)
            return problem.map { .malformed($0) }
        }
        lineBytes += 1
        if inRequestLine, lineBytes > maxRequestLineBytes { return .requestLineTooLong }
        if headBytes > maxHeadBytes { return .headTooLarge }
        if inRequestLine {
            line.append(byte)
        } else if line.count < Self.keptLineBytes {
            line.append(byte | (byte >= 65 && byte <= 90 ? 0x20 : 0))
        } else {
            lineTruncated = true
        }
        return nil
    }

    /// What is wrong with a request line (without its `\n`), or nil: `METHOD SP target SP HTTP/1.x`,
    /// a method of letters, a target in origin form (`/…`), absolute form (`http://…`) or `*`, of
    /// visible ASCII other than `\`.
    static func requestLineProblem(_ bytes: [UInt8]) -> String? {
        var bytes = bytes[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        let parts = bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else { return "the request line is not METHOD TARGET VERSION" }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.count <= 16, method.allSatisfy({ (65...90).contains($0) }) else { return "bad method" }
        guard version.elementsEqual("HTTP/1.1".utf8) || version.elementsEqual("HTTP/1.0".utf8) else { return "bad HTTP version" }
        guard let first = target.first,
              first == UInt8(ascii: "/") || target.elementsEqual("*".utf8) || target.starts(with: "http://".utf8) || target.starts(with: "https://".utf8)
        else { return "bad request target" }
        guard target.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else { return "bad character in the request target" }
        return nil
    }

    /// Notes the headers that decide what follows the head; returns what is wrong with the line, if anything.
    private mutating func readHeader() -> String? {
        var bytes = line[...]
        if !lineTruncated, bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return "a header line without a colon" }
        let name = bytes[..<colon]
        // A token: no space before the colon, no folded (indented) line, nothing outside visible ASCII.
        guard !name.isEmpty, name.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else { return "a bad header name" }
        let value = String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        switch String(decoding: name, as: UTF8.self) {
        case "content-length":
            guard !lineTruncated, (1...15).contains(value.utf8.count), value.utf8.allSatisfy({ (48...57).contains($0) }),
                  let length = Int(value), contentLength == nil || contentLength == length
            else { return "a bad Content-Length" }
            guard !hasTransferEncoding else { return Self.bothLengths }
            contentLength = length
        case "transfer-encoding":
            // Two ways to frame one body are how requests are smuggled (RFC 9112 §6.3): refused.
            guard contentLength == nil else { return Self.bothLengths }
            hasTransferEncoding = true
            switchesProtocol = true
        case "upgrade": switchesProtocol = true
        default: break
        }
        return nil
    }

    private mutating func endHead() {
        headBytes = 0
        blankBytes = 0
        previousByte = 0
        inRequestLine = true
        lineBytes = 0
        line.removeAll(keepingCapacity: true)
        lineTruncated = false
        if switchesProtocol {
            phase = .opaque
        } else if let contentLength, contentLength > 0 {
            phase = .body(remaining: contentLength)
        }
        contentLength = nil
        switchesProtocol = false
        hasTransferEncoding = false
    }
}
