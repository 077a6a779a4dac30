import Foundation
import KeyboardLayout
import Playground

/// The writers' phase of `shurufa bench playground-load`: a server of its own (`shurufa serve`,
/// the standard 256 slots), `writers` sessions on the 手写 pad from 16 addresses (each within its
/// share of the slots) beside well-behaved pinyin sessions. Every writer configures the pad, then
/// all send their first stroke at once (the moment a shared index or model built per session
/// stalled everyone), then write strokes at a person's pace. Reported: the well-behaved round
/// trips while the writers write (p50/p99, judged ≤ 50 ms), the writers' own stroke round trips,
/// and the server's private memory per writing session (RssAnon with every writer writing, less
/// before they connected, over their count; judged ≤ 0.5 MB).
func runWritersPhase(writers: Int, sessions: Int, seconds: Double, rate: Double) async throws -> Bool {
    let server = try LoadTestServer.launch(maxSessions: 256)
    defer { server.stop() }
    let port = server.port
    let pad = try WriterPad()
    let keys = try PlaygroundBenchKeys()
    print("writers' phase on 127.0.0.1:\(port) (server pid \(server.pid)): \(writers) sessions writing on the 手写 pad, their "
          + "first strokes at once, beside \(sessions) pinyin sessions at \(Int(rate)) presses/s")
    fflush(nil)
    let before = server.rssAnonKB()
    let configured = WriterBarrier(count: writers)
    let start = WriterBarrier(count: 1)
    let limit = seconds + 60
    // The writers' client side runs on a loop of its own and below the pinyin sessions' priority, as
    // separate machines would: the server is what is measured, not this process's queue.
    let writerLoops = PlaygroundClient.Loops.dedicated()
    let writing = Task(priority: .low) {
        await withTaskGroup(of: Result<[Double], any Error>.self) { group in
            for index in 0..<writers {
                group.addTask(priority: .low) {
                    await withLoadDeadline(limit, "writer \(index)") { () -> Result<[Double], any Error> in
                        do {
                            // Pages open one after another (25 ms apart), as people arrive: 150 at
                            // once would be a connection flood, refused past the pending share.
                            try await Task.sleep(for: .milliseconds(25 * index))
                            return .success(try await PlaygroundClient.withConnection(
                                port: port, connectTimeout: .seconds(limit), loops: writerLoops, localAddress: "127.0.1.\(index % 16 + 1)") { client in
                                try await pad.write(client, configured: configured, start: start, seconds: seconds)
                            })
                        } catch {
                            configured.arrive()
                            return .failure(CommandFailure("writer \(index): \(error)"))
                        }
                    } timedOut: { .failure(CommandFailure($0)) }
                }
            }
            return await latenciesAndFailures(of: &group)
        }
    }
    await configured.wait()
    let whenConfigured = server.rssAnonKB()
    // The pinyin sessions start, and half a second later every writer lands its first stroke.
    let typing = Task {
        await withTaskGroup(of: Result<[Double], any Error>.self) { group in
            for index in 0..<sessions {
                group.addTask {
                    do {
                        return .success(try await PlaygroundClient.withConnection(
                            port: port, connectTimeout: .seconds(limit), localAddress: "127.0.0.3") { client in
                            try await playgroundSession(client, keys: keys, presses: max(1, Int(seconds * rate)), pace: 1 / rate,
                                                        configureFirst: true)
                        })
                    } catch {
                        return .failure(CommandFailure("well-behaved session \(index): \(error)"))
                    }
                }
            }
            return await latenciesAndFailures(of: &group)
        }
    }
    try await Task.sleep(for: .milliseconds(500))
    start.arrive()
    let sampler = Task { () -> Int in
        var peak = 0
        while !Task.isCancelled {
            peak = max(peak, server.rssAnonKB())
            try? await Task.sleep(for: .milliseconds(200))
        }
        return peak
    }
    let (samples, typingFailures) = await typing.value
    let (strokes, writerFailures) = await writing.value
    await writerLoops.shutDown()
    sampler.cancel()
    let peak = await sampler.value
    let perWriter = Double(peak - before) / Double(max(1, writers)) / 1024
    let p99 = BenchClock.quantile(samples, 0.99)
    for failure in (writerFailures + typingFailures).prefix(10) { print("  failed: \(failure)") }
    if writerFailures.count + typingFailures.count > 10 {
        print("  failed: \(writerFailures.count) writers and \(typingFailures.count) well-behaved sessions in all")
    }
    print("  well-behaved while writing: \(samples.count) presses   p50 \(playgroundMs(BenchClock.quantile(samples, 0.5))) ms   "
          + "p99 \(playgroundMs(p99)) ms   max \(playgroundMs(samples.max() ?? .nan)) ms")
    print("  writers: \(strokes.count) strokes   p50 \(playgroundMs(BenchClock.quantile(strokes, 0.5))) ms   "
          + "p99 \(playgroundMs(BenchClock.quantile(strokes, 0.99))) ms   max \(playgroundMs(strokes.max() ?? .nan)) ms")
    print("  server RssAnon: \(before) kB before the writers, \(whenConfigured) kB with them configured, peak \(peak) kB "
          + "while writing: \(String(format: "%.2f", perWriter)) MB a writing session "
          + "(\(String(format: "%.2f", Double(peak - whenConfigured) / Double(max(1, writers)) / 1024)) MB of it from writing)")
    let checks: [(String, Bool)] = [
        ("every writer and well-behaved session finished", writerFailures.isEmpty && typingFailures.isEmpty),
        ("well-behaved p99 ≤ 50 ms with \(writers) writers", p99 <= 50),
        ("≤ 0.5 MB a writing session", perWriter <= 0.5),
    ]
    for (name, passed) in checks { print("  \(passed ? "PASS" : "FAIL")  \(name)") }
    return checks.allSatisfy(\.1)
}

/// The pad's place on the handwriting layout at the default size, and the strokes a writer draws
/// on it: a character of three horizontal strokes and a vertical one, over and over.
struct WriterPad: Sendable {
    let frame: LayoutRect

    init() throws {
        var settings = PlaygroundSettings()
        settings.layout = .chinese("handwriting")
        guard let layout = try LayoutLibrary.standard().layout(settings.layout.layoutID) else {
            throw UsageError("the handwriting layout is missing")
        }
        let fitted = layout.fitted(in: StandardKeyboardSize.size(for: settings.environment), environment: settings.environment)
        guard let pad = fitted.key(id: "pad") else { throw UsageError("no pad key on the handwriting layout") }
        frame = pad.frame
    }

    /// Eight points of stroke `index` of a character (in keyboard points).
    func stroke(_ index: Int) -> [LayoutPoint] {
        (0..<8).map { step in
            let along = 0.2 + 0.6 * Double(step) / 7
            let (x, y) = index % 4 == 3 ? (0.5, along) : (along, 0.25 + 0.25 * Double(index % 4))
            return LayoutPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
        }
    }

    /// Configures the pad, waits for every writer to, then writes from `start` for `seconds`:
    /// four strokes a character 0.3 s apart, a second's pause between characters (the pad then
    /// commits the first candidate). Returns each stroke's round trip (its last point sent → the
    /// frame that acknowledges it) in milliseconds.
    func write(_ client: PlaygroundClient, configured: WriterBarrier, start: WriterBarrier, seconds: Double) async throws -> [Double] {
        var sent = 0
        var settings = PlaygroundSettings()
        settings.layout = .chinese("handwriting")
        guard try await client.frame(acknowledging: 0) != nil else { throw PlaygroundError(.unavailable, "no first frame") }
        try await client.send(ClientMessage.configure(settings).json())
        sent += 1
        guard try await client.frame(acknowledging: sent) != nil else { throw PlaygroundError(.unavailable, "the connection closed") }
        configured.arrive()
        await start.wait()
        let deadline = Date().addingTimeInterval(seconds)
        var samples: [Double] = []
        var t = 0.0
        var index = 0
        while Date() < deadline {
            let points = stroke(index)
            for (step, point) in points.enumerated() {
                let phase: TouchMessage.Phase = step == 0 ? .began : (step == points.count - 1 ? .ended : .moved)
                try await client.send(ClientMessage.touch(TouchMessage(id: 1, phase: phase, x: point.x, y: point.y, t: t)).json())
                sent += 1
                t += 16
            }
            let sentAt = BenchClock.now()
            try await Self.awaitAck(sent, on: client)
            samples.append(Double(BenchClock.now() - sentAt) / 1e6)
            index += 1
            let pause = index % 4 == 0 ? 1.0 : 0.3
            t += pause * 1000
            if index % 40 == 0 {
                try await client.send(ClientMessage.host(.clear).json())
                sent += 1
            }
            try await Task.sleep(for: .seconds(pause))
        }
        return samples
    }

    /// Reads until a state message acknowledges `count` messages. The ack is read off the text's
    /// start (keys are sorted: `{"ack":N,…`), not decoded: a frame is tens of KB of SVG, and 150
    /// writers decoding every one would load this process, not the server measured.
    static func awaitAck(_ count: Int, on client: PlaygroundClient) async throws {
        let prefix = Array(#"{"ack":"#.utf8)
        while let text = try await client.nextText() {
            let utf8 = text.utf8
            guard utf8.starts(with: prefix) else { continue }
            let digits = utf8.dropFirst(prefix.count).prefix { (48...57).contains($0) }
            if let ack = Int(String(decoding: digits, as: UTF8.self)), ack >= count { return }
        }
        throw PlaygroundError(.unavailable, "the connection closed")
    }
}

/// Waits until `count` arrivals.
final class WriterBarrier: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { remaining = count }

    func arrive() {
        let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
            remaining -= 1
            guard remaining == 0 else { return [] }
            defer { waiters = [] }
            return waiters
        }
        for waiter in ready { waiter.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let now: Bool = lock.withLock {
                if remaining <= 0 { return true }
                waiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }
}
