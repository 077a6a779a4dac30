import Foundation
import ChineseEngine

/// `shurufa bench shapes`: the code-table source of 笔画, 五笔, 倉頡 and 速成 (`CodeDecoder`). For
/// each scheme: opening the table and building its prior (ms), then a typist typing each
/// character of a set by its longest code, a key at a time, after the text before it (what
/// the keyboard asks at each key): µs a key, wall and thread CPU, and the private memory
/// (RssAnon) the scheme added, typing included. The last line is the process's memory.
/// Memory is read after handing freed heap back (`liveRssAnon`): typing builds the typist's own
/// map of every entry's code (several MB, freed after), which glibc keeps otherwise, so the
/// figures were 11.5 MB where the decoders held about 2 MB. The baseline is the engine with 联想
/// made once (as a keyboard has it after its first commit): the lexicon's word index (0.8 MB),
/// which the decoders read for the context and 五笔's words, is then the engine's.
func benchShapes(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let setPath = try reader.option("--set") ?? "../shared/eval/dev.tsv"
    let traditionalSetPath = try reader.option("--traditional-set") ?? "../shared/eval/yue-dev.tsv"
    let count = try reader.positiveInteger("--chars") ?? 3000
    guard try reader.positionals().isEmpty else { throw ShapesSuite.usageError }
    let engine = try ChineseEngine()
    // 联想 after a first commit, as every keyboard offers it: the lexicon's word index it builds
    // is the one the decoders read, so it is the engine's, not theirs.
    _ = Predictor(engine: engine).predictions(after: "你好")
    let baseline = liveRssAnon()
    var decoders: [CodeDecoder] = []
    print("shapes: \(count) characters a scheme; engine and 联想 loaded, RssAnon \(baseline) kB")
    for scheme in [ShapeScheme.strokes] + ShapeScheme.letterSchemes {
        let before = liveRssAnon()
        let start = BenchClock.now()
        let decoder = engine.makeCodeDecoder(table: try engine.openCodeTable(scheme), scheme: scheme)
        let load = Double(BenchClock.now() - start) / 1e6
        let lines = try String(contentsOfFile: scheme.isTraditional ? traditionalSetPath : setPath, encoding: .utf8)
        let typed = ShapeTypist(decoder: decoder).type(lines, characters: count)
        decoders.append(decoder)
        print(String(format: "%@: table + prior %.1f ms; %d keys for %d characters (%d found in the first five); private memory +%d kB",
                     scheme.name, load, typed.wall.count, typed.characters, typed.found, liveRssAnon() - before))
        BenchClock.reportMicroseconds(["key, after the text before": typed.wall, "key, after the text before, CPU": typed.cpu])
    }
    print("all four schemes open: private memory +\(liveRssAnon() - baseline) kB over the engine's")
    BenchClock.reportMemory("\(decoders.count) decoders")
    return 0
}

/// RssAnon (kB) once freed heap is handed back to the system (glibc's `malloc_trim`; elsewhere as read).
func liveRssAnon() -> Int {
    #if os(Linux)
    // glibc's malloc.h is not in Swift's Glibc module: looked up by name and called as C.
    typealias MallocTrim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: MallocTrim.self)(0) }
    #endif
    return BenchClock.memory().rssAnon
}

/// Types a set's characters through a `CodeDecoder` as `shape_eval.py` does, a key at a time
/// until the character is among the first five, timing each key.
struct ShapeTypist {
    let decoder: CodeDecoder

    /// `bench shapes`'s options, with their defaults.
    static let options: [BenchOption] = [
        BenchOption(syntax: "--set FILE", help: "the set 笔画 and 五笔 type", defaultValue: "../shared/eval/dev.tsv"),
        BenchOption(syntax: "--traditional-set FILE", help: "the set 倉頡 and 速成 type", defaultValue: "../shared/eval/yue-dev.tsv"),
        BenchOption(syntax: "--chars N", help: "characters typed a scheme", defaultValue: "3000"),
    ]

    /// Each character's longest code in the table (the one typed).
    private var codes: [Character: CodePattern] {
        var codes: [Character: CodePattern] = [:]
        for entry in 0..<decoder.table.count where !decoder.table.isWord(at: entry) {
            let character = Character(decoder.table.character(at: entry))
            if (codes[character]?.count ?? 0) < decoder.table.codeLength(at: entry) {
                codes[character] = CodePattern(keys: decoder.table.code(at: entry).map { $0 })
            }
        }
        return codes
    }

    /// The timings (µs a key) and counts of typing the first `characters` coded characters of `lines`' first column.
    func type(_ lines: String, characters limit: Int) -> (wall: [Double], cpu: [Double], characters: Int, found: Int) {
        let codes = self.codes
        var wall: [Double] = [], cpu: [Double] = [], characters = 0, found = 0
        for line in lines.split(separator: "\n") where characters < limit {
            var before = ""
            for character in line.split(separator: "\t").first ?? "" {
                defer { before.append(character) }
                guard characters < limit, let code = codes[character] else { continue }
                characters += 1
                for length in 1...code.count {
                    let start = BenchClock.now(), startCPU = BenchClock.cpuNow()
                    let candidates = decoder.candidates(for: CodePattern(keys: Array(code.keys.prefix(length))), after: before, limit: 9)
                    wall.append(Double(BenchClock.now() - start) / 1e3)
                    cpu.append(Double(BenchClock.cpuNow() - startCPU) / 1e3)
                    if candidates.prefix(5).contains(where: { $0.text == String(character) }) {
                        found += 1
                        break
                    }
                }
            }
        }
        return (wall, cpu, characters, found)
    }
}
