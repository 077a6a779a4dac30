import Foundation
import ShurufaTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP server whose every answer a test scripts (a redirect, a status, a body with or
/// without its length, a body or a head that never ends, fast or slow); it records each request it
/// was asked, and how many bytes its endless answers managed to write.
final class ScriptedHTTPServer: @unchecked Sendable {
    /// One answer.
    enum Answer: Sendable {
        /// A status and a body, with its `Content-Length` or (`declared` false) ended by closing.
        case answer(Int, body: Data = Data(), declared: Bool = true)
        /// A 302 to `location`.
        case redirect(String)
        /// A 200 whose body never ends (with a `Content-Length` it does not keep, when given).
        case endless(declaredLength: Int?)
        /// A 200 whose chunked body never ends: 64 KB chunks as fast as the client reads.
        case endlessChunks
        /// A 200 whose chunked body never ends, slowly: 1 KB every 10 ms (a transfer to cancel).
        case trickle
        /// A 200 whose header lines never end.
        case endlessHead
    }

    /// A request as asked: its path and head.
    struct Request: Sendable {
        var method: String
        var path: String
        var head: String
    }

    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var asked: [Request] = []
    private let endlessStopped = DispatchSemaphore(value: 0)
    private let endlessStarted = DispatchSemaphore(value: 0)
    private var written = 0

    init(_ script: @escaping @Sendable (Request) -> Answer) throws {
        (listener, port) = try LoopbackSocket.listen()
        LoopbackSocket.acceptLoop(listener) { [weak self] client in
            defer { close(client) }
            guard let self, let raw = LoopbackHTTPRequest.read(client) else { return }
            let line = raw.head.components(separatedBy: "\r\n").first ?? ""
            let parts = line.split(separator: " ")
            let request = Request(method: raw.method, path: parts.count > 1 ? String(parts[1]) : "", head: raw.head)
            self.lock.withLock { self.asked.append(request) }
            self.answer(script(request), on: client)
        }
    }

    deinit { LoopbackSocket.stop(listener) }

    /// Every request asked so far.
    var requests: [Request] { lock.withLock { asked } }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// Whether an endless answer's writes failed (the client stopped reading) within a minute.
    func waitUntilEndlessStops() -> Bool { endlessStopped.wait(timeout: .now() + 60) == .success }

    /// Whether an endless answer has written its first piece, within a minute.
    func waitUntilEndlessStarts() -> Bool { endlessStarted.wait(timeout: .now() + 60) == .success }

    /// The bytes of body (or of head lines) the endless answers wrote before their writes failed:
    /// what the client read, plus what the sockets' buffers held when it stopped.
    var endlessBytesWritten: Int { lock.withLock { written } }

    private func answer(_ answer: Answer, on client: Int32) {
        switch answer {
        case let .answer(status, body, declared):
            let length = declared ? "Content-Length: \(body.count)\r\n" : ""
            LoopbackSocket.send(client, Array("HTTP/1.1 \(status) Scripted\r\n\(length)Connection: close\r\n\r\n".utf8) + Array(body))
        case .redirect(let location):
            LoopbackSocket.send(client, Array("HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
        case .endless(let declared):
            let length = declared.map { "Content-Length: \($0)\r\n" } ?? ""
            stream(client, head: "\(length)Connection: close\r\n\r\n", piece: 65_536, chunked: false)
        case .endlessChunks:
            stream(client, head: "Transfer-Encoding: chunked\r\n\r\n", piece: 65_536, chunked: true)
        case .trickle:
            stream(client, head: "Transfer-Encoding: chunked\r\n\r\n", piece: 1024, chunked: true, pause: 10_000)
        case .endlessHead:
            guard LoopbackSocket.send(client, Array("HTTP/1.1 200 OK\r\n".utf8)) else { return }
            let line = Array("X-Filler: \(String(repeating: "x", count: 1000))\r\n".utf8)
            sendUntilRefused(line) { LoopbackSocket.send(client, line) }
        }
    }

    /// A 200 with `head`, then pieces of `piece` bytes (each a chunk when `chunked`) until a write fails.
    private func stream(_ client: Int32, head: String, piece: Int, chunked: Bool, pause: useconds_t = 0) {
        guard LoopbackSocket.send(client, Array("HTTP/1.1 200 OK\r\n\(head)".utf8)) else { return }
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: piece)
        let framed = chunked ? Array(String(piece, radix: 16).utf8) + [13, 10] + bytes + [13, 10] : bytes
        sendUntilRefused(bytes) {
            if pause > 0 { usleep(pause) }
            return LoopbackSocket.send(client, framed)
        }
    }

    /// Sends until `send` fails, counting `piece`'s bytes at each success; signals the start and the stop.
    private func sendUntilRefused(_ piece: [UInt8], _ send: () -> Bool) {
        var first = true
        while send() {
            lock.withLock { written += piece.count }
            if first { endlessStarted.signal() }
            first = false
        }
        endlessStopped.signal()
    }
}
