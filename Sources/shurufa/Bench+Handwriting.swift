import Foundation
import Handwriting
import KeyboardCore
import ChineseEngine

/// `shurufa bench handwriting`: model load, whole-character recognition and the per-stroke update
/// (each stroke of each sample added to a session, as a pad does), with and without the language
/// model's context; p50 / p99 in µs of wall and thread CPU time, and the process' memory.
func benchHandwriting(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let (setPath, samples) = try readSampleOptions(&reader, defaultCount: 1000)
    let rounds = try reader.positiveInteger("--rounds") ?? 1
    guard try reader.positionals().isEmpty else { throw UsageError("usage: shurufa bench handwriting [--set FILE] [--samples N] [--rounds N]") }

    var loads: [Double] = []
    var model = try HandwritingModel()
    for _ in 0..<5 {
        let start = BenchClock.now()
        model = try HandwritingModel()
        loads.append(Double(BenchClock.now() - start) / 1e6)
    }
    let recognizer = HandwritingRecognizer(model: model)
    var whole: [Double] = [], wholeCPU: [Double] = [], strokes: [Double] = [], strokesCPU: [Double] = []
    var found = 0
    for _ in 0..<rounds {
        for sample in samples {
            let start = BenchClock.now(), cpu = BenchClock.cpuNow()
            found &+= try recognizer.recognize(sample.ink).count
            whole.append(Double(BenchClock.now() - start) / 1e3)
            wholeCPU.append(Double(BenchClock.cpuNow() - cpu) / 1e3)
            var session = try HandwritingSession(recognizer: recognizer)
            for stroke in sample.ink.strokes {
                let start = BenchClock.now(), cpu = BenchClock.cpuNow()
                found &+= session.add(stroke).count
                strokes.append(Double(BenchClock.now() - start) / 1e3)
                strokesCPU.append(Double(BenchClock.cpuNow() - cpu) / 1e3)
            }
        }
    }
    let engineStart = BenchClock.now()
    let context = EngineCharacterContext(engine: try ChineseEngine())
    let contextLoad = Double(BenchClock.now() - engineStart) / 1e6
    var inContext: [Double] = []
    for sample in samples {
        let start = BenchClock.now()
        found &+= try recognizer.recognize(sample.ink, after: sample.context ?? "你", context: context).count
        inContext.append(Double(BenchClock.now() - start) / 1e3)
    }
    print("handwriting: \(setPath): \(samples.count) samples x \(rounds), \(strokes.count) strokes (\(found) candidates)")
    print(String(format: "model load ms (open + checksum): median %.2f; engine + word index for context: %.0f ms",
                 BenchClock.quantile(loads, 0.5), contextLoad))
    BenchClock.reportMicroseconds([
        "whole character": whole, "whole character CPU": wholeCPU, "per-stroke update": strokes,
        "per-stroke update CPU": strokesCPU, "whole character with context": inContext,
    ])
    BenchClock.reportMemory()
    return 0
}

/// The `--set FILE` (default: the shared dev set) and `--samples N` options of the handwriting
/// benchmarks: the set's path and its first N samples (never none).
func readSampleOptions(_ reader: inout ArgumentReader, defaultCount: Int) throws -> (path: String, samples: ArraySlice<HandwritingSample>) {
    let setPath = try reader.option("--set") ?? "../shared/eval/handwriting/dev.jsonl.gz"
    let limit = try reader.positiveInteger("--samples") ?? defaultCount
    let samples = try readSamples(setPath).prefix(limit)
    guard !samples.isEmpty else { throw UsageError("no samples in \(setPath)") }
    return (setPath, samples)
}

/// The samples of a handwriting set: JSON Lines, gunzipped through gzip(1) when the name ends in `.gz`.
private func readSamples(_ path: String) throws -> [HandwritingSample] {
    var data: Data
    if path.hasSuffix(".gz") {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw UsageError("cannot read \(path) (gzip failed)") }
    } else {
        guard let contents = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
        data = contents
    }
    return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { try HandwritingSample(jsonLine: String($0)) }
}
