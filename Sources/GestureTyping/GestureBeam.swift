/// The beam that keeps a decoder's search small: for each path point, the least cost any
/// beginning seen so far has with its last letter there. A beginning more than `width` nats
/// worse than that at every point is dropped: what follows a letter aligned at a point costs the
/// same whichever beginning led there, so such a beginning wins only if its own ending fits
/// `width` nats better than every ending of the better ones — a gamble a beam of a few nats
/// declines (SHARK2 prunes coarser still: by the first and last key alone).
struct GestureBeam {
    private(set) var best: [Float]
    let width: Float

    init(resolution: Int, width: Float) {
        best = [Float](repeating: .infinity, count: resolution)
        self.width = width
    }

    /// Whether `row` is within the beam somewhere; lowers the bests where it is better.
    mutating func admits(_ row: [Float]) -> Bool {
        var inside = false
        for j in row.indices {
            let value = row[j]
            if value <= best[j] + width { inside = true }
            if value < best[j] { best[j] = value }
        }
        return inside
    }
}
