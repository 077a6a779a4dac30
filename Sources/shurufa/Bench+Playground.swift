import Foundation
import KeyboardLayout
import Playground

/// `shurufa bench playground`: a key press round trip over the WebSocket on loopback (touch began +
/// ended sent → the frame that acknowledges them received), p50 and p99; then sessions typing at
/// once at a person's pace, stepping up until p99 passes 20 ms. Server and clients share this process.
func benchPlayground(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let presses = try reader.positiveInteger("--presses") ?? 500
    let seconds = try reader.positiveInteger("--seconds").map(Double.init) ?? 3
    let rate = try reader.positiveInteger("--rate").map(Double.init) ?? 10
    let levels = try reader.option("--levels").map { text in
        try text.split(separator: ",").map { try ArgumentReader.positiveInteger(String($0), "--levels") }
    } ?? [1, 10, 25, 50, 100, 200, 400, 800]
    guard try reader.positionals().isEmpty else {
        throw UsageError("usage: shurufa bench playground [--presses N] [--levels 1,10,…] [--seconds S] [--rate PRESSES_PER_S]")
    }
    if case .failure(let error) = waitForTask({ try await runPlaygroundBench(presses: presses, levels: levels, seconds: seconds, rate: rate) }) {
        printError("bench playground: \(error)")
        return 1
    }
    return 0
}

private func runPlaygroundBench(presses: Int, levels: [Int], seconds: Double, rate: Double) async throws {
    var configuration = PlaygroundServer.Configuration(
        makeKeyboard: try ServeCommand.standardKeyboardFactory(), port: 0, logLevel: .critical)
    configuration.limits.maxSessions = (levels.max() ?? 1) + 8
    // Every client here is on 127.0.0.1: the whole server is theirs.
    configuration.limits.addressShare = 1
    let server = try await PlaygroundServer(configuration: configuration).start()
    do {
        try await measurePlayground(server, presses: presses, levels: levels, seconds: seconds, rate: rate)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

private func measurePlayground(_ server: RunningPlaygroundServer, presses: Int, levels: [Int], seconds: Double, rate: Double) async throws {
    let keys = try PlaygroundBenchKeys()
    print("playground round trip on \(server.url.absoluteString) (\(keys.letters.count)-letter cycle: "
          + keys.letters.joined() + ", then the host clears the field)")

    let single = try await PlaygroundClient.withConnection(port: server.port) { client in
        try await playgroundSession(client, keys: keys, presses: presses, pace: nil)
    }
    print("  one session, \(single.count) presses   p50 \(playgroundMs(BenchClock.quantile(single, 0.5))) ms   "
          + "p99 \(playgroundMs(BenchClock.quantile(single, 0.99))) ms   max \(playgroundMs(single.max() ?? .nan)) ms")

    print("concurrent sessions, each pressing \(Int(rate)) keys/s for \(seconds) s:")
    var best = 0
    let baseline = BenchClock.memory().rssAnon
    for level in levels {
        let perSession = max(1, Int(seconds * rate))
        let samples = try await withThrowingTaskGroup(of: [Double].self) { group in
            for _ in 0..<level {
                group.addTask {
                    try await PlaygroundClient.withConnection(port: server.port) { client in
                        try await playgroundSession(client, keys: keys, presses: perSession, pace: 1 / rate)
                    }
                }
            }
            var all: [Double] = []
            for try await part in group { all += part }
            return all
        }
        let p50 = BenchClock.quantile(samples, 0.5), p99 = BenchClock.quantile(samples, 0.99)
        let memory = BenchClock.memory()
        print("  \(playgroundPad(level, 4)) sessions  \(playgroundPad(samples.count, 6)) presses   p50 \(playgroundMs(p50)) ms   "
              + "p99 \(playgroundMs(p99)) ms   RssAnon \(memory.rssAnon / 1024) MB (+\((memory.rssAnon - baseline) / 1024) MB)")
        if p99 <= 20 { best = level } else { break }
    }
    print("  → \(best) concurrent sessions with p99 ≤ 20 ms (levels tried: \(levels.map(String.init).joined(separator: ",")))")
}

/// Runs `presses` key presses on one connection; returns each round trip in milliseconds. With
/// `configureFirst`, the settings are sent first, untimed, as a page does when it opens.
func playgroundSession(_ client: PlaygroundClient, keys: PlaygroundBenchKeys, presses: Int, pace: Double?,
                       configureFirst: Bool = false) async throws -> [Double] {
    var sent = 0
    func send(_ message: ClientMessage) async throws {
        try await client.send(message.json())
        sent += 1
    }
    guard try await client.frame(acknowledging: 0) != nil else { throw PlaygroundError(.unavailable, "no first frame") }
    if configureFirst {
        try await send(.configure(PlaygroundSettings()))
        guard try await client.frame(acknowledging: sent) != nil else { throw PlaygroundError(.unavailable, "the connection closed") }
    }
    var samples: [Double] = []
    samples.reserveCapacity(presses)
    let t0 = BenchClock.now()
    for index in 0..<presses {
        let point = keys.points[index % keys.points.count]
        let start = BenchClock.now()
        let t = Double(start - t0) / 1e6
        try await send(.touch(TouchMessage(id: 1, phase: .began, x: point.x, y: point.y, t: t)))
        try await send(.touch(TouchMessage(id: 1, phase: .ended, x: point.x, y: point.y, t: t + 0.5)))
        guard try await client.frame(acknowledging: sent) != nil else { throw PlaygroundError(.unavailable, "the connection closed") }
        samples.append(Double(BenchClock.now() - start) / 1e6)
        if index % keys.points.count == keys.points.count - 1 {
            try await send(.host(.clear))
            _ = try await client.frame(acknowledging: sent)
        }
        if let pace {
            let elapsed = Double(BenchClock.now() - start) / 1e9
            if elapsed < pace { try await Task.sleep(for: .seconds(pace - elapsed)) }
        }
    }
    return samples
}

/// Centres of the keys n, i, h, a, o on the default layout at the default size.
struct PlaygroundBenchKeys: Sendable {
    let letters = ["n", "i", "h", "a", "o"]
    let points: [LayoutPoint]

    init() throws {
        let settings = PlaygroundSettings()
        guard let layout = try LayoutLibrary.standard().layout(settings.layout.layoutID) else {
            throw UsageError("the default layout \(settings.layout) is missing")
        }
        let fitted = layout.fitted(in: StandardKeyboardSize.size(for: settings.environment), environment: settings.environment)
        points = try letters.map { letter in
            guard let key = fitted.key(id: letter) else { throw UsageError("no key \(letter) in \(settings.layout)") }
            return LayoutPoint(x: key.frame.midX, y: key.frame.midY)
        }
    }
}

func playgroundMs(_ value: Double) -> String { String(format: "%.2f", value) }

private func playgroundPad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}
