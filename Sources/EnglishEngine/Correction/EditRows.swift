/// The rows of `CorrectionSearch`'s edit-distance table along the trie path walked, one per
/// depth: cell j of row d is the least cost of reading the first j letters typed as the path's
/// first d letters.
///
/// Each row keeps only its band: the cells from its first to its last within `cap`, every other
/// cell infinity. With no slip costing less than nothing, a cell within the cap is reached only
/// through cells within it, so leaving the others out changes no cost within the cap (the search's
/// budget) and no test against it; yet a row of a long word holds a few such cells, not one per
/// letter typed. (`cap` infinite: every cell is worked out.)
///
/// Once every cell of a row is within `leastSlip` of the cap (and no two letters swapped lead
/// past the row), no slip more fits: below that row only the rest of the letters typed, read as
/// they are, stays within it (`noSlipFits`). A class only to own its buffers, read without copies
/// or checks on the search's hottest path; one search's alone.
final class EditRows {
    private let n: Int
    private let width: Int
    private let cap: Float
    private let costs: SlipCosts
    /// The least any slip costs (reading a letter typed as itself costs nothing); 0: not known.
    private let leastSlip: Float
    /// The least two letters swapped or `f` for `ph` costs (the slips that skip a row).
    private let leastJump: Float
    private let typed: UnsafeMutableBufferPointer<UInt8>
    /// What reading typed letter j as letter l costs, at `j * 26 + l`.
    private let substitution: UnsafeMutableBufferPointer<Float>
    /// What typing letter j too many costs.
    private let insertion: UnsafeMutableBufferPointer<Float>
    private let cells: UnsafeMutableBufferPointer<Float>
    /// Per depth, the first and last cell within the cap (none: `low > high`).
    private let lows: UnsafeMutableBufferPointer<Int>, highs: UnsafeMutableBufferPointer<Int>

    /// Row 0 (the letters typed, each one too many) for rows down to depth `depths`, cells dearer
    /// than `cap` left out; `substitution` and `insertion` as `CorrectionSearch` prices them.
    init(typed: [UInt8], depths: Int, cap: Float, substitution: [Float], insertion: [Float], costs: SlipCosts) {
        n = typed.count
        width = n + 1
        (self.cap, self.costs) = (cap, costs)
        leastJump = min(costs.transposition, costs.soundAlike)
        var least = min(leastJump, costs.omission, costs.doubledOmission, insertion.min() ?? .infinity)
        var ownFree = true
        for j in 0..<n {
            let own = Int(typed[j] &- UInt8(ascii: "a"))
            ownFree = ownFree && own < 26 && substitution[j * 26 + own] == 0
            for letter in 0..<26 where letter != own { least = min(least, substitution[j * 26 + letter]) }
        }
        leastSlip = ownFree && least > 0 && cap.isFinite ? least : 0
        self.typed = Self.copy(typed)
        self.substitution = Self.copy(substitution)
        self.insertion = Self.copy(insertion)
        cells = Self.copy([Float](repeating: .infinity, count: (depths + 1) * width))
        lows = Self.copy([Int](repeating: n + 1, count: depths + 1))
        highs = Self.copy([Int](repeating: -1, count: depths + 1))
        var value: Float = 0
        for j in 0...n {
            if j > 0 { value += insertion[j - 1] }
            guard value <= cap else { continue }
            cells[j] = value
            lows[0] = min(lows[0], j)
            highs[0] = j
        }
    }

    deinit {
        typed.deallocate()
        substitution.deallocate()
        insertion.deallocate()
        cells.deallocate()
        lows.deallocate()
        highs.deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        return buffer
    }

    /// Whether no slip more fits below row `depth`: every word under the path within the cap is
    /// then the path followed by the rest of the letters typed from a cell of the row within the
    /// cap, at that cell's cost (`band`, `cost`). False when a slip may still fit (or the costs do
    /// not allow the shortcut). `letter` is the path's letter at `depth`: two letters swapped or
    /// `f` for `ph` skip the row only after their own letters.
    func noSlipFits(depth: Int, letter: UInt8) -> Bool {
        guard leastSlip > 0, lows[depth] <= highs[depth] else { return false }
        let current = depth * width, previous = (depth - 1) * width
        for j in lows[depth]...highs[depth] where cells[current + j] + leastSlip <= cap { return false }
        guard lows[depth - 1] <= highs[depth - 1] else { return true }
        for j in lows[depth - 1]...highs[depth - 1] where cells[previous + j] + leastJump <= cap {
            // From here the row below is reached past this one by `letter` and a letter read as
            // swapped with it (`fill`'s transposition), or by `ph`/`gh` read for an `f`.
            if j + 1 < n, typed[j + 1] == letter { return false }
            if j < n, typed[j] == UInt8(ascii: "f"), letter == UInt8(ascii: "p") || letter == UInt8(ascii: "g") { return false }
        }
        return true
    }

    /// The columns (letters typed read) of row `depth` that may hold cells within the cap.
    func band(depth: Int) -> Range<Int> { lows[depth]..<max(lows[depth], highs[depth] + 1) }

    /// Cell `read` of row `depth`: the least cost of reading the first `read` letters typed as the path down to `depth`.
    @inline(__always) func cost(depth: Int, read: Int) -> Float { cells[depth * width + read] }

    /// The cost of reading every letter typed as the path down to `depth`.
    @inline(__always) func last(depth: Int) -> Float { cost(depth: depth, read: n) }

    /// Works out row `depth` for the path's letter `letter` there (`before`: the path's letter
    /// above it, 0 at depth 1) and returns its least cell.
    func fill(depth: Int, letter: UInt8, before: UInt8) -> Float {
        let previous = (depth - 1) * width, current = depth * width, twoUp = (depth - 2) * width
        // What an earlier path left in this row goes.
        if lows[depth] <= highs[depth] {
            for j in lows[depth]...highs[depth] { cells[current + j] = .infinity }
        }
        var low = n + 1, high = -1
        let first = cells[previous] + (letter == before ? costs.doubledOmission : costs.omission)
        var least = first
        if first <= cap { (cells[current], low, high) = (first, 0, 0) }
        // The cells any cell of the rows above within the cap leads to, then on while the cell
        // to the left is within it (a letter typed too many).
        var start = lows[depth - 1], end = highs[depth - 1] + 1
        if depth >= 2 { (start, end) = (min(start, lows[depth - 2] + 1), max(end, highs[depth - 2] + 2)) }
        var j = max(1, start)
        let column = Int(letter &- UInt8(ascii: "a")) % 26
        while j <= n, j <= end || cells[current + j - 1] <= cap {
            let typedLetter = typed[j - 1]
            var value = cells[previous + j - 1] + substitution[(j - 1) * 26 + column]
            value = min(value, cells[previous + j] + (letter == typedLetter ? costs.doubledOmission : costs.omission))
            value = min(value, cells[current + j - 1] + insertion[j - 1])
            if depth >= 2, j >= 2, letter == typed[j - 2], before == typedLetter, letter != typedLetter {
                value = min(value, cells[twoUp + j - 2] + costs.transposition)
            }
            if depth >= 2, letter == UInt8(ascii: "h"), typedLetter == UInt8(ascii: "f"),
               before == UInt8(ascii: "p") || before == UInt8(ascii: "g") {
                value = min(value, cells[twoUp + j - 1] + costs.soundAlike)
            }
            least = min(least, value)
            if value <= cap {
                cells[current + j] = value
                low = min(low, j)
                high = j
            }
            j += 1
        }
        (lows[depth], highs[depth]) = (low, high)
        return least
    }
}
