import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering

/// `shurufa bench layout`: benchmark of the layout hot paths; prints medians (and p99 where it matters).
/// Suites: fit (layout only), fit+render tree (the acceptance number), hit test, SVG writing.
func benchLayout(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let iterations = try reader.positiveInteger("--iterations") ?? 2000
    let ids = try reader.option("--layout").map { [LayoutID($0)] } ?? [.qwerty, .pinyin26, .pinyin9]
    guard try reader.positionals().isEmpty else { throw UsageError("usage: shurufa bench layout [--iterations N] [--layout NAME]") }
    let library = try LayoutLibrary.standard()
    let renderer = KeyboardRenderer()
    let environment = KeyboardEnvironment()
    let size = StandardKeyboardSize.phonePortrait
    var sink = 0

    func measure(_ label: String, repeats: Int, _ body: () -> Int) {
        var samples: [Double] = []
        samples.reserveCapacity(repeats)
        for _ in 0..<min(200, repeats) { sink &+= body() }
        for _ in 0..<repeats {
            let start = BenchClock.now()
            sink &+= body()
            samples.append(Double(BenchClock.now() - start) / 1000)
        }
        let median = BenchClock.quantile(samples, 0.5), p99 = BenchClock.quantile(samples, 0.99)
        print("  \(label.padding(toLength: 30, withPad: " ", startingAt: 0)) median \(format(median)) µs   p99 \(format(p99)) µs")
    }

    for id in ids {
        guard let layout = library.layout(id) else { throw UsageError("unknown layout '\(id)'") }
        print("\(id) (\(Int(size.width))×\(Int(size.height)), \(layout.allKeys.count) keys)")
        var state = KeyboardRenderState(
            layoutID: layout.id, mode: layout.language, shift: .once, pressedKeys: [layout.allKeys.first?.id ?? ""],
            candidates: ["你好", "你", "拟", "尼", "泥", "倪", "妮"], highlightedCandidate: 0)
        state.layOut(in: layout.fitted(in: size, environment: environment))
        measure("fit", repeats: iterations) { layout.fitted(in: size, environment: environment).keys.count }
        measure("fit + render tree", repeats: iterations) {
            renderer.render(layout, size: size, environment: environment, state: state).keys.count
        }
        let fitted = layout.fitted(in: size, environment: environment)
        let tree = renderer.render(fitted, state: state)
        measure("SVG writing", repeats: max(1, iterations / 4)) { SVGWriter().svg(for: tree).utf8.count }
        // Hit tests: 1000 points spread over the whole keyboard (gaps and edges included), timed in batches.
        var points: [LayoutPoint] = []
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<1000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let x = Double(seed >> 40) / Double(1 << 24) * size.width
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let y = Double(seed >> 40) / Double(1 << 24) * size.height
            points.append(LayoutPoint(x: x, y: y))
        }
        var hitSamples: [Double] = []
        for _ in 0..<max(1, iterations / 10) {
            let start = BenchClock.now()
            for point in points { sink &+= fitted.keyIndex(at: point) ?? 0 }
            hitSamples.append(Double(BenchClock.now() - start) / Double(points.count))
        }
        print("  \("hit test (per point)".padding(toLength: 30, withPad: " ", startingAt: 0)) median \(format(BenchClock.quantile(hitSamples, 0.5))) ns   p99 \(format(BenchClock.quantile(hitSamples, 0.99))) ns")
    }
    let memory = BenchClock.memory()
    print("peak RSS \(memory.peakRSS) kB (checksum \(sink & 0xFF))")
    return 0
}

private func format(_ value: Double) -> String { String(format: "%.2f", value) }
