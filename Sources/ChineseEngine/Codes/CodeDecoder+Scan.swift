import Foundation

/// The scan of a code's entries (`CodeDecoder`): the best texts by the prior, each with the note
/// the bar shows under it, kept for long ranges.
extension CodeDecoder {
    /// The `pool` best texts of `pattern`'s entries and its best whole matches (as many as `limit` and `Settings.wholeMatchPlaces` allow),
    /// by the prior, each with its longest code past the keys (the bar's note), found in the same
    /// pass. A scan of a long range (a first stroke's 23 000 entries) whose withheld texts
    /// do not depend on the text before is kept (`scans`), so typing the same first keys again
    /// costs a look-up, not a scan: a few kB a pattern, for the few patterns that long.
    /// With `wordCompletions`, words are offered before their whole code too (keys that begin no
    /// character's code: `CodeDecoder.ranked`).
    func scanned(_ pattern: CodePattern, after text: String, pool: Int, limit: Int, wordCompletions: Bool = false) -> (BestCharacters, BestCharacters) {
        let key = ScanKey(pattern: pattern, pool: pool, limit: limit, wordCompletions: wordCompletions)
        if let kept = scans[key] { return kept }
        let ranges = table.ranges(matching: pattern)
        var best = BestCharacters(capacity: pool)
        var whole = BestCharacters(capacity: min(limit, settings.wholeMatchPlaces))
        let (withheld, nextPages) = withheldCompletions(for: pattern, after: text, limit: limit)
        let notes = scheme.codeNote.notesCode, typed = pattern.count
        let offPage = scheme.offPageWeight * Float(log(2.0))
        // The most a completion's keys saved take off (its code no longer than the scheme's longest).
        let savedBound = (shortestCodes == nil ? 0 : scheme.keysSavedWeight * Float(log(Double(max(1, scheme.maximumCodeLength - typed)))))
            + (nextPages.isEmpty ? 0 : offPage)
        let floorBonus = max(settings.wholeMatchBonus, savedBound)
        for range in ranges {
            for entry in range {
                let length = table.codeLength(at: entry), isWhole = length == typed
                guard var cost = cost(at: entry, isWhole: isWhole, wordCompletions: wordCompletions) else { continue }
                let key = table.textKey(at: entry)
                let noted = notes && !isWhole && !table.isWord(at: entry) ? Int32(entry) : -1
                var bonus = isWhole ? settings.wholeMatchBonus : 0
                if withheld.contains(key) {
                    guard isWhole else {
                        if noted >= 0 { best.note(key, noted, in: table); whole.note(key, noted, in: table) }
                        continue
                    }
                    // Past the first key the texts withheld are those passed over (`withheldCompletions`).
                    if typed > 1 { cost += settings.passedWholeCost }
                }
                if !isWhole {
                    var saved = keysSaved(key, length: length, typed: typed) ?? 0
                    // Off the next key's first page as well, it saves a key more.
                    if !nextPages.isEmpty, offPage > 0, cost - (length == 2 ? settings.wholeMatchBonus : 0) > nextPages[Int(table.key(at: entry, 1))] {
                        saved += offPage
                    }
                    bonus = saved
                    cost -= saved
                }
                // Listed through its whole entry or another code, the text cost at least this.
                let floor = isWhole ? cost : min(cost, cost + bonus - floorBonus)
                if isWhole {
                    whole.offer(key, cost: cost, floor: floor, isWhole: true, bonus: bonus, noted: -1, in: table)
                } else if noted >= 0 {
                    whole.note(key, noted, in: table)
                }
                best.offer(key, cost: cost, floor: floor, isWhole: isWhole, bonus: bonus, noted: noted, in: table)
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
        let wordCompletions: Bool
    }
    /// The fewest entries a scan is kept for.
    static let keptScanLength = 2048
    /// The most scans kept (wildcards could ask for many long ones): past it they start again.
    static let keptScanCapacity = 96
}

/// The `capacity` lowest-cost distinct texts offered, by their `CodeTable.textKey` (a text offered
/// twice keeps its better cost; a text once whole stays whole), in a small sorted array: a scan of
/// thousands of entries costs one comparison each. Each keeps the entry of its longest code seen
/// (the bar's note), so the notes need no second pass.
struct BestCharacters {
    let capacity: Int
    /// Whether nothing was offered.
    var isEmpty: Bool { items.isEmpty }
    private var items: [(scalar: UInt32, cost: Float, isWhole: Bool, bonus: Float, noted: Int32)] = []

    init(capacity: Int) { self.capacity = capacity }

    /// Offers entry `noted`'s text `scalar` (`noted` −1: an entry not to note) at `cost`, `bonus`
    /// the nats taken off its prior for being whole or for the keys it saves; `floor`, the least
    /// the text can be listed at (through its whole entry), says when it cannot be among them.
    mutating func offer(_ scalar: UInt32, cost: Float, floor: Float, isWhole: Bool, bonus: Float, noted: Int32, in table: CodeTable) {
        if items.count == capacity, let last = items.last, Self.before(last.cost, last.scalar, floor, scalar) { return }
        if let existing = items.firstIndex(where: { $0.scalar == scalar }) {
            if noted >= 0 { note(at: existing, noted, in: table) }
            if items[existing].isWhole && !isWhole { return }
            guard isWhole && !items[existing].isWhole || Self.before(cost, scalar, items[existing].cost, scalar) else { return }
            let kept = items[existing].noted
            items.remove(at: existing)
            insert((scalar, cost, isWhole, bonus, kept))
            return
        }
        if items.count == capacity, let last = items.last, !Self.before(cost, scalar, last.cost, last.scalar) { return }
        insert((scalar, cost, isWhole, bonus, noted))
    }

    /// Notes entry `entry` for `scalar` if it is among the texts and its code is longer than the one noted.
    mutating func note(_ scalar: UInt32, _ entry: Int32, in table: CodeTable) {
        if let existing = items.firstIndex(where: { $0.scalar == scalar }) { note(at: existing, entry, in: table) }
    }

    private mutating func note(at index: Int, _ entry: Int32, in table: CodeTable) {
        let kept = items[index].noted
        if kept < 0 || table.codeLength(at: Int(kept)) < table.codeLength(at: Int(entry)) { items[index].noted = entry }
    }

    private mutating func insert(_ item: (scalar: UInt32, cost: Float, isWhole: Bool, bonus: Float, noted: Int32)) {
        let index = items.firstIndex { Self.before(item.cost, item.scalar, $0.cost, $0.scalar) } ?? items.count
        items.insert(item, at: index)
        if items.count > capacity { items.removeLast() }
    }

    /// Lower cost first; equal costs by code point (the commoner blocks come first in Unicode).
    private static func before(_ cost: Float, _ scalar: UInt32, _ otherCost: Float, _ other: UInt32) -> Bool {
        cost != otherCost ? cost < otherCost : scalar < other
    }

    /// The texts, best first, each noted (`written`) with the rest of its longest code past `typed` keys.
    func candidates(in table: CodeTable, typed: Int, written: (ArraySlice<UInt8>) -> String) -> [CodeCandidate] {
        items.map { item in
            var candidate = CodeCandidate(text: table.text(forKey: item.scalar), cost: item.cost, isWhole: item.isWhole)
            candidate.bonus = item.bonus
            if item.noted >= 0 { candidate.note = written(table.code(at: Int(item.noted)).dropFirst(typed)) }
            return candidate
        }
    }
}
