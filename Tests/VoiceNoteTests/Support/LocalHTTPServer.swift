import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (ephemeral port) for upload tests: one connection at a time,
/// `Connection: close` on every reply, stores the bodies it accepts, and stops by itself after `lifetime`
/// (a safety net: tests stop it; a short lifetime let a test starved of threads under load outlive its server).
final class LocalHTTPServer: @unchecked Sendable {
    struct Request: Sendable {
        var method: String
        var target: String
        var headers: [String: String]  // lower-cased names
        var body: Data
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    /// What to answer the n-th request (0-based, over the server's life).
    typealias Policy = @Sendable (Request, Int) -> Int

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var requests: [Request] = []
    private var storedRequests: [Request] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    private let policy: Policy
    private let dedupes: Bool
    /// Store before answering, even when the answer is an error (a reply lost after the work was done).
    private let storesBeforeAnswering: Bool

    init(lifetime: TimeInterval = 600, dedupes: Bool = false, storesBeforeAnswering: Bool = false, policy: @escaping Policy = { _, _ in 200 }) throws {
        self.policy = policy
        self.dedupes = dedupes
        self.storesBeforeAnswering = storesBeforeAnswering
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket() failed") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { close(fd); throw ServerError("bind/listen failed") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let deadline = Date().addingTimeInterval(lifetime)
        let thread = Thread { [self] in serve(until: deadline) }
        thread.start()
    }

    deinit { stop() }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/notes")! }
    /// Every request received, in arrival order.
    var received: [Request] { lock.withLock { requests } }
    /// The requests whose bodies were stored, in order.
    var stored: [Request] { lock.withLock { storedRequests } }

    /// Stops accepting and waits (briefly) for the serving thread to end.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping
        }
        if first { _ = finished.wait(timeout: .now() + 5) }
    }

    private func serve(until deadline: Date) {
        defer {
            close(listener)
            finished.signal()
        }
        while Date() < deadline, !lock.withLock({ stopping }) {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            handle(client)
            close(client)
        }
    }

    private func handle(_ client: Int32) {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        func fill() -> Bool {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            headerEnd = buffer.range(of: Data("\r\n\r\n".utf8))
            if headerEnd == nil { guard fill(), buffer.count < 1 << 20 else { return } }
        }
        guard let end = headerEnd else { return }
        let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let start = head[0].split(separator: " ")
        guard start.count >= 2 else { return reply(client, 400) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard let length = headers["content-length"].flatMap(Int.init) else { return reply(client, 411) }
        if headers["expect"]?.lowercased() == "100-continue" { send(client, "HTTP/1.1 100 Continue\r\n\r\n") }
        var body = Data(buffer[end.upperBound...])
        while body.count < length {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return }
            body.append(contentsOf: chunk[0..<count])
        }
        let request = Request(method: String(start[0]), target: String(start[1]), headers: headers, body: body.prefix(length))
        let index = lock.withLock { () -> Int in
            requests.append(request)
            return requests.count - 1
        }
        let status = policy(request, index)
        if storesBeforeAnswering || (200..<300).contains(status) { store(request) }
        reply(client, status)
    }

    private func store(_ request: Request) {
        lock.withLock {
            if dedupes, let key = request.header("Idempotency-Key"),
               storedRequests.contains(where: { $0.header("Idempotency-Key") == key }) { return }
            storedRequests.append(request)
        }
    }

    private func reply(_ client: Int32, _ status: Int) {
        send(client, "HTTP/1.1 \(status) X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    }

    private func send(_ client: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

struct ServerError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}
