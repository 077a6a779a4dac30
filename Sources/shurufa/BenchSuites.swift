import KeyboardCore

// Every benchmark suite in one place: its name, what it measures, its options (each with its
// default, for `--help`; the abstract's synopsis is derived from them) and its entry point.

enum EngineSuite: BenchSuiteEntry {
    static let name = "engine"
    static let summary = "Decoding speed on dev files (default dev.tsv and everyday.tsv)"
    static let options = [
        BenchOption(syntax: "--dev FILE[,FILE…]", help: "dev files (TSV, pinyin in the second column)", defaultValue: devSets),
        BenchOption(syntax: "--lines N", help: "lines read from each file", defaultValue: "all"),
        BenchOption(syntax: "--user-words N", help: "words in a temporary user dictionary decoded with", defaultValue: "0, none"),
        BenchOption(syntax: "--learned-pairs N", help: "learned pairs in that dictionary", defaultValue: "0"),
        BenchOption(syntax: "--synced", help: "that dictionary joined sync: each learning also writes its change-feed rows", defaultValue: "off"),
    ]
    static var acceptsEngineOptions: Bool { true }
    static func run(_ arguments: [String]) throws -> Int32 { try benchEngine(arguments) }
}

enum EnglishSuite: BenchSuiteEntry {
    static let name = "english"
    static let summary = "English suggestions per keystroke on en-dev.tsv"
    static let options = [
        BenchOption(syntax: "--dev FILE", help: "English sentences, one a line (the first TSV column)", defaultValue: "../shared/eval/en-dev.tsv"),
        BenchOption(syntax: "--lines N", help: "lines read", defaultValue: "all"),
        BenchOption(syntax: "--slowest N", help: "list the N keystrokes of most CPU time with their context and letters", defaultValue: "0"),
        BenchOption(syntax: "--keyboard", help: "type by touch through the keyboard (English source, render state) instead of the engine alone", defaultValue: "off"),
        BenchOption(syntax: "--cpu", help: "thread CPU time instead of wall time, when typing through the keyboard", defaultValue: "off"),
        BenchOption(syntax: "--bars FILE", help: "when typing through the keyboard, write each keystroke's bar to FILE (to compare two builds' output)", defaultValue: "none"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchEnglish(arguments) }
}

enum LayoutSuite: BenchSuiteEntry {
    static let name = "layout"
    static let summary = "Layout fitting and rendering"
    static let options = [
        BenchOption(syntax: "--iterations N", help: "fits and renders timed per layout", defaultValue: "2000"),
        BenchOption(syntax: "--layout NAME", help: "the one layout to time", defaultValue: "qwerty, pinyin-26 and pinyin-9"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchLayout(arguments) }
}

enum EmojiSuite: BenchSuiteEntry {
    static let name = "emoji"
    static let summary = "Emoji search and the [名称] codec"
    static let options = [BenchOption(syntax: "--rounds N", help: "rounds over the query list", defaultValue: "20")]
    static func run(_ arguments: [String]) throws -> Int32 { try benchEmoji(arguments) }
}

enum VoiceSuite: BenchSuiteEntry {
    static let name = "voice"
    static let summary = "MP3 encoding speed"
    static let options = [
        BenchOption(syntax: "--seconds S", help: "seconds of sound encoded a run, 1…600", defaultValue: "60"),
        BenchOption(syntax: "--runs N", help: "runs, 1…100 (the median is reported)", defaultValue: "5"),
        BenchOption(syntax: "--from IN.wav", help: "encode this recording instead of generated sound", defaultValue: "generated sound: 16, 22.05, 44.1 kHz mono and 48 kHz stereo"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchVoice(arguments) }
}

enum CoreSuite: BenchSuiteEntry {
    static let name = "core"
    static let summary = "Keyboard core: touch to render over a dev file"
    static let options = [
        BenchOption(syntax: "--dev FILE", help: "a dev file whose lines are typed", defaultValue: "20 built-in everyday sentences"),
        BenchOption(syntax: "--lines N", help: "lines typed", defaultValue: "300"),
        BenchOption(syntax: "--candidates N", help: "candidates per keystroke", defaultValue: "the keyboard's, \(KeyboardConfiguration().candidateLimit)"),
        BenchOption(syntax: "--cpu", help: "time the thread's CPU, not the wall clock", defaultValue: "wall clock"),
        BenchOption(syntax: "--emoji", help: "the bar also offers the emoji the input names, as the playground does", defaultValue: "off"),
        BenchOption(syntax: "--theme THEME", help: "draw in a built-in theme (ink, high-contrast, …) or a theme or skin file", defaultValue: "light"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchCore(arguments) }
}

enum PlaygroundSuite: BenchSuiteEntry {
    static let name = "playground"
    static let summary = "The playground's WebSocket round trip"
    static let options = [
        BenchOption(syntax: "--presses N", help: "key presses timed at each level", defaultValue: "500"),
        BenchOption(syntax: "--levels A,B,…", help: "numbers of concurrent sessions", defaultValue: "1,10,25,50,100,200,400,800"),
        BenchOption(syntax: "--seconds S", help: "seconds at each level", defaultValue: "3"),
        BenchOption(syntax: "--rate R", help: "presses a second per background session", defaultValue: "10"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchPlayground(arguments) }
}

enum PlaygroundLoadSuite: BenchSuiteEntry {
    static let name = "playground-load"
    static let summary = "The server (own process) under abuse: well-behaved p50/p99 and its RssAnon"
    static let options = [
        BenchOption(syntax: "--sessions N", help: "abusive sessions, ≤ 200", defaultValue: "10"),
        BenchOption(syntax: "--seconds S", help: "seconds of load, ≤ 600", defaultValue: "15"),
        BenchOption(syntax: "--rate R", help: "presses a second of the well-behaved session", defaultValue: "10"),
        BenchOption(syntax: "--idle-sockets N", help: "connections that send nothing, 0…10000", defaultValue: "2000"),
        BenchOption(syntax: "--idle-websockets N", help: "WebSockets that open and stay silent, 0…2000", defaultValue: "500"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchPlaygroundLoad(arguments) }
}

/// Clients that vanish and new visitors on a loaded machine (issue 61).
enum PlaygroundVisitorsSuite: BenchSuiteEntry {
    static let name = "playground-visitors"
    static let summary = "The server (own process) after clients vanish, and new visitors while it is loaded"
    static let options = [
        BenchOption(syntax: "--writers N", help: "手写 sessions that send a burst of strokes and reset, 0…240", defaultValue: "150"),
        BenchOption(syntax: "--bursts N", help: "sessions that each send a large burst of strokes (its size below) and reset, 0…100", defaultValue: "20"),
        BenchOption(syntax: "--burst-kb K", help: "kB of strokes each of those sends", defaultValue: "1100"),
        BenchOption(syntax: "--typing N", help: "sessions typing while visitors arrive, 0…400", defaultValue: "200"),
        BenchOption(syntax: "--rate R", help: "presses a second of each typing session", defaultValue: "5"),
        BenchOption(syntax: "--load N", help: "busy processes beside the server, 0…16", defaultValue: "4"),
        BenchOption(syntax: "--visits N", help: "new visitors, one after another", defaultValue: "10"),
        BenchOption(syntax: "--phases P,…", help: "vanish, visitors", defaultValue: "both"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchPlaygroundVisitors(arguments) }
}

/// The spatial-correction simulation of issue 13.
enum TouchSuite: BenchSuiteEntry {
    static let name = "touch"
    static let summary = "Typing with noisy touches (σ key widths around key centres)"
    static let options = [
        BenchOption(syntax: "--dev FILE", help: "the dev file typed", defaultValue: "../shared/eval/dev.tsv"),
        BenchOption(syntax: "--lines N", help: "lines typed", defaultValue: "all"),
        BenchOption(syntax: "--sigma S", help: "touch noise in key widths", defaultValue: "0.25"),
        BenchOption(syntax: "--seed N", help: "the noise's random seed", defaultValue: "13"),
    ]
    static var acceptsEngineOptions: Bool { true }
    static func run(_ arguments: [String]) throws -> Int32 { try benchTouch(arguments) }
}

enum HandwritingSuite: BenchSuiteEntry {
    static let name = "handwriting"
    static let summary = "Handwriting recognition over a set (JSON Lines, plain or .gz)"
    static let options = [
        BenchOption(syntax: "--set FILE", help: "handwriting set, JSON Lines, plain or .gz", defaultValue: handwritingSet),
        BenchOption(syntax: "--samples N", help: "the set's first N characters", defaultValue: "1000"),
        BenchOption(syntax: "--rounds N", help: "rounds over them", defaultValue: "1"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchHandwriting(arguments) }
}

/// The shape-code keyboards' source (`Bench+Shapes.swift`).
enum ShapesSuite: BenchSuiteEntry {
    static let name = "shapes"
    static let summary = "笔画, 五笔, 倉頡 and 速成: table load, µs a key after the text before, private memory"
    static let options = ShapeTypist.options
    static func run(_ arguments: [String]) throws -> Int32 { try benchShapes(arguments) }
}

enum PadSuite: BenchSuiteEntry {
    static let name = "pad"
    static let summary = "The 手写 keyboard end to end: a set's characters written as touches on the pad"
    static let options = [
        BenchOption(syntax: "--set FILE", help: "handwriting set, JSON Lines, plain or .gz", defaultValue: handwritingSet),
        BenchOption(syntax: "--samples N", help: "the set's first N characters written on the pad", defaultValue: "300"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchPad(arguments) }
}

enum LifecycleSuite: BenchSuiteEntry {
    static let name = "lifecycle"
    static let summary = "The keyboard opened, typed in every form and closed N times in one process: RssAnon per form and after each close"
    static let options = [
        BenchOption(syntax: "--opens N", help: "times the keyboard is opened, typed in and closed", defaultValue: "1000"),
        BenchOption(syntax: "--sentence PINYIN", help: "what is typed in pinyin each time, lowercase letters", defaultValue: "womenyiqiquchifanba"),
        BenchOption(syntax: "--forms LIST", help: "the forms reached with the switcher and typed in, comma-separated",
                    defaultValue: "pinyin-26,english,zhuyin,jyutping,wubi,cangjie,handwriting,emoji"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchLifecycle(arguments) }
}

enum SwipeSuite: BenchSuiteEntry {
    static let name = "swipe"
    static let summary = "滑行 gestures decoded one by one (the swipe sets)"
    static let options = [
        BenchOption(syntax: "--set FILE", help: "swipe set, JSON Lines (layout, context, points)", defaultValue: "../shared/eval/swipe/swipe-py-dev.jsonl"),
        BenchOption(syntax: "--samples N", help: "the set's first N gestures", defaultValue: "1000"),
    ]
    static func run(_ arguments: [String]) throws -> Int32 { try benchSwipe(arguments) }
}

/// The shared dev sets' path, relative to the working folder (the repository beside ../shared).
private let devSets = "../shared/eval/dev.tsv and ../shared/eval/everyday.tsv"

/// The handwriting dev set, relative to the working folder.
private let handwritingSet = "../shared/eval/handwriting/dev.jsonl.gz"
