import ArgumentParser
import Foundation

/// `shurufa bench <suite>`: runs one benchmark suite (build with `-c release` for real numbers).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks of the hot paths (build with -c release for real numbers).",
        subcommands: [
            BenchSuite<EngineSuite>.self, BenchSuite<EnglishSuite>.self, BenchSuite<LayoutSuite>.self, BenchSuite<EmojiSuite>.self,
            BenchSuite<VoiceSuite>.self, BenchSuite<CoreSuite>.self, BenchSuite<PlaygroundSuite>.self,
            BenchSuite<TouchSuite>.self,
            BenchSuite<PlaygroundLoadSuite>.self, BenchSuite<HandwritingSuite>.self, BenchSuite<ShapesSuite>.self, BenchSuite<PadSuite>.self,
            BenchSuite<LifecycleSuite>.self, BenchSuite<SwipeSuite>.self, BenchSuite<PlaygroundVisitorsSuite>.self,
        ]
    )
}

/// One benchmark suite (`BenchSuites.swift` lists them): its name, what it measures, its options
/// (each with its default, for `--help`) and entry point over its option words.
protocol BenchSuiteEntry {
    static var name: String { get }
    /// What the suite measures, without its options (`usage` adds their synopsis).
    static var summary: String { get }
    static var options: [BenchOption] { get }
    /// Whether the suite also reads `convert`'s engine options (`EngineOptions`); false unless said.
    static var acceptsEngineOptions: Bool { get }
    static func run(_ arguments: [String]) throws -> Int32
}

/// One option of a benchmark suite, as its `--help` lists it.
struct BenchOption {
    /// The option as typed, with its value's name (`--lines N`).
    var syntax: String
    /// What it sets.
    var help: String
    /// What it is when not given.
    var defaultValue: String

    /// The help's line: syntax, what it sets, its default.
    var line: String { "  \(syntax): \(help) (default: \(defaultValue))" }
}

extension BenchSuiteEntry {
    /// The suite's abstract: what it measures, then the synopsis of its options.
    static var usage: String {
        "\(summary): " + optionsSynopsis + (acceptsEngineOptions ? " [engine options]." : ".")
    }

    /// The error for words the suite does not read: its command and the synopsis of its options.
    static var usageError: UsageError { UsageError("usage: shurufa bench \(name) " + optionsSynopsis) }

    /// Its options, each in brackets (`[--lines N] [--cpu]`).
    private static var optionsSynopsis: String { options.map { "[\($0.syntax)]" }.joined(separator: " ") }

    /// The suite's `--help` discussion: each option with its default.
    static var optionsDiscussion: String {
        (["Options:"] + options.map(\.line) + (acceptsEngineOptions ? [engineOptionsNote] : [])).joined(separator: "\n")
    }

    /// Most suites read only their own options.
    static var acceptsEngineOptions: Bool { false }
}

/// The note of the suites that read `EngineOptions`.
private let engineOptionsNote = "  and the engine options of convert, with their defaults in shurufa convert --help: --data DIR, "
    + "--fuzzy PAIRS, --beam N, --no-correction, --t9, --shuangpin SCHEME, --script S"

/// `shurufa bench NAME [options]`: the suite's options are read by the suite itself; `--help`
/// lists each with its default (`BenchSuites.swift`).
struct BenchSuite<Suite: BenchSuiteEntry>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Suite.name, abstract: Suite.usage, discussion: Suite.optionsDiscussion)
    }

    @Argument(parsing: .allUnrecognized, help: "The suite's options, listed with their defaults in the overview above.")
    var options: [String] = []

    func run() throws { try finish(Suite.run(options)) }
}

/// Timing helpers shared by the benchmark suites.
enum BenchClock {
    /// Prints one latency line of `samples` (microseconds): median, p99, max and the count,
    /// the label padded (never cut) so that a bench's lines align.
    static func reportMicroseconds(_ label: String, _ samples: [Double]) {
        print(String(format: "  %@ median %6.0f µs   p99 %6.0f µs   max %6.0f µs   (%d samples)",
                     label.padding(toLength: max(34, label.count), withPad: " ", startingAt: 0),
                     quantile(samples, 0.5), quantile(samples, 0.99), samples.max() ?? 0, samples.count))
    }

    /// Prints one latency line (`reportMicroseconds`) per row, in the order given.
    static func reportMicroseconds(_ rows: KeyValuePairs<String, [Double]>) {
        for (label, samples) in rows { reportMicroseconds(label, samples) }
    }

    /// Prints the process's peak resident set and private memory (RssAnon) in kB, then `note` (a
    /// checksum of the results, which keeps the timed work from being optimised away).
    static func reportMemory(_ note: String = "") {
        let memory = Self.memory()
        print("  memory: peak RSS \(memory.peakRSS) kB, RssAnon \(memory.rssAnon) kB" + (note.isEmpty ? "" : "  (\(note))"))
    }

    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Nanoseconds of CPU this thread has used: unlike wall time, it does not count the time the
    /// thread waited for a core, so it stays meaningful on a loaded machine.
    static func cpuNow() -> UInt64 { nanoseconds(CLOCK_THREAD_CPUTIME_ID) }

    /// Nanoseconds of CPU every thread of this process has used: work spread over the cores
    /// (the phrase reader's spans) counts whole, where `cpuNow` would see only the calling
    /// thread's share of it.
    static func processCPUNow() -> UInt64 { nanoseconds(CLOCK_PROCESS_CPUTIME_ID) }

    /// `clock`'s reading in nanoseconds.
    private static func nanoseconds(_ clock: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
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
