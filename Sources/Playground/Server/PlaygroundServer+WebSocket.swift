import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

extension PlaygroundServer {
    /// `/ws`: one session per connection. A reader hands messages to the session, a writer sends
    /// replies and frames, a watchdog closes the session when idle (or when no first message came
    /// within `limits.firstMessageTimeout`); an error in one session is answered on that connection
    /// only. Until its first message a session is pending: the registry may close it to admit a
    /// newer one, so idle sockets never lock a new client out, and it has no keyboard yet (the page
    /// is shown the frame every new session shows, `FirstFrame`).
    func keyboardWebSocket() -> WebSocketRoutes.Handler {
        let configuration = configuration
        let registry = registry
        let census = census
        let firstFrame = firstFrame
        let makeSession = makeSession
        let lanes = lanes
        return { inbound, outbound, peer in
            func send(_ message: ServerMessage) async {
                try? await outbound.write(.text(message.json()))
            }
            let (stream, continuation) = SessionConnection.makeOutgoingStream()
            let givenUp = OnceFlag()
            let readerFailure = ReaderFailure()
            // Whether the session's work is heavy (the reader learns it, the writer reads it): the
            // first message makes the session, heavy too.
            let heavy = HeavyFlag()
            let activity = SessionActivity()
            let admitted = await registry.admit(address: peer.address, activity: activity) {
                givenUp.fire()
                let why = activity.lastMessage == nil
                    ? "no message yet" : "no message for \(Int(registry.idleGrace)) s while the server was full"
                continuation.yield(.close(PlaygroundError(.idle, "\(why), and a newer connection needed the place; session closed")))
            }
            guard let id = admitted else {
                await send(.error(PlaygroundError(.serverFull, "the server cannot take another session now (at most \(registry.maxSessions), "
                                                  + "\(registry.maxPerAddress) from one address, \(registry.maxPendingPerAddress) of them "
                                                  + "not yet speaking); try again later")))
                try? await outbound.close(.unknown(1013), reason: "server full")
                return
            }
            let frame: PlaygroundFrame
            switch firstFrame.frame {
            case .success(let drawn): frame = drawn
            case .failure(let error):
                await registry.release(id)
                await send(.error(error))
                try? await outbound.close(.unexpectedServerError, reason: error.code.rawValue)
                return
            }
            let connection = SessionConnection(
                limits: configuration.limits, firstFrame: frame, makeSession: makeSession, clock: configuration.clock,
                outgoing: continuation, ticket: census.ticket(.sessionConnection), timer: peer.timer)
            continuation.yield(.frame)
            // The session ends with whichever part ends first: the reader (the page left), the writer
            // (it sent a close), or the watchdog a second after it asked for a close the writer could
            // not send (a page that reads nothing holds the writer: issue 32's silent sockets stayed).
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await item in stream {
                        switch item {
                        case .message(let message):
                            await send(message)
                        case .frame:
                            // A heavy session's frame is drawn and encoded in a lane too; it is sent outside
                            // it (a page slow to read must not hold a lane). The frame a new page is shown
                            // first is drawn already: it never waits for a lane behind busy writers.
                            let draw: @Sendable () async -> String? = {
                                peer.disconnected.isFired ? nil : await connection.takeFrameIfDirty().map { ServerMessage.state($0).json() }
                            }
                            let inLane = heavy.value ? await connection.hasSession : false
                            if let text = inLane ? await lanes.run(draw) : await draw() { try? await outbound.write(.text(text)) }
                        case .close(let error):
                            await send(.error(error))
                            try? await outbound.close(.normalClosure, reason: error.code.rawValue)
                            return
                        }
                    }
                }
                group.addTask {
                    while !Task.isCancelled {
                        // Until the session could expire (at most 5 s): a connection that never speaks
                        // wakes its watchdog once, not every second (each wake-up is a timer and a job).
                        let wait = min(max(await connection.secondsUntilExpiry() + 0.01, 0.05), 5)
                        await peer.timer.sleep(seconds: wait)
                        if givenUp.isFired { break }
                        if await connection.expireIfIdle() { break }
                    }
                    await peer.timer.sleep(seconds: 1)
                }
                group.addTask {
                    // Real processing time, on the real clock (the injected one is the sessions' notion of time).
                    let realClock = PlaygroundServer.monotonicSeconds
                    var proven = false
                    var budget = WorkBudget(
                        secondsPerSecond: configuration.limits.workPerSecond, burst: configuration.limits.workBurst, now: realClock())
                    await connection.readerStarted()
                    do {
                        reading: for try await message in inbound.messages(maxSize: configuration.maxFrameBytes) {
                            // A page that has gone is worked for no more: what it sent before it went
                            // (1 MB of strokes, a lane's queue) is dropped, not recognized for nobody.
                            if peer.disconnected.isFired { break }
                            await connection.messageTaken()
                            // A session past its share of processing waits here (and is not read meanwhile).
                            let wait = budget.delay(at: realClock())
                            if wait > 0 { await peer.timer.sleep(seconds: wait) }
                            activity.stamp(configuration.clock())
                            if !proven {
                                proven = true
                                await registry.prove(id)
                            }
                            switch message {
                            case .text(let text):
                                // Heavy work waits for a lane (the first message makes the session: heavy too),
                                // and is skipped if the page went while it waited.
                                let receipt: SessionConnection.Receipt? = heavy.value
                                    ? await lanes.run { () async -> SessionConnection.Receipt? in
                                        peer.disconnected.isFired ? nil : await connection.receive(text)
                                    }
                                    : await connection.receive(text)
                                guard let receipt else { break reading }
                                heavy.value = receipt.nextIsHeavy
                                budget.charge(receipt.worked, at: realClock())
                            case .binary:
                                await connection.dropTaken()
                                await connection.enqueue(.message(.error(PlaygroundError(.malformed, "send JSON as text messages"))))
                            }
                            // A page that does not read its replies is closed before they pile up.
                            if await connection.isOverflowing { break }
                        }
                    } catch {
                        // A broken connection simply ends the session; the WebSocket layer's own
                        // errors (text not UTF-8…) are thrown on, for their close code.
                        readerFailure.record(error)
                    }
                }
                _ = await group.next()
                continuation.finish()
                await connection.stop()
                group.cancelAll()
            }
            await registry.release(id)
            FreedMemory.released()
            if let failure = readerFailure.error { throw failure }
        }
    }
}

/// The error that ended a connection's reader, if it was the WebSocket layer's (not a broken or
/// cancelled connection): the handler throws it so Hummingbird closes with the code it names.
final class ReaderFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    /// Keeps `error` unless the connection simply broke or the reader was cancelled.
    func record(_ error: any Error) {
        if error is CancellationError || error is ChannelError || error is IOError { return }
        lock.withLock { stored = error }
    }

    /// The error kept, if any.
    var error: (any Error)? { lock.withLock { stored } }
}

/// Whether a session's work is heavy now (see `WorkLanes`), shared by its reader and writer.
final class HeavyFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = true
    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A flag set once and read from any task: the registry gave a pending session up for a newcomer
/// (read by its watchdog), or a peer's socket closed (`WebSocketPeer.disconnected`).
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    func fire() { lock.withLock { fired = true } }
    var isFired: Bool { lock.withLock { fired } }
}
