import NIOCore

/// The first handler of every connection, in front of the HTTP decoder (which Hummingbird only
/// installs, with its own idle timer, once a first request head has arrived): it closes a
/// connection that sends no complete head within `headerTimeout` (408), one idle for
/// `idleTimeout`, answers a request line or head over its limit with 414 or 431 and a malformed
/// head (`GET \\..\\etc\\passwd`, a 20-digit `Content-Length`) with 400 at once, and closes;
/// a client that closes its side while its HTTP request is in flight has left: the connection closes.
/// Bytes pass through unchanged. Until the first bytes arrive it is the connection's only handler:
/// `firstBytes` is fulfilled then, and the HTTP pipeline is set up behind it (`GuardedHTTPChannel`),
/// so a socket that never sends costs a channel and this guard, not an HTTP pipeline and a task.
/// Its time is its event loop's (`EventLoop.now`): on a test's `EmbeddedEventLoop` the timeouts
/// pass when the test advances that loop's clock, not while a busy machine is slow.
final class HTTPConnectionGuard: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = ByteBuffer

    private let limits: HTTPLimits
    private var scanner: HTTPHeadScanner
    /// When the head being waited for began (the connection's start for the first one); nil between requests.
    private var headStart: NIODeadline?
    private var lastActivity = NIODeadline.uptimeNanoseconds(0)
    private var timer: Scheduled<Void>?
    /// A refusal was sent: the rest of the input is read and dropped until the client closes or the grace ends.
    private var refused = false
    /// Counts this connection in the server's census while the guard lives.
    private let ticket: ConnectionCensus.Ticket?
    /// Fulfilled at the first bytes that pass (failed if the connection ends first); nil once done.
    private var firstBytes: EventLoopPromise<Void>?
    /// The connection's place in its address's cap, told when it waits idle for a request (it may
    /// then be evicted for a newcomer of its address) and when it is busy.
    private let capSlot: (cap: AddressConnectionCap, slot: AddressConnectionCap.Slot)?
    /// A request's head ended and no answer has been written since: a request in flight.
    private var requestInFlight = false

    init(limits: HTTPLimits, ticket: ConnectionCensus.Ticket? = nil, firstBytes: EventLoopPromise<Void>? = nil,
         capSlot: (cap: AddressConnectionCap, slot: AddressConnectionCap.Slot)? = nil) {
        self.limits = limits
        self.ticket = ticket
        self.firstBytes = firstBytes
        self.capSlot = capSlot
        scanner = HTTPHeadScanner(maxRequestLineBytes: limits.maxRequestLineBytes, maxHeadBytes: limits.maxHeadBytes)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context: context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        failFirstBytes()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        failFirstBytes()
        FreedMemory.released()
        context.fireChannelInactive()
    }

    /// A server shutting down asks its connections to finish: one that sent nothing has nothing to finish.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, firstBytes != nil {
            context.close(promise: nil)
            return
        }
        if let event = event as? ChannelEvent, event == .inputClosed, requestInFlight, scanner.phase != .opaque {
            // The client closed its side while its HTTP request was in flight: it left (a browser
            // does not half-close to wait for an answer). Closing ends the work done for it
            // (`GuardedHTTPChannel` cancels the connection's task), as a full close would. A
            // WebSocket's closing handshake (a switched protocol) goes on as before.
            context.close(promise: nil)
            return
        }
        if event is AddressCapEviction {
            // A newcomer of this address took this idle connection's place.
            if !refused { refuse(context: context, status: "503 Service Unavailable") }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func failFirstBytes() {
        let waiting = firstBytes
        firstBytes = nil
        waiting?.fail(ChannelError.inputClosed)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastActivity = context.eventLoop.now
        guard !refused else { return }
        let buffer = unwrapInboundIn(data)
        let outcome = buffer.withUnsafeReadableBytes { scanner.scan($0) }
        if outcome.headEnded { headStart = nil }
        if outcome.headEnded || scanner.phase != .head { requestInFlight = true }
        noteIdleness(context)
        // A head begun, or the blank lines before one: the head timeout runs (blank lines every 20 s
        // after a keep-alive request once held a connection for ever).
        if headStart == nil, scanner.isWaitingForHead { headStart = lastActivity }
        switch outcome.violation {
        case .requestLineTooLong: refuse(context: context, status: "414 URI Too Long")
        case .headTooLarge: refuse(context: context, status: "431 Request Header Fields Too Large")
        case .malformed: refuse(context: context, status: "400 Bad Request")
        case nil:
            if let waiting = firstBytes {
                // The HTTP pipeline is set up behind this guard now (synchronously, on this loop), then reads these bytes.
                firstBytes = nil
                waiting.succeed(())
            }
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        lastActivity = context.eventLoop.now
        // An answer: the connection waits for its next request (unless it switched protocol).
        requestInFlight = scanner.phase != .head
        noteIdleness(context)
        context.write(data, promise: promise)
    }

    /// Tells the address's cap whether this connection waits idle for a request (evictable) or is busy.
    private func noteIdleness(_ context: ChannelHandlerContext) {
        guard let capSlot else { return }
        let idle = !requestInFlight && !refused && scanner.phase == .head && !scanner.isInsideHead
        capSlot.cap.setIdle(capSlot.slot, since: idle ? lastActivity.uptimeNanoseconds : nil)
    }

    private func start(context: ChannelHandlerContext) {
        guard timer == nil, !refused else { return }
        lastActivity = context.eventLoop.now
        if headStart == nil { headStart = lastActivity }
        noteIdleness(context)
        schedule(context: context)
    }

    private func schedule(context: ChannelHandlerContext) {
        let period = max(0.01, min(limits.headerTimeout, limits.idleTimeout) / 4)
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: Self.amount(period)) { [self] in
            self.check(context: context)
        }
    }

    /// The timer: a head too slow is refused, an idle connection closed; otherwise check again later.
    private func check(context: ChannelHandlerContext) {
        timer = nil
        guard context.channel.isActive, !refused else { return }
        let now = context.eventLoop.now
        if let headStart, now - headStart >= Self.amount(limits.headerTimeout) {
            refuse(context: context, status: "408 Request Timeout")
            return
        }
        if now - lastActivity >= Self.amount(limits.idleTimeout) {
            context.close(promise: nil)
            return
        }
        schedule(context: context)
    }

    /// Answers with `status` and closes: output first, so the client reads the answer; then, after
    /// a short grace to drain what it was still sending (no reset that would drop the answer), all.
    private func refuse(context: ChannelHandlerContext, status: String) {
        refused = true
        timer?.cancel()
        timer = nil
        var response = context.channel.allocator.buffer(capacity: 96)
        response.writeString("HTTP/1.1 \(status)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        let loop = context.eventLoop.assumeIsolated()
        context.writeAndFlush(wrapOutboundOut(response)).assumeIsolated().whenComplete { _ in
            context.close(mode: .output, promise: nil)
            loop.scheduleTask(in: .seconds(2)) {
                if context.channel.isActive { context.close(promise: nil) }
            }
        }
    }

    private static func amount(_ seconds: Double) -> TimeAmount {
        .nanoseconds(Int64(max(0, min(seconds, 1e9)) * 1e9))
    }
}
