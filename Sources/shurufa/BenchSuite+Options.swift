import KeyboardCore

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

/// The shared dev sets' path, relative to the working folder (the repository beside ../shared).
private let devSets = "../shared/eval/dev.tsv and ../shared/eval/everyday.tsv"

extension EngineSuite {
    static let options = [
        BenchOption(syntax: "--dev FILE[,FILE…]", help: "dev files (TSV, pinyin in the second column)", defaultValue: devSets),
        BenchOption(syntax: "--lines N", help: "lines read from each file", defaultValue: "all"),
        BenchOption(syntax: "--user-words N", help: "words in a temporary user dictionary decoded with", defaultValue: "0, none"),
        BenchOption(syntax: "--learned-pairs N", help: "learned pairs in that dictionary", defaultValue: "0"),
    ]
    static var acceptsEngineOptions: Bool { true }
}

extension LayoutSuite {
    static let options = [
        BenchOption(syntax: "--iterations N", help: "fits and renders timed per layout", defaultValue: "2000"),
        BenchOption(syntax: "--layout NAME", help: "the one layout to time", defaultValue: "qwerty, pinyin-26 and pinyin-9"),
    ]
}

extension EmojiSuite {
    static let options = [BenchOption(syntax: "--rounds N", help: "rounds over the query list", defaultValue: "20")]
}

extension VoiceSuite {
    static let options = [
        BenchOption(syntax: "--seconds S", help: "seconds of sound encoded a run, 1…600", defaultValue: "60"),
        BenchOption(syntax: "--runs N", help: "runs, 1…100 (the median is reported)", defaultValue: "5"),
        BenchOption(syntax: "--from IN.wav", help: "encode this recording instead of generated sound", defaultValue: "generated sound: 16, 22.05, 44.1 kHz mono and 48 kHz stereo"),
    ]
}

extension CoreSuite {
    static let options = [
        BenchOption(syntax: "--dev FILE", help: "a dev file whose lines are typed", defaultValue: "20 built-in everyday sentences"),
        BenchOption(syntax: "--lines N", help: "lines typed", defaultValue: "300"),
        BenchOption(syntax: "--candidates N", help: "candidates per keystroke", defaultValue: "the keyboard's, \(KeyboardConfiguration().candidateLimit)"),
        BenchOption(syntax: "--cpu", help: "time the thread's CPU, not the wall clock", defaultValue: "wall clock"),
    ]
}

extension PlaygroundSuite {
    static let options = [
        BenchOption(syntax: "--presses N", help: "key presses timed at each level", defaultValue: "500"),
        BenchOption(syntax: "--levels A,B,…", help: "numbers of concurrent sessions", defaultValue: "1,10,25,50,100,200,400,800"),
        BenchOption(syntax: "--seconds S", help: "seconds at each level", defaultValue: "3"),
        BenchOption(syntax: "--rate R", help: "presses a second per background session", defaultValue: "10"),
    ]
}

extension PlaygroundLoadSuite {
    static let options = [
        BenchOption(syntax: "--sessions N", help: "abusive sessions, ≤ 200", defaultValue: "10"),
        BenchOption(syntax: "--seconds S", help: "seconds of load, ≤ 600", defaultValue: "15"),
        BenchOption(syntax: "--rate R", help: "presses a second of the well-behaved session", defaultValue: "10"),
        BenchOption(syntax: "--idle-sockets N", help: "connections that send nothing, 0…10000", defaultValue: "2000"),
        BenchOption(syntax: "--idle-websockets N", help: "WebSockets that open and stay silent, 0…2000", defaultValue: "500"),
    ]
}

extension TouchSuite {
    static let options = [
        BenchOption(syntax: "--dev FILE", help: "the dev file typed", defaultValue: "../shared/eval/dev.tsv"),
        BenchOption(syntax: "--lines N", help: "lines typed", defaultValue: "all"),
        BenchOption(syntax: "--sigma S", help: "touch noise in key widths", defaultValue: "0.25"),
        BenchOption(syntax: "--seed N", help: "the noise's random seed", defaultValue: "13"),
    ]
    static var acceptsEngineOptions: Bool { true }
}

extension HandwritingSuite {
    static let options = [
        BenchOption(syntax: "--set FILE", help: "handwriting set, JSON Lines, plain or .gz", defaultValue: "../shared/eval/handwriting/dev.jsonl.gz"),
        BenchOption(syntax: "--samples N", help: "the set's first N characters", defaultValue: "1000"),
        BenchOption(syntax: "--rounds N", help: "rounds over them", defaultValue: "1"),
    ]
}

extension PadSuite {
    static let options = [
        BenchOption(syntax: "--set FILE", help: "handwriting set, JSON Lines, plain or .gz", defaultValue: "../shared/eval/handwriting/dev.jsonl.gz"),
        BenchOption(syntax: "--samples N", help: "the set's first N characters written on the pad", defaultValue: "300"),
    ]
}

extension LifecycleSuite {
    static let options = [
        BenchOption(syntax: "--opens N", help: "times the keyboard is opened, typed in and closed", defaultValue: "1000"),
        BenchOption(syntax: "--sentence PINYIN", help: "what is typed each time, lowercase letters", defaultValue: "womenyiqiquchifanba"),
    ]
}
