import Foundation
import PinyinEngine
import UserDictionary

/// `shurufa convert [--candidates K] [--timings FILE] [--user-dict PATH [--learn]]`: one pinyin
/// string per stdin line to one stdout line of K tab-separated candidates, best first. Flushes
/// after each line; prints nothing else on stdout (the evaluation scripts depend on this contract).
/// With `--learn`, lines are `pinyin<TAB>intended text`: the candidates are printed first, then
/// the intended text is learned as if picked (see `ConvertLearning`).
enum ConvertCommand: CLICommand {
    static let name = "convert"
    static let summary = "Pinyin lines on stdin to candidates on stdout: convert [--candidates K] [--timings FILE] [--data DIR] [--fuzzy PAIRS] [--beam N] [--user-dict PATH [--learn]]."

    static func run(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let count = try reader.option("--candidates", "-k").map { value -> Int in
            guard let number = Int(value), number > 0 else { throw UsageError("--candidates needs a positive whole number") }
            return number
        } ?? 1
        let timingsPath = try reader.option("--timings")
        let userDictionaryPath = try reader.option("--user-dict")
        let learns = reader.flag("--learn")
        guard !learns || userDictionaryPath != nil else { throw UsageError("--learn needs --user-dict PATH") }
        let options = try EngineOptions(&reader)
        guard try reader.positionals().isEmpty else { throw UsageError("convert reads stdin; it takes no file arguments") }

        let loadStart = BenchClock.now()
        var engine = try options.makeEngine()
        var learning: ConvertLearning?
        if let userDictionaryPath {
            let dictionary = try UserDictionary(file: URL(fileURLWithPath: userDictionaryPath), lexicon: engine.lexicon)
            if let recovery = dictionary.recovery { FileHandle.standardError.write(Data("shurufa: \(recovery)\n".utf8)) }
            engine.userLexicon = dictionary
            learning = learns ? ConvertLearning(engine: engine, dictionary: dictionary) : nil
        }
        let initNanos = BenchClock.now() - loadStart
        let decoder = engine.makeDecoder()
        decoder.decode("nihaoshijie")
        _ = decoder.candidates(limit: count)
        let loadNanos = BenchClock.now() - loadStart

        var timings = timingsPath.map { _ in "load_ms \(Double(loadNanos) / 1e6)\ninit_ms \(Double(initNanos) / 1e6)\n" }
        while let line = readLine(strippingNewline: true) {
            let start = BenchClock.now()
            let fields = learning == nil ? [Substring(line)] : line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let pinyin = fields[0].trimmingCharacters(in: .whitespaces)
            decoder.decode(pinyin)
            let candidates = decoder.candidates(limit: count).prefix(count).map(\.text)
            let micros = Double(BenchClock.now() - start) / 1e3
            timings?.append("\(micros)\n")
            let text = candidates.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t")
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
            if let learning, fields.count == 2 {
                try learning.learn(intended: String(fields[1]).trimmingCharacters(in: .whitespaces), pinyin: pinyin,
                                   decoder: decoder, best: candidates.first)
            }
        }
        if let timingsPath, let timings {
            try timings.write(toFile: timingsPath, atomically: true, encoding: .utf8)
        }
        return 0
    }
}

/// The engine options shared by `convert`, `repl` and `bench engine`: `--data DIR`, `--fuzzy PAIRS`, `--beam N`.
struct EngineOptions {
    var dataDirectory: String?
    var fuzzy: FuzzyPinyin = []
    var beamWidth: Int?

    init(_ reader: inout ArgumentReader) throws {
        dataDirectory = try reader.option("--data")
        beamWidth = try reader.option("--beam").flatMap(Int.init)
        if let names = try reader.option("--fuzzy") { fuzzy = try FuzzyPinyin(names: names) }
    }

    func makeEngine() throws -> PinyinEngine {
        var settings = LatticeDecoder.Settings()
        settings.fuzzy = fuzzy
        if let beamWidth { settings.beamWidth = max(1, beamWidth) }
        if let dataDirectory { return try PinyinEngine(dataDirectory: dataDirectory, settings: settings) }
        return try PinyinEngine(settings: settings)
    }
}
