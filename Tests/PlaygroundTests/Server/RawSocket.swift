import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A blocking TCP client on 127.0.0.1 for the HTTP limit tests: what a hostile client does at the
/// byte level (send nothing, send a head slowly, send an endless request line), with a read timeout
/// so no test can hang.
final class RawSocket {
    private let fd: Int32

    init(port: Int, readTimeout: Double = 20) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var timeout = timeval(tv_sec: Int(readTimeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(fd) }

    /// Ends the connection both ways now (the client leaves), the descriptor kept until deinit.
    func shutDown() { _ = Glibc.shutdown(fd, Int32(SHUT_RDWR)) }

    /// Sends all of `bytes`; false once the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Sends `text` as UTF-8; false once the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads until the server closes (true) or the read timeout passes (false); what arrived.
    func readToEnd() -> (text: String, closed: Bool) {
        let (bytes, closed) = readAll()
        return (String(decoding: bytes, as: UTF8.self), closed)
    }

    /// The bytes that arrive until the server closes or the read timeout passes.
    func readBytesToEnd() -> [UInt8] { readAll().bytes }

    private func readAll() -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
            } else {
                // 0: an orderly close; ECONNRESET: closed too; EAGAIN: the timeout passed with the connection open.
                return (received, count == 0 || errno == ECONNRESET)
            }
        }
    }
}
