/// The scan of a code's entries (`CodeDecoder`): the best texts by the prior, kept for long ranges.
extension CodeDecoder {
    /// The `pool` best texts of `pattern`'s entries and its best whole matches (as many as `limit` and `Settings.wholeMatchPlaces` allow),
    /// by the prior. A scan of a long range (a first stroke's 23 000 entries) whose withheld texts
    /// do not depend on the text before is kept (`scans`), so typing the same first keys again
    /// costs a look-up, not a scan: a few kB a pattern, for the few patterns that long.
    func scanned(_ pattern: CodePattern, after text: String, pool: Int, limit: Int) -> (BestCharacters, BestCharacters) {
        let key = ScanKey(pattern: pattern, pool: pool, limit: limit)
        if let kept = scans[key] { return kept }
        let ranges = table.ranges(matching: pattern)
        var best = BestCharacters(capacity: pool)
        var whole = BestCharacters(capacity: min(limit, settings.wholeMatchPlaces))
        let withheld = withheldCompletions(for: pattern, after: text, limit: limit)
        for range in ranges {
            for entry in range {
                let isWhole = table.codeLength(at: entry) == pattern.count
                guard let cost = cost(at: entry, isWhole: isWhole) else { continue }
                let key = table.textKey(at: entry)
                if !isWhole, withheld.contains(key) { continue }
                if isWhole {
                    whole.offer(key, cost: cost, isWhole: true)
                }
                best.offer(key, cost: cost, isWhole: isWhole)
            }
        }
        let withheldFollowsText = scheme.skipsPassedCompletions && pattern.count > 1
        if !withheldFollowsText, ranges.reduce(0, { $0 + $1.count }) >= Self.keptScanLength {
            if scans.count >= Self.keptScanCapacity { scans.removeAll() }
            scans[key] = (best, whole)
        }
        return (best, whole)
    }

    /// What a scan is kept by.
    struct ScanKey: Hashable {
        let pattern: CodePattern
        let pool: Int
        let limit: Int
    }
    /// The fewest entries a scan is kept for.
    static let keptScanLength = 2048
    /// The most scans kept (wildcards could ask for many long ones): past it they start again.
    static let keptScanCapacity = 96
}

/// The `capacity` lowest-cost distinct texts offered, by their `CodeTable.textKey` (a text offered
/// twice keeps its better cost), in a small sorted array: a scan of thousands of entries costs one
/// comparison each.
struct BestCharacters {
    let capacity: Int
    private var items: [(scalar: UInt32, cost: Float, isWhole: Bool)] = []

    init(capacity: Int) { self.capacity = capacity }

    mutating func offer(_ scalar: UInt32, cost: Float, isWhole: Bool) {
        if items.count == capacity, let last = items.last, !Self.before(cost, scalar, last.cost, last.scalar) { return }
        if let existing = items.firstIndex(where: { $0.scalar == scalar }) {
            guard Self.before(cost, scalar, items[existing].cost, scalar) else { return }
            items.remove(at: existing)
        }
        let index = items.firstIndex { Self.before(cost, scalar, $0.cost, $0.scalar) } ?? items.count
        items.insert((scalar, cost, isWhole), at: index)
        if items.count > capacity { items.removeLast() }
    }

    /// Lower cost first; equal costs by code point (the commoner blocks come first in Unicode).
    private static func before(_ cost: Float, _ scalar: UInt32, _ otherCost: Float, _ other: UInt32) -> Bool {
        cost != otherCost ? cost < otherCost : scalar < other
    }

    func candidates(in table: CodeTable) -> [CodeCandidate] {
        items.map { CodeCandidate(text: table.text(forKey: $0.scalar), cost: $0.cost, isWhole: $0.isWhole) }
    }
}
