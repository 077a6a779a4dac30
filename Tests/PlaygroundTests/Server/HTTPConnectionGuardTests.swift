import NIOCore
import NIOEmbedded
import Testing
@testable import Playground

/// The connection guard's timeouts on an `EmbeddedEventLoop`, whose clock moves only when a test
/// advances it: each test says what happens just before a limit and just after it, and no test
/// waits for real time (so a busy machine cannot make one fail). `HTTPLimitsTests` and
/// `BlankLineHeadTests` check the same guard in front of a running server, for what needs no timer.
@Suite struct HTTPConnectionGuardTests {
    private static let limits = HTTPLimits(headerTimeout: 10, idleTimeout: 60)

    /// A connected channel with only the guard in it, its clock at the connection's start.
    private static func connectedChannel(_ limits: HTTPLimits = limits) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: HTTPConnectionGuard(limits: limits))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    private static func send(_ text: String, to channel: EmbeddedChannel) throws {
        try channel.writeInbound(channel.allocator.buffer(string: text))
    }

    /// What the guard wrote to the client, as text ("" for nothing).
    private static func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { text += String(buffer: buffer) }
        return text
    }

    private static func advance(_ channel: EmbeddedChannel, _ seconds: Double) {
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(Int64(seconds * 1000)))
    }

    @Test func aConnectionThatSendsNothingGets408AtTheHeadTimeout() throws {
        let channel = try Self.connectedChannel()
        Self.advance(channel, 9.9)
        #expect(try Self.written(channel).isEmpty && channel.isActive)
        Self.advance(channel, 0.2)
        #expect(try Self.written(channel).hasPrefix("HTTP/1.1 408"))
        #expect(!channel.isActive)
    }

    @Test func aHeadSentAByteASecondIsCutOffAtTheHeadTimeout() throws {
        let channel = try Self.connectedChannel()
        // Each byte is activity (the idle timeout never passes), but the head must end in time.
        for byte in "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: sssss".prefix(9) {
            try Self.send(String(byte), to: channel)
            Self.advance(channel, 1)
        }
        #expect(try Self.written(channel).isEmpty && channel.isActive)
        Self.advance(channel, 1.1)
        #expect(try Self.written(channel).hasPrefix("HTTP/1.1 408"))
        #expect(!channel.isActive)
    }

    @Test func aServedConnectionStaysWhileActiveAndIsClosedWhenIdle() throws {
        let channel = try Self.connectedChannel()
        try Self.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", to: channel)
        #expect(try channel.readInbound(as: ByteBuffer.self) != nil, "the head passes through to the HTTP decoder")
        // Past the head timeout: a head that ended is not waited for.
        Self.advance(channel, 50)
        try channel.writeOutbound(IOData.byteBuffer(channel.allocator.buffer(string: "HTTP/1.1 200 OK\r\n\r\n")))
        _ = try Self.written(channel)
        // The answer was activity: 59 s after it the connection is still open, past 60 s it is closed without an answer.
        Self.advance(channel, 59)
        #expect(channel.isActive)
        Self.advance(channel, 16)
        #expect(try Self.written(channel).isEmpty)
        #expect(!channel.isActive)
    }

    @Test func blankLinesBeforeAHeadStartItsTimeout() throws {
        let channel = try Self.connectedChannel()
        try Self.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", to: channel)
        _ = try channel.readInbound(as: ByteBuffer.self)
        Self.advance(channel, 30)
        // A blank line after a keep-alive request: a new head is now awaited, and it has 10 s.
        try Self.send("\r\n", to: channel)
        Self.advance(channel, 9.9)
        #expect(try Self.written(channel).isEmpty && channel.isActive)
        Self.advance(channel, 2.6)
        #expect(try Self.written(channel).hasPrefix("HTTP/1.1 408"))
    }

    @Test func anOverlongRequestLineIsRefusedWithoutWaiting() throws {
        let channel = try Self.connectedChannel(HTTPLimits(headerTimeout: 10, idleTimeout: 60, maxRequestLineBytes: 64))
        try Self.send("GET /" + String(repeating: "a", count: 100), to: channel)
        #expect(try Self.written(channel).hasPrefix("HTTP/1.1 414"))
        #expect(try channel.readInbound(as: ByteBuffer.self) == nil, "nothing of it reaches the HTTP decoder")
    }
}
