import NIOCore

/// RFC 6455 §5.1: a server closes a connection whose client sends a frame that is not masked. The
/// WebSocket decoder accepts one, so this handler, installed when a request is upgraded (in front
/// of the decoder the upgrade then adds), follows the frames' headers in the raw bytes; at the first
/// unmasked frame it sends a close frame with code 1002 (protocol error), drops the rest and closes.
/// Bytes of masked frames pass through unchanged.
final class UnmaskedFrameGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The header of the frame being read so far (2 to 14 bytes).
    private var header: [UInt8] = []
    /// Payload bytes of the current frame still to pass.
    private var payloadLeft: UInt64 = 0
    private var failed = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        let buffer = unwrapInboundIn(data)
        let masked = buffer.withUnsafeReadableBytes { follow($0) }
        guard masked else { return fail(context) }
        context.fireChannelRead(data)
    }

    /// Follows `bytes` through the frames' headers; false at an unmasked frame.
    private func follow(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var at = 0
        while at < bytes.count {
            if payloadLeft > 0 {
                let skipped = Int(min(payloadLeft, UInt64(bytes.count - at)))
                payloadLeft -= UInt64(skipped)
                at += skipped
                continue
            }
            header.append(bytes[at])
            at += 1
            guard header.count >= 2 else { continue }
            if header[1] & 0x80 == 0 { return false }
            let short = header[1] & 0x7F
            let lengthBytes = short == 126 ? 2 : (short == 127 ? 8 : 0)
            guard header.count == 2 + lengthBytes + 4 else { continue }
            payloadLeft = lengthBytes == 0 ? UInt64(short) : header[2..<2 + lengthBytes].reduce(0) { $0 << 8 | UInt64($1) }
            header.removeAll(keepingCapacity: true)
        }
        return true
    }

    private func fail(_ context: ChannelHandlerContext) {
        failed = true
        var close = context.channel.allocator.buffer(capacity: 4)
        // FIN + close, 2 bytes of payload: 1002.
        close.writeBytes([0x88, 0x02, 0x03, 0xEA])
        context.writeAndFlush(wrapOutboundOut(close)).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
}
