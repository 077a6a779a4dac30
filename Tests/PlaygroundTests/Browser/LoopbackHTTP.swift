import Foundation
import ShurufaTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 client for chromedriver on 127.0.0.1. URLSession on Linux rejects
/// chromedriver's headers (it writes `Content-Length:249`, with no space), so requests go over a
/// plain socket on a thread of their own (never blocking the concurrency pool the server uses).
enum LoopbackHTTP {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request and returns the response body; fails after `timeout` seconds.
    static func request(port: Int, method: String, path: String, body: Data?, timeout: Double = 60) async throws -> Data {
        try await onOwnThread { try send(port: port, method: method, path: path, body: body, timeout: timeout) }
    }

    private static func send(port: Int, method: String, path: String, body: Data?, timeout: Double) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(fd) }
        var seconds = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to 127.0.0.1:\(port)") }
        let payload = body ?? Data()
        var request = Data("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n".utf8)
        request += Data("Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n".utf8)
        request += payload
        try request.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { throw Failure(description: "send failed") }
                offset += sent
            }
        }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "no answer from chromedriver within \(timeout) s (\(method) \(path))") }
            response.append(contentsOf: buffer[0..<count])
            if let split = response.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
                if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                    let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
                    response.count - split.upperBound >= length
                {
                    return response[split.upperBound..<(split.upperBound + length)]
                }
            }
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "malformed answer from chromedriver") }
        return response[split.upperBound...]
    }
}
