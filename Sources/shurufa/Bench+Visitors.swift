import Foundation
import Playground

/// `shurufa bench playground-visitors`: the server (`shurufa serve`, a process of its own, on
/// loopback) against clients that vanish and visitors who arrive while it is loaded (issue 61).
/// Two phases: `vanish` — `--writers` sessions on the 手写 pad that send a burst of strokes and
/// reset their sockets, then `--bursts` sessions that send `--burst-kb` of strokes each and reset —
/// reporting how long the server still burns CPU after the last reset (its utime + stime, sampled
/// every 0.25 s: it counts as idle once a second costs under 5 % of a core); `visitors` —
/// `--typing` sessions typing at `--rate` presses a second beside `--load` busy processes, while
/// `--visits` new visitors one after another load the page (`GET /`, the whole answer) and open a
/// WebSocket (to its first frame), then configure and type a key (its frame). Bounded in clients
/// (≤ 400 sessions) and time (each phase ends by its deadline).
func benchPlaygroundVisitors(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let options = VisitorBenchOptions(
        writers: try reader.option("--writers").map { Int($0) ?? -1 } ?? 150,
        bursts: try reader.option("--bursts").map { Int($0) ?? -1 } ?? 20,
        burstKB: try reader.option("--burst-kb").map { Int($0) ?? -1 } ?? 1_100,
        typing: try reader.option("--typing").map { Int($0) ?? -1 } ?? 200,
        rate: try reader.positiveInteger("--rate").map(Double.init) ?? 5,
        load: try reader.option("--load").map { Int($0) ?? -1 } ?? 4,
        visits: try reader.positiveInteger("--visits") ?? 10,
        phases: Set(try reader.option("--phases").map { $0.split(separator: ",").map(String.init) } ?? ["vanish", "visitors"]))
    guard try reader.positionals().isEmpty, (0...240).contains(options.writers), (0...100).contains(options.bursts),
          (1...4_096).contains(options.burstKB), (0...400).contains(options.typing), options.rate <= 50, (0...16).contains(options.load),
          options.visits <= 100, options.phases.isSubset(of: ["vanish", "visitors"]) else {
        throw UsageError("usage: shurufa bench playground-visitors [--writers 0…240] [--bursts 0…100] [--burst-kb 1…4096] "
                         + "[--typing 0…400] [--rate ≤50] [--load 0…16] [--visits ≤100] [--phases vanish,visitors]")
    }
    let outcome = waitForTask {
        var passed = true
        if options.phases.contains("vanish") { passed = try await vanishPhase(options) && passed }
        if options.phases.contains("visitors") { passed = try await visitorsPhase(options) && passed }
        return passed
    }
    switch outcome {
    case .success(let passed): return passed ? 0 : 1
    case .failure(let error):
        printError("bench playground-visitors: \(error)")
        return 1
    }
}

/// The suite's options (see `benchPlaygroundVisitors`).
struct VisitorBenchOptions: Sendable {
    var writers: Int
    var bursts: Int
    var burstKB: Int
    var typing: Int
    var rate: Double
    var load: Int
    var visits: Int
    var phases: Set<String>
}

/// Clients that send and vanish, then how long the server works on for them.
private func vanishPhase(_ options: VisitorBenchOptions) async throws -> Bool {
    let server = try LoadTestServer.launch(maxSessions: 512)
    defer { server.stop() }
    let pad = try WriterPad()
    print("vanish phase on 127.0.0.1:\(server.port) (server pid \(server.pid)): \(options.writers) 手写 sessions send a burst of "
          + "strokes and reset; then \(options.bursts) send \(options.burstKB) kB of strokes each and reset")
    fflush(nil)
    var checks: [(String, Bool)] = []
    for (name, count, bytes) in [("writers", options.writers, 24_000), ("bursts", options.bursts, options.burstKB * 1_000)] where count > 0 {
        let cpuBefore = server.cpuSeconds()
        let sent = await withTaskGroup(of: Int.self) { group in
            for index in 0..<count {
                group.addTask {
                    await Task.detached { VanishingWriter(port: server.port, pad: pad).sendAndReset(bytes: bytes, seed: index) }.value
                }
            }
            return await group.reduce(0, +)
        }
        let cpuAtReset = server.cpuSeconds()
        let (busy, cpuAfter) = await server.secondsUntilIdle(limit: 120)
        print("  \(name): \(count) sessions sent \(sent / 1_000) kB in all (server CPU \(String(format: "%.1f", cpuAtReset - cpuBefore)) s "
              + "meanwhile); after the last reset the server was busy \(String(format: "%.2f", busy)) s more, "
              + "\(String(format: "%.2f", cpuAfter)) s of CPU (RssAnon \(server.rssAnonKB()) kB)")
        checks.append(("\(name): idle within 5 s of the last reset", busy <= 5))
    }
    for (name, passed) in checks { print("  \(passed ? "PASS" : "FAIL")  \(name)") }
    return checks.allSatisfy(\.1)
}

/// New visitors arriving at a loaded server.
private func visitorsPhase(_ options: VisitorBenchOptions) async throws -> Bool {
    let server = try LoadTestServer.launch(maxSessions: 512)
    defer { server.stop() }
    let port = server.port
    let keys = try PlaygroundBenchKeys()
    print("visitors phase on 127.0.0.1:\(port) (server pid \(server.pid)): \(options.typing) sessions typing at "
          + "\(Int(options.rate)) presses/s, \(options.load) busy processes, \(options.visits) new visitors")
    fflush(nil)
    let hogs = BusyProcesses(count: options.load)
    defer { hogs.stop() }
    let seconds = Double(options.visits) * 2 + 10
    let typing = Task {
        await withTaskGroup(of: Result<[Double], any Error>.self) { group in
            for index in 0..<options.typing {
                group.addTask {
                    do {
                        try await Task.sleep(for: .milliseconds(10 * index))
                        return .success(try await PlaygroundClient.withConnection(
                            port: port, connectTimeout: .seconds(60), localAddress: "127.0.0.\(index % 8 + 2)") { client in
                            try await playgroundSession(client, keys: keys, presses: max(1, Int(seconds * options.rate)),
                                                        pace: 1 / options.rate, configureFirst: true)
                        })
                    } catch {
                        return .failure(CommandFailure("typing session \(index): \(error)"))
                    }
                }
            }
            return await latenciesAndFailures(of: &group)
        }
    }
    // The typing sessions all connected and typing.
    try await Task.sleep(for: .milliseconds(10 * options.typing + 2_000))
    var pages: [Double] = [], frames: [Double] = [], answers: [Double] = [], failures: [String] = []
    let visitorLoops = PlaygroundClient.Loops.dedicated()
    for visit in 0..<options.visits {
        let started = BenchClock.now()
        let page = await Task.detached { fetchPage(port: port) }.value
        guard page else {
            failures.append("visit \(visit): the page did not load")
            continue
        }
        pages.append(Double(BenchClock.now() - started) / 1e6)
        do {
            let opened = BenchClock.now()
            try await PlaygroundClient.withConnection(port: port, connectTimeout: .seconds(20), loops: visitorLoops) { client in
                guard try await client.frame(acknowledging: 0) != nil else { throw PlaygroundError(.unavailable, "no first frame") }
                frames.append(Double(BenchClock.now() - opened) / 1e6)
                let configured = BenchClock.now()
                try await client.send(ClientMessage.configure(PlaygroundSettings()).json())
                guard try await client.frame(acknowledging: 1) != nil else { throw PlaygroundError(.unavailable, "closed before its first answer") }
                answers.append(Double(BenchClock.now() - configured) / 1e6)
            }
        } catch {
            failures.append("visit \(visit): \(error)")
        }
        try await Task.sleep(for: .milliseconds(500))
    }
    await visitorLoops.shutDown()
    let (presses, typingFailures) = await typing.value
    for failure in (failures + typingFailures).prefix(10) { print("  failed: \(failure)") }
    func figures(_ values: [Double]) -> String {
        "median \(playgroundMs(BenchClock.quantile(values, 0.5))) ms   max \(playgroundMs(values.max() ?? .nan)) ms"
    }
    print("  typing sessions: \(presses.count) presses   p50 \(playgroundMs(BenchClock.quantile(presses, 0.5))) ms   "
          + "p99 \(playgroundMs(BenchClock.quantile(presses, 0.99))) ms; \(typingFailures.count) failed")
    print("  new visitors: page \(figures(pages)); first frame \(figures(frames)); first answer (a keyboard made) \(figures(answers))")
    let checks: [(String, Bool)] = [
        ("every visitor got the page and a first frame", failures.isEmpty && pages.count == options.visits),
        ("the page within 1 s", (pages.max() ?? .infinity) <= 1_000),
        ("the first frame within 1 s", (frames.max() ?? .infinity) <= 1_000),
    ]
    for (name, passed) in checks { print("  \(passed ? "PASS" : "FAIL")  \(name)") }
    return checks.allSatisfy(\.1)
}

/// `GET /` on a blocking socket, read to the end of the answer's body; whether it came (200).
private func fetchPage(port: Int) -> Bool {
    guard let fd = loopbackSocket(port: port, timeoutSeconds: 20) else { return false }
    defer { close(fd) }
    let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else { return false }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { break }
        answer += buffer[0..<count]
    }
    return answer.starts(with: Array("HTTP/1.1 200".utf8))
}

/// A 手写 session on a raw socket: upgrades, configures the pad, sends strokes (`bytes` of messages,
/// as fast as the socket takes them) and resets the connection (SO_LINGER 0) without reading.
private struct VanishingWriter {
    let port: Int
    let pad: WriterPad

    /// Sends, resets; returns the bytes sent.
    func sendAndReset(bytes: Int, seed: Int) -> Int {
        guard let fd = loopbackSocket(port: port, timeoutSeconds: 5) else { return 0 }
        var linger = Foundation.linger(l_onoff: 1, l_linger: 0)
        defer {
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Foundation.linger>.size))
            close(fd)
        }
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let upgrade = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        guard write(fd, Array(upgrade.utf8)) else { return 0 }
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard recv(fd, &byte, 1, 0) == 1 else { return 0 }
            head.append(byte)
        }
        guard head.starts(with: Array("HTTP/1.1 101".utf8)) else { return 0 }
        var settings = PlaygroundSettings()
        settings.layout = .chinese("handwriting")
        guard write(fd, Self.frame(ClientMessage.configure(settings).json())) else { return 0 }
        var sent = 0, index = seed, t = 0.0
        while sent < bytes {
            let points = pad.stroke(index)
            var burst: [UInt8] = []
            for (step, point) in points.enumerated() {
                let phase: TouchMessage.Phase = step == 0 ? .began : (step == points.count - 1 ? .ended : .moved)
                burst += Self.frame(ClientMessage.touch(TouchMessage(id: 1, phase: phase, x: point.x, y: point.y, t: t)).json())
                t += 16
            }
            guard write(fd, burst) else { break }
            sent += burst.count
            index += 1
        }
        return sent
    }

    private func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// One masked text frame (a client's frames are masked, RFC 6455).
    static func frame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }
}

/// `count` processes spinning on a core each (`sh` loops), the machine's other load.
private final class BusyProcesses: @unchecked Sendable {
    private var processes: [Process] = []
    private var cleanups: [Int] = []

    init(count: Int) {
        for _ in 0..<count {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "while :; do :; done"]
            guard (try? process.run()) != nil else { continue }
            processes.append(process)
            let pid = process.processIdentifier
            // SIGKILL: a loop started under a blocked SIGTERM (a test runner's mask) would ignore it.
            cleanups.append(TerminationCleanup.add { kill(pid, SIGKILL) })
        }
    }

    func stop() {
        for token in cleanups { TerminationCleanup.remove(token) }
        for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for process in processes { process.waitUntilExit() }
    }
}

extension LoadTestServer {
    /// The CPU time the server has used, user and system, in seconds (/proc/PID/stat).
    func cpuSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15 (1-based over the whole line).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Samples the server's CPU every 0.25 s until a whole second costs under 5 % of a core (or
    /// `limit` seconds pass); returns how long it stayed busier, and the CPU seconds it used meanwhile.
    func secondsUntilIdle(limit: Double) async -> (busy: Double, cpu: Double) {
        let start = Date(), cpuStart = cpuSeconds()
        var samples: [(time: Double, cpu: Double)] = [(0, cpuStart)]
        while Date().timeIntervalSince(start) < limit {
            try? await Task.sleep(for: .milliseconds(250))
            samples.append((Date().timeIntervalSince(start), cpuSeconds()))
            guard samples.count >= 5 else { continue }
            let window = samples.suffix(5)
            if window.last!.cpu - window.first!.cpu < 0.05 * (window.last!.time - window.first!.time) {
                return (window.first!.time, window.first!.cpu - cpuStart)
            }
        }
        return (limit, cpuSeconds() - cpuStart)
    }
}
