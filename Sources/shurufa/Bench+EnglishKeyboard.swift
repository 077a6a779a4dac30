import FileOutput
import Foundation
import KeyboardCore
import KeyboardLayout
import ChineseEngine
import TextInputModel

/// `shurufa bench english --keyboard [--dev FILE] [--lines N] [--cpu]`: an English keystroke end to
/// end, as the playground and the iOS host run it: a touch down and up at a key centre of the
/// fitted English layout → touch interpreter → the English source (the letter into the document)
/// → render state (the suggestion bar worked out for the word before the caret). Each word is
/// typed letter by letter and ended with the space bar (which applies the correction, then shows
/// next words). Prints median and p99 per keystroke (wall, or thread CPU with `--cpu`) and the
/// process's memory with the English engine open (its data memory-mapped).
/// `slowest` lists that many keystrokes of most time with the text before them and the key;
/// `bars` is a file that gets each keystroke's bar, one line each (two builds' files
/// compared show whether a change altered what the keyboard offers).
func benchEnglishKeyboard(devPath: String, lineLimit: Int, cpu: Bool, slowest: Int = 0, bars: OutputPath? = nil) throws -> Int32 {
    let stopwatch = BenchStopwatch(cpu: cpu)
    guard let text = try? String(contentsOfFile: devPath, encoding: .utf8) else {
        throw UsageError("cannot read \(devPath) (give --dev FILE: one English sentence per line)")
    }
    let lines = text.split(separator: "\n").prefix(lineLimit).map { String($0.split(separator: "\t").first ?? "") }
    var configuration = KeyboardConfiguration()
    configuration.preferredMode = .english
    let document = InMemoryTextDocument(traits: TextInputTraits(autocapitalizationType: .none))
    let engine = try ChineseEngine()
    let controller = KeyboardController(engine: engine, document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait, configuration: configuration)
    var typist = BenchTypist(controller)
    let centres = try typist.letterCentres(), space = try typist.centre(of: "space")
    let openStart = BenchClock.now()
    _ = controller.renderState
    let openMilliseconds = Double(BenchClock.now() - openStart) / 1e6
    var letters: [Double] = [], spaces: [Double] = []
    var sink = 0
    var log = KeystrokeLog(keeps: slowest > 0 || bars != nil)
    for line in lines {
        for word in line.lowercased().split(separator: " ") {
            for letter in word {
                guard let point = centres[letter] else { continue }
                let before = log.keeps ? document.text : ""
                let bar = stopwatch.time(into: &letters) {
                    typist.tap(point)
                    return controller.renderState.candidates
                }
                sink &+= bar.count
                log.add(before: before, key: String(letter), bar: bar, time: letters.last ?? 0)
            }
            let before = log.keeps ? document.text : ""
            let bar = stopwatch.time(into: &spaces) {
                typist.tap(space)
                return controller.renderState.candidates
            }
            sink &+= bar.count
            log.add(before: before, key: "␣", bar: bar, time: spaces.last ?? 0)
        }
        if document.text.count > 2000 { document.hostReplaceAllText(with: "") }
    }
    print("english keyboard: \(devPath): \(lines.count) lines typed by touch on \(controller.fittedLayout.layoutID) (375 wide)"
          + (cpu ? ", thread CPU time" : ""))
    BenchClock.reportMicroseconds([
        "letter → render state": letters, "space (correct, predict) → state": spaces, "every keystroke": letters + spaces,
    ])
    print(String(format: "  first English bar (opens the engine): %.1f ms", openMilliseconds))
    log.printSlowest(slowest)
    try bars?.write(Data(log.bars.joined(separator: "\n").appending("\n").utf8))
    BenchClock.reportMemory("sink \(sink % 10)")
    return 0
}

/// The keystrokes of the English keyboard benchmark, when asked for: each one's text before, key,
/// bar and time.
private struct KeystrokeLog {
    /// Whether keystrokes are kept at all (not while only timing).
    let keeps: Bool
    /// Per keystroke: the end of the text before it, the key and the bar after it, tab-separated.
    private(set) var bars: [String] = []
    private var times: [Double] = []

    init(keeps: Bool) { self.keeps = keeps }

    mutating func add(before: String, key: String, bar: [String], time: Double) {
        guard keeps else { return }
        bars.append((["…" + before.suffix(24), key] + bar).joined(separator: "\t"))
        times.append(time)
    }

    /// Prints the `count` slowest keystrokes, slowest first.
    func printSlowest(_ count: Int) {
        for index in times.indices.sorted(by: { times[$0] > times[$1] }).prefix(count) {
            print(String(format: "  %6.0f µs  ", times[index]) + bars[index])
        }
    }
}
