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
            BenchSuite<PlaygroundLoadSuite>.self, BenchSuite<HandwritingSuite>.self, BenchSuite<PadSuite>.self,
            BenchSuite<LifecycleSuite>.self, BenchSuite<SwipeSuite>.self,
        ]
    )
}

/// One benchmark suite: its name, usage, options (each with its default, for `--help`) and entry
/// point over its option words.
protocol BenchSuiteEntry {
    static var name: String { get }
    static var usage: String { get }
    static var options: [BenchOption] { get }
    /// Whether the suite also reads `convert`'s engine options (`EngineOptions`); false unless said.
    static var acceptsEngineOptions: Bool { get }
    static func run(_ arguments: [String]) throws -> Int32
}

/// `shurufa bench NAME [options]`: the suite's options are read by the suite itself; `--help`
/// lists each with its default (`BenchSuite+Options.swift`).
struct BenchSuite<Suite: BenchSuiteEntry>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Suite.name, abstract: Suite.usage, discussion: Suite.optionsDiscussion)
    }

    @Argument(parsing: .allUnrecognized, help: "The suite's options, listed with their defaults in the overview above.")
    var options: [String] = []

    func run() throws { try finish(Suite.run(options)) }
}

enum EngineSuite: BenchSuiteEntry {
    static let name = "engine"
    static let usage = "Decoding speed on dev files (default dev.tsv and everyday.tsv): [--dev FILE[,FILE…]] [--lines N] [--data DIR] [--fuzzy PAIRS] [--beam N]."
    static func run(_ arguments: [String]) throws -> Int32 { try benchEngine(arguments) }
}

enum EnglishSuite: BenchSuiteEntry {
    static let name = "english"
    static let usage = "English suggestions per keystroke on en-dev.tsv: [--dev FILE] [--lines N] [--slowest N] [--keyboard [--cpu]]."
    static let options = [
        BenchOption(syntax: "--dev FILE", help: "English sentences, one a line (the first TSV column)", defaultValue: "../shared/eval/en-dev.tsv"),
        BenchOption(syntax: "--lines N", help: "lines read", defaultValue: "all"),
        BenchOption(syntax: "--slowest N", help: "list the N keystrokes of most CPU time with their context and letters", defaultValue: "0"),
        BenchOption(syntax: "--keyboard", help: "type by touch through the keyboard (English source, render state) instead of the engine alone", defaultValue: "off"),
        BenchOption(syntax: "--cpu", help: "thread CPU time instead of wall time, when typing through the keyboard", defaultValue: "off"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchEnglish(arguments) }
}

enum LayoutSuite: BenchSuiteEntry {
    static let name = "layout"
    static let usage = "Layout fitting and rendering: [--iterations N] [--layout NAME]."
    static func run(_ arguments: [String]) throws -> Int32 { try benchLayout(arguments) }
}

enum EmojiSuite: BenchSuiteEntry {
    static let name = "emoji"
    static let usage = "Emoji search and the [名称] codec: [--rounds N]."
    static func run(_ arguments: [String]) throws -> Int32 { try benchEmoji(arguments) }
}

enum VoiceSuite: BenchSuiteEntry {
    static let name = "voice"
    static let usage = "MP3 encoding speed: [--seconds S] [--runs N] [--from IN.wav]."
    static func run(_ arguments: [String]) throws -> Int32 { try benchVoice(arguments) }
}

enum CoreSuite: BenchSuiteEntry {
    static let name = "core"
    static let usage = "Keyboard core: touch to render over a dev file: [--dev FILE] [--lines N] [--candidates N] [--cpu] (thread CPU time, not wall time)."
    static func run(_ arguments: [String]) throws -> Int32 { try benchCore(arguments) }
}

enum PlaygroundSuite: BenchSuiteEntry {
    static let name = "playground"
    static let usage = "The playground's WebSocket round trip: [--presses N] [--seconds S] [--rate R] [--levels A,B,…]."
    static func run(_ arguments: [String]) throws -> Int32 { try benchPlayground(arguments) }
}

enum PlaygroundLoadSuite: BenchSuiteEntry {
    static let name = "playground-load"
    static let usage = "The server (own process) under abuse: well-behaved p50/p99 and its RssAnon: [--sessions N] [--seconds S] [--rate R] [--idle-sockets N]."
    static func run(_ arguments: [String]) throws -> Int32 { try benchPlaygroundLoad(arguments) }
}

enum LifecycleSuite: BenchSuiteEntry {
    static let name = "lifecycle"
    static let usage = "The keyboard opened, typed in and closed N times in one process: RssAnon after the first close and the last: [--opens N] [--sentence PINYIN]."
    static func run(_ arguments: [String]) throws -> Int32 { try benchLifecycle(arguments) }
}

/// Timing helpers shared by the benchmark suites.
enum BenchClock {
    /// Prints one latency line of `samples` (microseconds): median, p99, max and the count,
    /// the label padded so that a bench's lines align.
    static func reportMicroseconds(_ label: String, _ samples: [Double]) {
        print(String(format: "  %@ median %6.0f µs   p99 %6.0f µs   max %6.0f µs   (%d samples)",
                     label.padding(toLength: 34, withPad: " ", startingAt: 0),
                     quantile(samples, 0.5), quantile(samples, 0.99), samples.max() ?? 0, samples.count))
    }

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
