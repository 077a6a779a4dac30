import KeyGeometry

/// The elastic match of one gesture against any word's letters, with the per-gesture tables
/// computed once: each letter's cost at each path point, and for each ordered pair of letters
/// the running cost of the path points against the line between their keys. A word's cost is
/// then built a letter at a time (`extend`), so words sharing a beginning share its work and a
/// hopeless beginning is dropped with everything after it (a trie or a sorted list).
///
/// Rows: `row[j]` is the least cost of the letters so far with the last one aligned at path
/// point `j`, the points up to `j` paid for. Extending by letter `b` after `a`:
/// `next[j′] = location_b[j′] + Q_ab[j′+1] + min_{j ≤ j′}(row[j] − Q_ab[j+1])`, where `Q_ab` is the
/// exclusive running sum of the points' segment costs against the line a→b: O(resolution) a letter.
public struct GestureAligner: Sendable {
    /// The resampled path's number of points.
    public let resolution: Int
    /// The weights.
    public let scoring: GestureScoring
    /// location[letter * n + j]: a letter's cost at point j.
    private var location: [Float]
    /// runs[(a * 26 + b) * (n + 1) + m]: the segment costs of points 0..<m against the line a→b
    /// (a == b: against the key a itself), filled for a pair on first use.
    private var runs: [Float]
    private var runsFilled: [Bool]
    private let keyboard: KeyGeometry
    private let points: [SIMD2<Float>]

    /// The aligner of `path` over `keyboard`'s keys.
    public init(path: GesturePath, keyboard: KeyGeometry, scoring: GestureScoring) {
        let n = path.points.count
        resolution = n
        self.scoring = scoring
        self.keyboard = keyboard
        let scale = SIMD2(1, scoring.verticalScale) / keyboard.keyWidth
        points = path.points.map { $0 * scale }
        location = [Float](repeating: .infinity, count: 26 * n)
        for letter in 0..<26 {
            let c = keyboard.centres[letter] * scale
            for j in 0..<n {
                let d = points[j] - c
                location[letter * n + j] = scoring.location * scoring.shaped((d * d).sum()) + scoring.perLetter
            }
        }
        runs = [Float](repeating: 0, count: 26 * 26 * (n + 1))
        runsFilled = [Bool](repeating: false, count: 26 * 26)
    }


    /// Fills the running segment costs of the pair a→b.
    private mutating func fillRuns(_ a: Int, _ b: Int) {
        let n = resolution
        let base = (a * 26 + b) * (n + 1)
        let scale = SIMD2(1, scoring.verticalScale) / keyboard.keyWidth
        let start = keyboard.centres[a] * scale, end = keyboard.centres[b] * scale
        let direction = end - start
        let lengthSquared = (direction * direction).sum()
        let weight = scoring.segment / Float(n)
        var total: Float = 0
        runs[base] = 0
        for j in 0..<n {
            let p = points[j] - start
            var t: Float = lengthSquared > 0 ? (p * direction).sum() / lengthSquared : 0
            t = min(1, max(0, t))
            let d = p - direction * t
            total += weight * scoring.shaped((d * d).sum())
            runs[base + j + 1] = total
        }
        runsFilled[a * 26 + b] = true
    }

    /// The first row: `letter` aligned at each point, the points before it paid against its key.
    /// Returns the row's least cost.
    @discardableResult
    public mutating func start(_ letter: Int, into row: inout [Float]) -> Float {
        let n = resolution
        if !runsFilled[letter * 27] { fillRuns(letter, letter) }
        let base = letter * 27 * (n + 1)
        var best = Float.infinity
        for j in 0..<n {
            let value = location[letter * n + j] + scoring.head * runs[base + j]
            row[j] = value
            best = min(best, value)
        }
        return best
    }

    /// The row after `next` following `previous` (letter indexes), from `row`. Returns its least
    /// cost, a lower bound of every word that goes on from here.
    @discardableResult
    public mutating func extend(_ row: [Float], from previous: Int, to next: Int, into result: inout [Float]) -> Float {
        let n = resolution
        if !runsFilled[previous * 26 + next] { fillRuns(previous, next) }
        let base = (previous * 26 + next) * (n + 1)
        var running = Float.infinity, best = Float.infinity
        runs.withUnsafeBufferPointer { runs in
            location.withUnsafeBufferPointer { location in
                for j in 0..<n {
                    running = min(running, row[j] - runs[base + j + 1])
                    let value = location[next * n + j] + runs[base + j + 1] + running
                    result[j] = value
                    best = min(best, value)
                }
            }
        }
        return best
    }

    /// The cost of a word whose last letter is `last` and whose row is `row`: the points after
    /// the last letter's are paid against its key (an overshoot at the lift).
    public mutating func finish(_ row: [Float], last: Int) -> Float {
        let n = resolution
        if !runsFilled[last * 27] { fillRuns(last, last) }
        let base = last * 27 * (n + 1)
        let total = runs[base + n]
        var best = Float.infinity
        for j in 0..<n { best = min(best, row[j] + scoring.tail * (total - runs[base + j + 1])) }
        return best
    }

    /// The whole cost of `letters` (indexes 0 = a, a doubled letter counted once); infinity when
    /// a letter is not a–z. For tests and single words; decoders share rows instead.
    public mutating func cost(of letters: [Int]) -> Float {
        var collapsed: [Int] = []
        for letter in letters where collapsed.last != letter { collapsed.append(letter) }
        guard let first = collapsed.first, collapsed.allSatisfy({ (0..<26).contains($0) }) else { return .infinity }
        var row = [Float](repeating: 0, count: resolution), next = row
        start(first, into: &row)
        for (a, b) in zip(collapsed, collapsed.dropFirst()) {
            extend(row, from: a, to: b, into: &next)
            swap(&row, &next)
        }
        return finish(row, last: collapsed.last!)
    }
}
