import Foundation
import KeyGeometry
import ChineseEngine

/// Types every dev line three ways: clean; with each touch drawn from N(key centre, σ) and the
/// nearest key's letter typed, without touch points; the same letters with their touch points.
/// Prints top-1 character and sentence accuracy of each.
func benchTouch(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let devPath = try reader.option("--dev") ?? "../shared/eval/dev.tsv"
    let lineLimit = try reader.option("--lines").flatMap(Int.init) ?? Int.max
    let sigma = try reader.option("--sigma").flatMap(Float.init) ?? 0.25
    let seed = try reader.option("--seed").flatMap(UInt64.init) ?? 13
    let modelSigma = try reader.option("--model-sigma").flatMap(Float.init)
    let prior = try reader.option("--prior").flatMap(Float.init)
    let options = try EngineOptions.parse(reader.remaining)
    var engine = try options.makeEngine()
    if let modelSigma { engine.settings.correction.touch.spread = modelSigma }
    if let prior { engine.settings.correction.touch.base = prior }
    guard let text = try? String(contentsOfFile: devPath, encoding: .utf8) else {
        throw UsageError("cannot read \(devPath) (give --dev FILE: a dev.tsv)")
    }
    let rows = text.split(separator: "\n").prefix(lineLimit).map { $0.split(separator: "\t").map(String.init) }.filter { $0.count >= 2 }
    var generator = BenchRandom(seed: seed)
    let keys = KeyGeometry.phone
    var scores: [(characters: Int, sentences: Int)] = [(0, 0), (0, 0), (0, 0)]
    var total = 0, changedLetters = 0, letters = 0
    let decoder = engine.makeDecoder()
    for row in rows {
        let gold = row[0], clean = row[1]
        var noisy = "", touches: [KeyTouch?] = []
        for letter in clean.utf8 {
            let centre = keys.centre(of: letter)
            let point = centre + SIMD2(sigma * generator.gaussian(), sigma * generator.gaussian())
            let typed = keys.nearestLetter(to: point)
            let typedCentre = keys.centre(of: typed)
            noisy.unicodeScalars.append(Unicode.Scalar(typed))
            touches.append(KeyTouch(x: point.x - typedCentre.x, y: point.y - typedCentre.y))
            letters += 1
            if typed != letter { changedLetters += 1 }
        }
        let runs: [(String, [KeyTouch?])] = [(clean, []), (noisy, []), (noisy, touches)]
        for (index, run) in runs.enumerated() {
            decoder.decode(PinyinInput(run.0), touches: run.1)
            let best = decoder.candidates(limit: 1).first?.text ?? ""
            scores[index].characters += charactersCorrect(gold: gold, hypothesis: best)
            if best == gold { scores[index].sentences += 1 }
        }
        total += gold.count
    }
    print("touch: \(rows.count) lines, σ = \(sigma) key widths, \(changedLetters) of \(letters) letters landed on another key")
    for (name, score) in zip(["clean", "noisy letters", "noisy letters + touch points"], scores) {
        print(String(format: "  %@: char %.1f %%  sentence %.1f %%", name,
                     100 * Double(score.characters) / Double(max(1, total)), 100 * Double(score.sentences) / Double(max(1, rows.count))))
    }
    return 0
}

/// Characters right, as score.py counts them: position-wise at equal length, else length − edit distance.
func charactersCorrect(gold: String, hypothesis: String) -> Int {
    let a = Array(gold), b = Array(hypothesis)
    if a.count == b.count { return zip(a, b).filter { $0 == $1 }.count }
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
        var current = [i]
        for j in 1...max(1, b.count) where !b.isEmpty {
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)))
        }
        if b.isEmpty { current = [i] }
        previous = current
    }
    return max(0, a.count - previous[b.count])
}

/// SplitMix64 with Gaussian draws (Box–Muller), so a simulation replays from its seed.
struct BenchRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func uniform() -> Float { Float(next() >> 40) / Float(1 << 24) }
    mutating func gaussian() -> Float {
        let u = max(uniform(), 1e-7), v = uniform()
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
