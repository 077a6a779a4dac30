import ArgumentParser
import FileOutput
import Foundation
import Handwriting
import KeyboardCore
import ChineseEngine

/// `shurufa handwriting [--timings FILE] [--cpu-timings FILE] [--context TEXT] [--script S] < SET.jsonl`: one written
/// character per stdin line (`{"strokes": [[[x, y], …], …], "context": "…"}`, the handwriting sets'
/// JSON Lines, not gzipped) to one stdout line of up to K candidates, TAB-separated, best first (an
/// empty line when nothing could be read). A line's `"context"` overrides `--context`.
/// With `--phrase`, each line is a whole phrase written without a pause (overlapped or side by
/// side, `"canvas": [W, H]` when given) and the line out holds up to K phrase readings.
struct HandwritingCommand: TimedCommand {
    static let configuration = CommandConfiguration(
        commandName: "handwriting",
        abstract: "Written characters (JSON Lines of strokes) on stdin to ranked candidates on stdout, one TAB-separated line each.",
        discussion: "A line over \(CommandLineInput.handwritingLimit) bytes (\(CommandLineInput.phraseLimit) with --phrase) is refused: reported on stderr by number, an empty output line in its place; the exit status is then 1."
    )

    @OptionGroup var timing: TimingsOptions<Self>
    @Option(name: .customLong("cpu-timings"), help: "Write per-line recognition microseconds of CPU time to FILE (as --timings, without the waits of a busy machine; every thread's, as a phrase's spans are read on several).")
    var cpuTimingsPath: String?
    @Option(name: .customLong("context"), help: "Text before the caret that ranks the candidates; a line's \"context\" overrides it (default: none).")
    var context: String?
    @Flag(name: .customLong("phrase"), help: "Each line is a phrase of several characters written without a pause; print phrase readings.")
    var phrase = false
    @Flag(name: .customLong("one-thread"), help: "With --phrase, read a phrase's spans one by one on this thread instead of several at once on the machine's cores (the same readings).")
    var oneThread = false
    @Flag(name: .customLong("ignore-context"), help: "Rank by the writing alone, even where a line gives a context.")
    var ignoreContext = false
    @Option(name: [.customShort("k"), .long], help: "Candidates per line.")
    var candidates: Int = 10
    @Option(name: .customLong("model"), help: "Handwriting model file (default: the bundled one).")
    var modelPath: String?
    @Option(name: .customLong("script"), help: "Output script: simplified (default), traditional, tw or hk.", transform: ChineseScript.argument)
    var script: ChineseScript = .simplified

    static let timingsContent = "per-character recognition microseconds"

    func validate() throws { try validateCandidateCount(candidates) }

    func run() throws {
        let timingsFile = try timing.checkedFile(), cpuTimingsFile = try timing.checkedFile(at: cpuTimingsPath)
        let model = try modelPath.map { try HandwritingModel(path: $0) } ?? HandwritingModel()
        let recognizer = HandwritingRecognizer(model: model)
        var phraseRecognizer = PhraseRecognizer(recognizer: recognizer)
        phraseRecognizer.concurrentReads = !oneThread
        let language: (any CharacterContext)? = ignoreContext ? nil : EngineCharacterContext(engine: try ChineseEngine())
        let converter = try ScriptConverter(script: script)
        var timings = "", cpuTimings = ""
        var input = CommandLineInput(limit: phrase ? CommandLineInput.phraseLimit : CommandLineInput.handwritingLimit)
        while let line = input.next(refused: {
            timings.append("0\n")
            cpuTimings.append("0\n")
            writeResultLine()
        }) {
            var output: [String] = []
            do {
                let sample = try HandwritingSample(jsonLine: line, phrase: phrase)
                let start = BenchClock.now(), startCPU = BenchClock.processCPUNow()
                let texts: [String]
                if phrase {
                    texts = try phraseRecognizer.recognize(sample.ink, after: sample.context ?? context ?? "", context: language,
                                                           limit: candidates).map(\.text)
                } else {
                    texts = try recognizer.recognize(sample.ink, after: sample.context ?? context ?? "", context: language,
                                                     limit: candidates).map { String($0.character) }
                }
                timings.append("\(Double(BenchClock.now() - start) / 1e3)\n")
                cpuTimings.append("\(Double(BenchClock.processCPUNow() - startCPU) / 1e3)\n")
                output = texts.map { converter.convert($0) }
            } catch {
                input.malformed("\(error)")
                timings.append("0\n")
                cpuTimings.append("0\n")
            }
            writeResultLine(output)
        }
        try timingsFile?.write(Data(timings.utf8))
        try cpuTimingsFile?.write(Data(cpuTimings.utf8))
        try input.finish()
    }
}

/// One line of a handwriting set: strokes of `[x, y]` (or `[x, y, t]`) points on a 300 x 300
/// canvas (or `"canvas": [W, H]`), and the optional text before it.
struct HandwritingSample {
    var ink: Ink
    var context: String?

    private struct Line: Decodable {
        var strokes: [[[Double]]]
        var context: String?
        var width: Double?
        var height: Double?
        var canvas: [Double]?
    }

    /// The most strokes a character's line may hold (the longest character has 64; written strokes
    /// may break in two). A phrase's line is bounded by the phrase recognizer's own limit.
    static let maximumCharacterStrokes = 128
    /// The largest coordinate or canvas side read (far beyond any screen; 1e308 overflowed the features).
    static let maximumCoordinate = 1e6
    /// The largest time of a point read, in milliseconds either way (over 30 years: any recording's
    /// clock; −1e308 would pass for finite and overflow what is computed from it).
    static let maximumTime = 1e12

    /// Reads one line (already bounded by the command's line reader, `CommandLineInput`); a line
    /// that is not a writing — no strokes, a stroke without points, a point that is not 2 or 3
    /// finite numbers within ±`maximumCoordinate`, more than `maximumCharacterStrokes` strokes
    /// for one character — throws, naming what is wrong.
    init(jsonLine: String, phrase: Bool = false) throws {
        let line: Line
        do { line = try JSONDecoder().decode(Line.self, from: Data(jsonLine.utf8)) } catch {
            throw ValidationError("not a handwriting sample (a JSON object with \"strokes\": [[[x, y], …], …])")
        }
        guard !line.strokes.isEmpty else { throw ValidationError("no strokes (\"strokes\": [] holds no writing)") }
        if !phrase, line.strokes.count > Self.maximumCharacterStrokes {
            throw ValidationError("\(line.strokes.count) strokes: a character has at most \(Self.maximumCharacterStrokes) (--phrase reads phrases)")
        }
        for (index, points) in line.strokes.enumerated() {
            guard !points.isEmpty else { throw ValidationError("stroke \(index + 1) has no points") }
            for point in points {
                guard (2...3).contains(point.count), point.allSatisfy({ $0.isFinite }),
                      abs(point[0]) <= Self.maximumCoordinate, abs(point[1]) <= Self.maximumCoordinate,
                      point.count < 3 || abs(point[2]) <= Self.maximumTime else {
                    throw ValidationError("stroke \(index + 1) has a point that is not [x, y] or [x, y, t] of finite numbers within "
                                          + "±\(Int(Self.maximumCoordinate)) (a time within ±\(Int(Self.maximumTime)) ms)")
                }
            }
        }
        let strokes = line.strokes.map { points in
            InkStroke(points.map { InkPoint(x: $0[0], y: $0[1], time: $0.count > 2 ? $0[2] : nil) })
        }
        let canvas = line.canvas.flatMap { $0.count == 2 ? $0 : nil }
        for side in (canvas ?? []) + [line.width, line.height].compactMap({ $0 }) where !(side > 0 && side <= Self.maximumCoordinate) {
            throw ValidationError("a canvas side of \(side): it is a positive number up to \(Int(Self.maximumCoordinate))")
        }
        ink = Ink(strokes: strokes, width: canvas?[0] ?? line.width ?? 300, height: canvas?[1] ?? line.height ?? 300)
        context = line.context
    }
}
