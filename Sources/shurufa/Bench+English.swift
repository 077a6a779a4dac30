import EnglishEngine
import FileOutput
import Foundation

/// `shurufa english` timed: `shurufa bench english [--dev FILE] [--lines N] [--slowest N]` types every line of
/// the file (default en-dev.tsv) letter by letter with its context, asking the engine for three
/// suggestions at each keystroke (and after each space, as the keyboard does), and reports the
/// per-keystroke p50/p99 (wall and thread CPU), the load time (median of 5 opens) and memory.
/// With `--keyboard`, the keystrokes go through the keyboard instead (`benchEnglishKeyboard`).
func benchEnglish(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let devPath = try reader.option("--dev") ?? "../shared/eval/en-dev.tsv"
    let lineLimit = try reader.option("--lines").flatMap(Int.init) ?? Int.max
    let slowest = try reader.option("--slowest").flatMap(Int.init) ?? 0
    // The bars file is checked before any work, under the output-path policy (an existing file,
    // a link, a device or the dev file itself is refused; nothing is left half written).
    let bars = try reader.option("--bars").map { OutputPath($0, notSameAs: [devPath]) }
    try bars?.check()
    if reader.flag("--keyboard") {
        return try benchEnglishKeyboard(devPath: devPath, lineLimit: lineLimit, cpu: reader.flag("--cpu"), slowest: slowest, bars: bars)
    }
    var loads: [Double] = []
    var engine = try EnglishEngine()
    for _ in 0..<5 {
        let start = BenchClock.now()
        engine = try EnglishEngine()
        _ = engine.suggestions(context: "", typed: "hello")
        loads.append(Double(BenchClock.now() - start) / 1e6)
    }
    guard let text = try? String(contentsOfFile: devPath, encoding: .utf8) else {
        throw UsageError("cannot read \(devPath) (give --dev FILE: one English sentence per line)")
    }
    let lines = text.split(separator: "\n").prefix(lineLimit).map { String($0.split(separator: "\t").first ?? "") }
    var wall: [Double] = [], cpu: [Double] = [], asked: [String] = []
    for line in lines {
        var context = ""
        for word in line.split(separator: " ") {
            var typed = ""
            for letter in [""] + word.map({ String($0) }) {
                typed += letter
                let start = BenchClock.now(), cpuStart = BenchClock.cpuNow()
                _ = engine.suggestions(context: context, typed: typed, limit: 3).ranked(limit: 3)
                cpu.append(Double(BenchClock.cpuNow() - cpuStart) / 1e3)
                wall.append(Double(BenchClock.now() - start) / 1e3)
                if slowest > 0 { asked.append("…" + context.suffix(20) + "\t" + typed) }
            }
            context += (context.isEmpty ? "" : " ") + word
        }
    }
    let memory = BenchClock.memory()
    print("english: \(devPath): \(lines.count) lines, \(wall.count) keystrokes")
    print(String(format: "keystroke µs: p50 %.0f  p90 %.0f  p99 %.0f  max %.0f", BenchClock.quantile(wall, 0.5),
                 BenchClock.quantile(wall, 0.9), BenchClock.quantile(wall, 0.99), wall.max() ?? 0))
    print(String(format: "keystroke CPU µs (thread time, immune to a loaded machine): p50 %.0f  p90 %.0f  p99 %.0f",
                 BenchClock.quantile(cpu, 0.5), BenchClock.quantile(cpu, 0.9), BenchClock.quantile(cpu, 0.99)))
    print(String(format: "load ms (median of 5): %.1f", BenchClock.quantile(loads, 0.5)))
    for index in cpu.indices.sorted(by: { cpu[$0] > cpu[$1] }).prefix(slowest) {
        print(String(format: "  %6.0f µs CPU  ", cpu[index]) + asked[index])
    }
    print("memory: peak RSS \(memory.peakRSS) kB, RssAnon \(memory.rssAnon) kB")
    return 0
}
