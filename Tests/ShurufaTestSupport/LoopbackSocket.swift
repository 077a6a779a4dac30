import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX sockets on 127.0.0.1 for the test servers (the fault proxy, the stalled and garbage
/// servers): blocking calls, each connection on its own thread.
public enum LoopbackSocket {
    /// A listening socket on a free loopback port: (descriptor, port).
    public static func listen() throws -> (Int32, Int) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound, Glibc.listen(fd, 64) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A free loopback port (bound, then released) for a server that binds its own.
    public static func freePort() throws -> Int {
        let (fd, port) = try listen()
        close(fd)
        return port
    }

    /// A connection to 127.0.0.1:`port`, or nil when nothing listens.
    public static func connect(port: Int) -> Int32? {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        if connected { return fd }
        close(fd)
        return nil
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
