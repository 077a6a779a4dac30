import Foundation
import ChineseEngine

/// `shurufa bench swipe`: each gesture of a set decoded as `shurufa swipe` does (5 candidates),
/// after one gesture of each layout to open the data: p50 / p99 / max µs a gesture, and memory.
func benchSwipe(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let path = try reader.option("--set") ?? "../shared/eval/swipe/swipe-py-dev.jsonl"
    let limit = try reader.positiveInteger("--samples") ?? 1000
    guard try reader.positionals().isEmpty else { throw UsageError("usage: shurufa bench swipe [--set FILE] [--samples N]") }
    guard let contents = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
    let gestures = try String(decoding: contents, as: UTF8.self).split(separator: "\n").prefix(limit)
        .map { try SwipeGesture(jsonLine: String($0)) }
    guard let first = gestures.first else { throw UsageError("no gestures in \(path)") }
    var decoders = SwipeDecoders(engine: try ChineseEngine())
    _ = try decoders.decode(first, limit: 5)
    var times: [Double] = [], sink = 0
    for gesture in gestures {
        let start = BenchClock.now()
        sink &+= try decoders.decode(gesture, limit: 5).count
        times.append(Double(BenchClock.now() - start) / 1e3)
    }
    print("swipe: \(path): \(gestures.count) gestures, \(sink) candidates")
    BenchClock.reportMicroseconds("decode", times)
    BenchClock.reportMemory()
    return 0
}
