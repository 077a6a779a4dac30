import Foundation
import Playground

/// WebSockets that complete the upgrade and then say nothing (issue 32: 500 of them once held
/// every session slot for a minute). Each costs the server a pending session until it is given up
/// for a newer connection or its first-message time passes.
final class IdleWebSockets: @unchecked Sendable {
    private let descriptors: [Int32]
    /// Sockets the server upgraded (answered 101).
    let upgraded: Int
    private let opened = Date()

    init(count: Int, port: Int) {
        var descriptors: [Int32] = [], upgraded = 0
        var buffer = [UInt8](repeating: 0, count: 1024)
        for index in 0..<count {
            guard let fd = loopbackSocket(port: port, timeoutSeconds: 5) else { continue }
            descriptors.append(fd)
            let key = Data((0..<16).map { UInt8(truncatingIfNeeded: index &* 31 &+ $0) }).base64EncodedString()
            let request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
            _ = request.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            // The 101 head (the server's first frame may follow in the same read; it is left unread after).
            let got = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if got > 0, String(decoding: buffer[..<got], as: UTF8.self).hasPrefix("HTTP/1.1 101") { upgraded += 1 }
        }
        self.descriptors = descriptors
        self.upgraded = upgraded
    }

    deinit { for fd in descriptors { close(fd) } }

    /// Sockets that connected.
    var descriptorCount: Int { descriptors.count }

    /// How many the server has closed (after a close frame), checked `seconds` after they opened.
    func closedCount(after seconds: Double) async -> Int {
        await serverClosedCount(descriptors, opened: opened, after: seconds)
    }
}

/// A new page connecting while the idle sockets wait, from another address (127.0.0.2, as another
/// machine would: the silent sockets all come from 127.0.0.1): admitted (its first frame, then a
/// pong) and how long that took, or why not.
func admitNewClient(port: Int) async -> (admitted: Bool, milliseconds: Double, note: String) {
    let start = BenchClock.now()
    do {
        let pong = try await PlaygroundClient.withConnection(port: port, connectTimeout: .seconds(10), localAddress: "127.0.0.2") { client -> Bool in
            guard try await client.frame(acknowledging: 0) != nil else { return false }
            try await client.send(ClientMessage.ping(7).json())
            let reply = try await client.next { if case .pong = $0 { return true } else { return false } }
            return reply != nil
        }
        return (pong, Double(BenchClock.now() - start) / 1e6, pong ? "first frame and pong" : "no first frame or pong")
    } catch {
        return (false, Double(BenchClock.now() - start) / 1e6, "\(error)")
    }
}
