import Foundation
import Testing
@testable import Playground

/// RFC 6455 §8.1: a text message that is not UTF-8 fails the connection with close code 1007; a
/// valid one on the same kind of connection is read as usual. Frames are written byte by byte on
/// a raw socket (a WebSocket client library would refuse to send such text).
@Suite(.serialized, .timeLimit(.minutes(1))) struct WebSocketUTF8Tests {
    @Test(arguments: ["/ws", "/voice"])
    func invalidUTF8InATextFrameClosesWith1007(path: String) async throws {
        let frames = try await Self.exchange(path: path, payload: [0x7B, 0xC3, 0x28, 0x7D])  // {Ã(} with a broken sequence
        let close = try #require(frames.first { $0.opcode == 0x8 }, "no close frame among \(frames.map(\.opcode))")
        #expect(close.payload.count >= 2)
        #expect(close.payload.prefix(2).reduce(0) { $0 << 8 | Int($1) } == 1007)
    }

    @Test(arguments: ["/ws", "/voice"])
    func anUnmaskedClientFrameClosesWith1002(path: String) async throws {
        let payload = Array(#"{"type":"ping","n":7}"#.utf8)
        let frames = try await Self.exchange(path: path, payload: payload, frame: [0x81, UInt8(payload.count)] + payload)
        #expect(!frames.contains { $0.opcode == 0x1 && String(decoding: $0.payload, as: UTF8.self).contains("pong") }, "not answered")
        let close = try #require(frames.first { $0.opcode == 0x8 }, "no close frame among \(frames.map(\.opcode))")
        #expect(close.payload.prefix(2).reduce(0) { $0 << 8 | Int($1) } == 1002)
    }

    @Test func validUTF8IsReadAsUsual() async throws {
        // The connection stays open: what arrives within the read timeout is read.
        let frames = try await Self.exchange(path: "/ws", payload: Array(#"{"type":"ping","n":7}"#.utf8), readTimeout: 3)
        let texts = frames.filter { $0.opcode == 0x1 }.map { String(decoding: $0.payload, as: UTF8.self) }
        #expect(texts.contains { $0.contains(#""type":"pong""#) }, "\(texts.map { $0.prefix(40) })")
        let close = frames.first { $0.opcode == 0x8 }
        #expect(close.map { $0.payload.prefix(2).reduce(0) { $0 << 8 | Int($1) } } != 1007)
    }

    /// Upgrades a raw connection on `path`, sends `payload` as one masked text frame, and returns
    /// the frames the server sent until it closed (or `readTimeout` passed).
    static func exchange(path: String, payload: [UInt8], frame: [UInt8]? = nil, readTimeout: Double = 10) async throws -> [(opcode: UInt8, payload: [UInt8])] {
        let bytes = try await HTTPLimitsTests.withServer(http: HTTPLimits(headerTimeout: 10, idleTimeout: 10)) { port in
            let socket = try RawSocket(port: port, readTimeout: readTimeout)
            socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            socket.send(frame ?? maskedFrame(opcode: 0x1, payload))
            return socket.readBytesToEnd()
        }
        guard let headEnd = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { throw RawSocketFailure(description: "no upgrade answer") }
        #expect(String(decoding: bytes[..<headEnd.lowerBound], as: UTF8.self).hasPrefix("HTTP/1.1 101"))
        return serverFrames(Array(bytes[headEnd.upperBound...]))
    }

    static func maskedFrame(opcode: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        precondition(payload.count < 126)
        return [0x80 | opcode, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    /// The unmasked frames a server sent, in order (a truncated last one is left out).
    static func serverFrames(_ bytes: [UInt8]) -> [(opcode: UInt8, payload: [UInt8])] {
        var frames: [(opcode: UInt8, payload: [UInt8])] = []
        var at = 0
        while at + 2 <= bytes.count {
            var length = Int(bytes[at + 1] & 0x7F), start = at + 2
            if length == 126, start + 2 <= bytes.count {
                length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
                start += 2
            } else if length == 127, start + 8 <= bytes.count {
                length = bytes[start..<start + 8].reduce(0) { $0 << 8 | Int($1) }
                start += 8
            }
            guard start + length <= bytes.count else { break }
            frames.append((bytes[at] & 0x0F, Array(bytes[start..<start + length])))
            at = start + length
        }
        return frames
    }
}

struct RawSocketFailure: Error, CustomStringConvertible {
    let description: String
}
