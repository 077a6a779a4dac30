import Foundation
import ShurufaTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP server whose every answer a test scripts (a redirect, a status, a body with or
/// without its length, a body that never ends); it records each request it was asked.
final class ScriptedHTTPServer: @unchecked Sendable {
    /// One answer.
    enum Answer: Sendable {
        /// A status and a body, with its `Content-Length` or (`declared` false) ended by closing.
        case answer(Int, body: Data = Data(), declared: Bool = true)
        /// A 302 to `location`.
        case redirect(String)
        /// A 200 whose body never ends (with a `Content-Length` it does not keep, when given).
        case endless(declaredLength: Int?)
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

    private func answer(_ answer: Answer, on client: Int32) {
        switch answer {
        case let .answer(status, body, declared):
            let length = declared ? "Content-Length: \(body.count)\r\n" : ""
            LoopbackSocket.send(client, Array("HTTP/1.1 \(status) Scripted\r\n\(length)Connection: close\r\n\r\n".utf8) + Array(body))
        case .redirect(let location):
            LoopbackSocket.send(client, Array("HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
        case .endless(let declared):
            let length = declared.map { "Content-Length: \($0)\r\n" } ?? ""
            guard LoopbackSocket.send(client, Array("HTTP/1.1 200 OK\r\n\(length)Connection: close\r\n\r\n".utf8)) else { return }
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
            while LoopbackSocket.send(client, chunk) {}
            endlessStopped.signal()
        }
    }
}
