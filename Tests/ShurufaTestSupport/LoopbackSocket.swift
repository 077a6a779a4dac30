import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which loopback address a test server listens on: 127.0.0.1 or ::1.
public enum LoopbackFamily: Sendable {
    case ipv4, ipv6

    /// The address as a URL names it (`127.0.0.1`, `[::1]`).
    public var urlHost: String { self == .ipv4 ? "127.0.0.1" : "[::1]" }
}

/// Plain POSIX sockets on 127.0.0.1 (or ::1) for the test servers (the fault proxy, the stalled
/// and garbage servers): blocking calls, each connection on its own thread.
public enum LoopbackSocket {
    /// A listening socket on a free loopback port: (descriptor, port). Throws when the address
    /// cannot be bound (a machine without ::1 fails the test that asks for it).
    public static func listen(_ family: LoopbackFamily = .ipv4) throws -> (Int32, Int) {
        let fd = streamSocket(family)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_storage()
        var length = address.loopback(family, port: 0)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound, Glibc.listen(fd, 64) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return (fd, address.port)
    }

    /// A free loopback port (bound, then released) for a server that binds its own.
    public static func freePort(_ family: LoopbackFamily = .ipv4) throws -> Int {
        let (fd, port) = try listen(family)
        close(fd)
        return port
    }

    /// A connection to 127.0.0.1:`port` (or [::1]:`port`), or nil when nothing listens.
    public static func connect(port: Int, _ family: LoopbackFamily = .ipv4) -> Int32? {
        let fd = streamSocket(family)
        guard fd >= 0 else { return nil }
        var address = sockaddr_storage()
        let length = address.loopback(family, port: port)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) == 0 }
        }
        if connected { return fd }
        close(fd)
        return nil
    }

    private static func streamSocket(_ family: LoopbackFamily) -> Int32 {
        #if canImport(Glibc)
        socket(family == .ipv4 ? AF_INET : AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket(family == .ipv4 ? AF_INET : AF_INET6, SOCK_STREAM, 0)
        #endif
    }

    /// Writes all of `bytes` (false when the peer went away).
    @discardableResult
    public static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Up to `limit` bytes (empty at the end of the stream or on an error).
    public static func receive(_ fd: Int32, limit: Int = 65_536) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, limit, 0) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Accepts connections on `fd` until it is closed, handing each to `handle` on its own thread.
    public static func acceptLoop(_ fd: Int32, _ handle: @escaping @Sendable (Int32) -> Void) {
        Thread {
            while true {
                let client = accept(fd, nil, nil)
                guard client >= 0 else { return }
                Thread { handle(client) }.start()
            }
        }.start()
    }

    /// Stops a listening socket (its accept loop ends).
    public static func stop(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_RDWR))
        close(fd)
    }
}

extension sockaddr_storage {
    /// Becomes the loopback address of `family` with `port`; returns its length.
    fileprivate mutating func loopback(_ family: LoopbackFamily, port: Int) -> socklen_t {
        self = sockaddr_storage()
        return withUnsafeMutableBytes(of: &self) { bytes in
            switch family {
            case .ipv4:
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_addr.s_addr = inet_addr("127.0.0.1")
                address.sin_port = in_port_t(UInt16(port).bigEndian)
                withUnsafeBytes(of: &address) { bytes.copyMemory(from: $0) }
                return socklen_t(MemoryLayout<sockaddr_in>.size)
            case .ipv6:
                var address = sockaddr_in6()
                address.sin6_family = sa_family_t(AF_INET6)
                address.sin6_addr = in6addr_loopback
                address.sin6_port = in_port_t(UInt16(port).bigEndian)
                withUnsafeBytes(of: &address) { bytes.copyMemory(from: $0) }
                return socklen_t(MemoryLayout<sockaddr_in6>.size)
            }
        }
    }

    /// The port of the address (IPv4 or IPv6), as getsockname wrote it.
    fileprivate var port: Int {
        var copy = self
        return withUnsafeBytes(of: &copy) { bytes in
            Int(ss_family) == Int(AF_INET6)
                ? Int(UInt16(bigEndian: bytes.load(fromByteOffset: MemoryLayout<sockaddr_in6>.offset(of: \.sin6_port)!, as: UInt16.self)))
                : Int(UInt16(bigEndian: bytes.load(fromByteOffset: MemoryLayout<sockaddr_in>.offset(of: \.sin_port)!, as: UInt16.self)))
        }
    }
}

/// An HTTP/1.1 request as read off a socket: its head and its body (by Content-Length).
public struct LoopbackHTTPRequest: Sendable {
    /// The method (`PUT`, `PROPFIND`, …).
    public var method: String
    /// The head's lines after the request line.
    public var headers: [String]
    /// The head as received (without the blank line).
    public var head: String
    /// The body.
    public var body: [UInt8]

    /// Reads one request (answering `Expect: 100-continue` first); nil when the client closed.
    public static func read(_ fd: Int32) -> LoopbackHTTPRequest? {
        var data: [UInt8] = []
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            let chunk = LoopbackSocket.receive(fd)
            if chunk.isEmpty { return nil }
            data += chunk
            if data.count >= 4 {
                headEnd = (0...(data.count - 4)).first { data[$0..<($0 + 4)].elementsEqual(separator) }
            }
        }
        let head = String(decoding: data[0..<headEnd!], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst()
        let length = lines.compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
        }.first ?? 0
        if lines.contains(where: { $0.lowercased().hasPrefix("expect:") && $0.lowercased().contains("100-continue") }) {
            LoopbackSocket.send(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        var body = Array(data[(headEnd! + 4)...])
        while body.count < length {
            let chunk = LoopbackSocket.receive(fd)
            if chunk.isEmpty { break }
            body += chunk
        }
        return LoopbackHTTPRequest(method: String(requestLine.split(separator: " ").first ?? ""),
                                   headers: lines, head: ([requestLine] + lines).joined(separator: "\r\n"), body: body)
    }
}
