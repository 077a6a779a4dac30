import Foundation
import ChineseEngine

/// `shurufa bench engine [--dev FILE[,FILE…]] [--lines N] [--t9 | --shuangpin S]`: types every line of the dev files
/// (default: dev.tsv and everyday.tsv; `--lines` applies to each file) key by key (as digits or 双拼 keys with those
/// options), as a keyboard would (decode + 10 candidates + marked text per keystroke), and reports the
/// per-keystroke p50/p99, the load time (median of 5 opens) and memory. `--user-words N
/// --learned-pairs M` decodes with a temporary user dictionary of that size (see `BenchUserDictionary`;
/// `--synced`: one that joined sync, whose every learning also writes its change-feed rows).
func benchEngine(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let devPaths = (try reader.option("--dev") ?? "../shared/eval/dev.tsv,../shared/eval/everyday.tsv")
        .split(separator: ",").map(String.init)
    let lineLimit = try reader.option("--lines").flatMap(Int.init) ?? Int.max
    let userWords = try reader.option("--user-words").flatMap(Int.init) ?? 0
    let learnedPairs = try reader.option("--learned-pairs").flatMap(Int.init) ?? 0
    let synced = reader.flag("--synced")
    // The engine's own options (--data, --fuzzy, --beam) as `convert` declares them.
    let options = try EngineOptions.parse(reader.remaining)

    var loads: [Double] = []
    var engine = try options.makeEngine()
    for _ in 0..<5 {
        let start = BenchClock.now()
        engine = try options.makeEngine()
        let decoder = engine.makeDecoder()
        decoder.decode("nihaoshijie")
        _ = decoder.candidates(limit: 10)
        loads.append(Double(BenchClock.now() - start) / 1e6)
    }
    var lines: [String] = []
    var committed: [String] = []  // a dev.tsv's Han text: what a document holds before the caret
    for devPath in devPaths {
        guard let text = try? String(contentsOfFile: devPath, encoding: .utf8) else {
            throw UsageError("cannot read \(devPath) (give --dev FILE[,FILE…]: one pinyin per line, or a dev.tsv)")
        }
        lines += text.split(separator: "\n").prefix(lineLimit).map { line -> String in
            let columns = line.split(separator: "\t")
            if columns.count >= 2 { committed.append(String(columns[0])) }
            let pinyin = String(columns.count >= 2 ? columns[1] : columns[0])
            // --t9 / --shuangpin: the line as those keys (双拼 needs the syllables, dev.tsv's column 3).
            if options.nineKey { return InputForm.nineKeyCode(of: pinyin) }
            if let scheme = options.shuangpin, columns.count >= 3 { return scheme.keys(forPinyin: String(columns[2])) ?? pinyin }
            return pinyin
        }
    }
    var user: BenchUserDictionary?
    if userWords > 0 {
        user = try BenchUserDictionary(engine: engine, words: userWords, pairs: learnedPairs, synced: synced)
        engine.userLexicon = user?.dictionary
    }
    defer { user?.remove() }
    // The samples are the bench's, not the engine's, yet they sit in the private memory it
    // reports: kept as Float (µs to a fraction) in arrays of exactly the keystrokes' count, which
    // halves them and leaves no doubling slack (#78: RssAnon seemed to grow with --lines).
    let keystrokeCount = lines.reduce(0) { $0 + $1.count }
    var keystrokes: [Float] = [], cpu: [Float] = []
    var phases: [[Float]] = [[], [], []]
    for index in phases.indices { phases[index].reserveCapacity(keystrokeCount) }
    keystrokes.reserveCapacity(keystrokeCount)
    cpu.reserveCapacity(keystrokeCount)
    let decoder = engine.makeDecoder()
    let wall = BenchClock.now()
    for line in lines {
        var typed = ""
        for letter in line {
            typed.append(letter)
            let cpuStart = BenchClock.cpuNow()
            let start = BenchClock.now()
            decoder.decode(typed)
            let decoded = BenchClock.now()
            _ = decoder.candidates(limit: 10)
            let listed = BenchClock.now()
            _ = decoder.segmentedPinyin()
            let end = BenchClock.now()
            keystrokes.append(Float(end - start) / 1e3)
            cpu.append(Float(BenchClock.cpuNow() - cpuStart) / 1e3)
            phases[0].append(Float(decoded - start) / 1e3)
            phases[1].append(Float(listed - decoded) / 1e3)
            phases[2].append(Float(end - listed) / 1e3)
        }
    }
    let wallSeconds = Double(BenchClock.now() - wall) / 1e9
    // A composition that starts after text in the document finds its left context once, by the
    // lexicon's scan (no index, no private memory): timed over the dev lines' Han text.
    var contexts: [Double] = []
    for text in committed.prefix(500) {
        let start = BenchClock.now()
        _ = engine.leftContext(after: text)
        contexts.append(Double(BenchClock.now() - start) / 1e3)
    }
    let memory = BenchClock.memory()
    let samplesKB = (keystrokes.capacity + cpu.capacity + phases.reduce(0) { $0 + $1.capacity }) * MemoryLayout<Float>.size / 1024
    let keystrokeMicros = keystrokes.map(Double.init), cpuMicros = cpu.map(Double.init)
    print("engine: \(devPaths.joined(separator: " + ")): \(lines.count) lines, \(keystrokes.count) keystrokes in \(String(format: "%.2f", wallSeconds)) s")
    print(String(format: "keystroke µs: p50 %.0f  p90 %.0f  p99 %.0f  max %.0f",
                 BenchClock.quantile(keystrokeMicros, 0.5), BenchClock.quantile(keystrokeMicros, 0.9),
                 BenchClock.quantile(keystrokeMicros, 0.99), keystrokeMicros.max() ?? 0))
    print(String(format: "keystroke CPU µs (thread time, immune to a loaded machine): p50 %.0f  p90 %.0f  p99 %.0f",
                 BenchClock.quantile(cpuMicros, 0.5), BenchClock.quantile(cpuMicros, 0.9), BenchClock.quantile(cpuMicros, 0.99)))
    for (name, samples) in zip(["decode", "candidates", "marked text"], phases) {
        let micros = samples.map(Double.init)
        print(String(format: "  %@ µs: p50 %.0f  p99 %.0f", name, BenchClock.quantile(micros, 0.5), BenchClock.quantile(micros, 0.99)))
    }
    if !contexts.isEmpty {
        print(String(format: "left context from document text µs (once per composition): p50 %.0f  p99 %.0f",
                     BenchClock.quantile(contexts, 0.5), BenchClock.quantile(contexts, 0.99)))
    }
    print(String(format: "load ms (open + first conversion): median %.1f  min %.1f  max %.1f",
                 BenchClock.quantile(loads, 0.5), loads.min() ?? 0, loads.max() ?? 0))
    if let user {
        let learning = user.timeLearning(engine: engine, inputs: Array(lines.prefix(200)))
        print("user dictionary: \(userWords) words, \(learnedPairs) learned pairs; "
              + String(format: "commit learning ms: median %.2f  p90 %.2f", learning.median, learning.p90))
    }
    // The samples above are the bench's own (five Floats a keystroke, 2 MB over both dev sets):
    // said apart, so the engine's private memory reads as `convert --timings` measures it.
    for report in ModelComponentReport.reports(for: engine) { print(report.benchLine) }
    print("memory kB: peak RSS \(memory.peakRSS)  RssAnon \(memory.rssAnon) (the bench's timing samples: \(samplesKB))")
    if let sources = PrivateMemoryReport.current() { print(sources.line) }
    return 0
}
