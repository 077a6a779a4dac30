import Foundation

/// A blocking TCP socket connected to 127.0.0.1:`port` (with send and receive timeouts when
/// `timeoutSeconds` > 0), or nil; the caller closes it. The load benchmark's raw clients use it.
func loopbackSocket(port: Int, timeoutSeconds: Int = 0) -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    if timeoutSeconds > 0 {
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
    }
    guard connected else {
        close(fd)
        return nil
    }
    return fd
}

/// How many of `descriptors` the server has closed, checked `seconds` after `opened` (waiting if
/// needed): what it sent is read and dropped until the end, where 0 is an orderly close.
func serverClosedCount(_ descriptors: [Int32], opened: Date, after seconds: Double) async -> Int {
    guard !descriptors.isEmpty else { return 0 }
    let wait = seconds - Date().timeIntervalSince(opened)
    if wait > 0 { try? await Task.sleep(for: .seconds(wait)) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    return descriptors.filter { fd in
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 { continue }
            return count == 0 || errno == ECONNRESET
        }
    }.count
}
