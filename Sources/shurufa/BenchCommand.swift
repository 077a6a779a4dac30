import Foundation

/// `shurufa bench <suite>`: runs one benchmark suite (build with `-c release` for real numbers).
enum BenchCommand: CLICommand {
    static let name = "bench"
    static let summary = "Benchmarks of the hot paths: bench engine|layout|emoji|voice [options]."

    static let suites: [(name: String, run: @Sendable ([String]) throws -> Int32)] = [
        ("engine", benchEngine),
        ("layout", benchLayout),
        ("emoji", benchEmoji),
        ("voice", benchVoice),
        ("core", benchCore),
        ("playground", benchPlayground),
    ]

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let suite = arguments.first, let entry = suites.first(where: { $0.name == suite }) else {
            throw UsageError("usage: shurufa bench " + suites.map(\.name).joined(separator: "|") + " [options]")
        }
        return try entry.run(Array(arguments.dropFirst()))
    }
}

/// Timing helpers shared by the benchmark suites.
enum BenchClock {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Nanoseconds of CPU this thread has used: unlike wall time, it does not count the time the
    /// thread waited for a core, so it stays meaningful on a loaded machine.
    static func cpuNow() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// The q-quantile (0...1) of samples, nearest rank.
    static func quantile(_ samples: [Double], _ q: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let rank = min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[rank]
    }

    /// Peak resident set (VmHWM) and private anonymous memory (RssAnon) in kB, from /proc/self/status.
    static func memory() -> (peakRSS: Int, rssAnon: Int) {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Int {
            for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
                return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
            }
            return 0
        }
        return (field("VmHWM"), field("RssAnon"))
    }
}
