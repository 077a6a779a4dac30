import Foundation
import KeyboardRendering
import NIOPosix
import Testing
import TextInputModel
@testable import Playground

/// Issue 32: a connection's watchdog, budget wait and keyboard ticker sleep on its event loop
/// (`ConnectionTimer`), not in `Task.sleep`. Each still does its job: a sleep lasts its time and a
/// cancel ends it, the ticker ticks a keyboard that asks, and a session past its share of
/// processing waits. (The watchdog's closes are checked through the
/// server in `PlaygroundServerTests.idleSessionsAreClosedWithAnError` and `IdleLockoutTests`.)
@Suite(.serialized, .timeLimit(.minutes(1))) struct ConnectionTimerTests {
    let timer = ConnectionTimer(loop: MultiThreadedEventLoopGroup.singleton.next())

    @Test func aSleepLastsItsTime() async {
        let started = PlaygroundServer.monotonicSeconds()
        await timer.sleep(seconds: 0.2)
        #expect(PlaygroundServer.monotonicSeconds() - started >= 0.2)
    }

    @Test func aCancelEndsASleep() async {
        let timer = timer
        // An hour's sleep: the suite's time limit fails the test if the cancel does not end it.
        let sleeper = Task { await timer.sleep(seconds: 3600) }
        try? await Task.sleep(for: .milliseconds(50))
        sleeper.cancel()
        await sleeper.value
        // A task cancelled already does not sleep at all.
        await Task { () async -> Void in
            withUnsafeCurrentTask { $0?.cancel() }
            await timer.sleep(seconds: 3600)
        }.value
    }

    @Test func theTickerTicksAKeyboardThatAsks() async throws {
        var limits = SessionLimits.standard
        limits.tickInterval = 0.02
        let session = try PlaygroundSession(limits: limits, now: 100) { document, settings throws(PlaygroundError) in
            try RecordingKeyboard(document: document, settings: settings)
        }
        let (stream, continuation) = SessionConnection.makeOutgoingStream()
        let connection = SessionConnection(session: session, clock: { 100 }, outgoing: continuation, timer: timer)
        var items = stream.makeAsyncIterator()
        func touch(_ phase: TouchMessage.Phase, _ t: Double) -> String {
            ClientMessage.touch(TouchMessage(id: 1, phase: phase, x: 40, y: 100, t: t)).json()
        }
        // A finger down: the recording keyboard asks for ticks, and each tick draws a frame.
        await connection.receive(touch(.began, 0))
        var frames = 0
        while frames < 4, let item = await items.next() {
            guard case .frame = item else { continue }
            frames += 1
            _ = await connection.takeFrameIfDirty()
        }
        #expect(frames == 4, "the frame of the touch, then ticks")
        await connection.stop()
    }

    @Test func aSessionPastItsShareOfWorkWaits() async throws {
        // Each key costs 20 ms of work; the session may use 50 ms a second after a 30-ms burst, so
        // the third and later keys wait (0.2, 0.4, 0.4 s): five keys take a second, not 0.1 s.
        var limits = SessionLimits.standard
        limits.workPerSecond = 0.05
        limits.workBurst = 0.03
        let configuration = PlaygroundServer.Configuration(
            makeKeyboard: { document, settings throws(PlaygroundError) in
                SlowKeyboard(try RecordingKeyboard(document: document, settings: settings), work: 0.02)
            }, port: 0, limits: limits, logLevel: .critical)
        try await PlaygroundServerTests.withServer(configuration: configuration) { server in
            try await PlaygroundClient.withConnection(port: server.port) { client in
                _ = try await client.frame(acknowledging: 0)
                let started = PlaygroundServer.monotonicSeconds()
                for n in 0..<5 { try await client.send(ClientMessage.key(KeyMessage(key: "a", t: Double(n))).json()) }
                let last = try #require(try await client.frame(acknowledging: 5))
                #expect(last.document.text == "aaaaa")
                #expect(PlaygroundServer.monotonicSeconds() - started >= 0.8)
            }
        }
    }
}

/// A keyboard whose every key costs `work` seconds of processing (a busy wait), over a `RecordingKeyboard`.
final class SlowKeyboard: PlaygroundKeyboard {
    private let inner: RecordingKeyboard
    private let work: Double

    init(_ inner: RecordingKeyboard, work: Double) {
        self.inner = inner
        self.work = work
    }

    func hardwareKey(_ key: String, at time: Double) throws(PlaygroundError) {
        let until = PlaygroundServer.monotonicSeconds() + work
        while PlaygroundServer.monotonicSeconds() < until {}
        try inner.hardwareKey(key, at: time)
    }

    func configure(_ settings: PlaygroundSettings) throws(PlaygroundError) { try inner.configure(settings) }
    func touch(_ touch: TouchMessage, at time: Double) { inner.touch(touch, at: time) }
    func tick(now time: Double) -> Bool { inner.tick(now: time) }
    var needsTicks: Bool { inner.needsTicks }
    func render(with renderer: KeyboardRenderer) -> RenderTree { inner.render(with: renderer) }
    var candidates: [String] { inner.candidates }
    var status: String { inner.status }
}
