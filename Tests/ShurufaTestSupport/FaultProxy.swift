import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback HTTP proxy in front of a real server that injects faults: each request is asked of
/// `decide`, then passed on, answered with a status of the proxy's own (a 507 quota answer), cut
/// (half of the body passed on, then both connections closed: a connection cut mid-upload), or
/// dropped unanswered. One request per connection (`Connection: close`).
public final class FaultProxy: @unchecked Sendable {
    /// What to do with one request.
    public enum Fault: Sendable, Equatable {
        /// Pass it to the server and its answer back.
        case pass
        /// Answer with this status (and no body) without asking the server.
        case answer(Int)
        /// Pass on the head and half the body, then close both connections.
        case cut
        /// Close the connection without an answer.
        case drop
    }

    /// The proxy's port on 127.0.0.1.
    public let port: Int
    private let upstream: Int
    private let listener: Int32
    private let lock = NSLock()
    private var decide: @Sendable (LoopbackHTTPRequest) -> Fault = { _ in .pass }
    private var counts: [String: Int] = [:]

    /// A proxy to the server on `upstreamPort`.
    public init(upstreamPort: Int) throws {
        upstream = upstreamPort
        (listener, port) = try LoopbackSocket.listen()
        LoopbackSocket.acceptLoop(listener) { [weak self] client in
            self?.serve(client)
            close(client)
        }
    }

    deinit { LoopbackSocket.stop(listener) }

    /// Sets the rule for the requests that follow.
    public func setFaults(_ decide: @escaping @Sendable (LoopbackHTTPRequest) -> Fault) {
        lock.withLock { self.decide = decide }
    }

    /// How many requests met each fault (`pass`, `answer`, `cut`, `drop`).
    public var faultCounts: [String: Int] { lock.withLock { counts } }

    private func serve(_ client: Int32) {
        guard let request = LoopbackHTTPRequest.read(client) else { return }
        let fault = lock.withLock { decide }(request)
        let name = switch fault {
        case .pass: "pass"
        case .answer: "answer"
        case .cut: "cut"
        case .drop: "drop"
        }
        lock.withLock { counts[name, default: 0] += 1 }
        switch fault {
        case .drop: return
        case .answer(let status):
            LoopbackSocket.send(client, Array("HTTP/1.1 \(status) Fault\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
        case .pass, .cut:
            guard let server = LoopbackSocket.connect(port: upstream) else { return }
            defer { close(server) }
            let headers = request.headers.filter {
                let lower = $0.lowercased()
                return !lower.hasPrefix("connection:") && !lower.hasPrefix("expect:") && !lower.hasPrefix("keep-alive:")
            }
            let requestLine = request.head.components(separatedBy: "\r\n").first ?? ""
            let head = ([requestLine] + headers + ["Connection: close"]).joined(separator: "\r\n") + "\r\n\r\n"
            if fault == .cut {
                LoopbackSocket.send(server, Array(head.utf8) + request.body.prefix(request.body.count / 2))
                return
            }
            guard LoopbackSocket.send(server, Array(head.utf8) + request.body) else { return }
            while true {
                let chunk = LoopbackSocket.receive(server)
                if chunk.isEmpty || !LoopbackSocket.send(client, chunk) { break }
            }
        }
    }
}

/// A loopback server that misbehaves for every request: `stall` accepts and never answers;
/// `garbage` answers bytes that are not HTTP.
public final class BadHTTPServer: @unchecked Sendable {
    /// How it misbehaves.
    public enum Behaviour: Sendable {
        /// Reads the request, then says nothing (until stopped).
        case stall
        /// Answers with bytes that are not HTTP, then closes.
        case garbage
        /// Answers 207 with a body that is not a WebDAV listing.
        case notWebDAV
    }

    /// Its port on 127.0.0.1.
    public let port: Int
    private let listener: Int32
    private let held = NSLock()
    private var open: [Int32] = []

    /// A server that behaves as `behaviour`.
    public init(_ behaviour: Behaviour) throws {
        (listener, port) = try LoopbackSocket.listen()
        LoopbackSocket.acceptLoop(listener) { [weak self] client in
            _ = LoopbackHTTPRequest.read(client)
            switch behaviour {
            case .stall:
                self?.held.withLock { self?.open.append(client) }
                return
            case .garbage:
                LoopbackSocket.send(client, Array("\u{0}\u{7f}SSH-2.0-not-http \u{1}\u{2}\u{3}\r\n\r\nzz".utf8))
            case .notWebDAV:
                let body = "<html>this is not a listing</html>"
                LoopbackSocket.send(client, Array("HTTP/1.1 207 Multi-Status\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8))
            }
            close(client)
        }
    }

    deinit {
        LoopbackSocket.stop(listener)
        held.withLock { for fd in open { close(fd) } }
    }
}
