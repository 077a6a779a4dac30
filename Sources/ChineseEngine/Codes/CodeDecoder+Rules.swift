import Foundation

/// The scheme's rules of what a code offers (`ShapeScheme`): an entry's cost, and the completions
/// held back because the user passed them over or the next key puts them first.
extension CodeDecoder {
    /// Entry `entry`'s cost when the keys typed are as long as its code (`isWhole`) or shorter:
    /// the prior, the whole-match bonus taken off; nil for an entry not offered (a word before its
    /// whole code where the scheme says so, unless `wordCompletions`, or a character no common
    /// font draws, 㐅: `HanFontCoverage`).
    func cost(at entry: Int, isWhole: Bool, wordCompletions: Bool = false) -> Float? {
        let isWord = table.isWord(at: entry)
        if isWord, scheme.wordsOnlyWhole, !isWhole, !wordCompletions { return nil }
        guard isWord || HanFontCoverage.draws(table.character(at: entry)) else { return nil }
        var cost = prior.cost(at: entry)
        if table.isAlternativeOrder(at: entry) { cost += settings.alternativeOrderCost }
        return isWhole ? cost - settings.wholeMatchBonus : cost
    }

    /// The nats a completion of `typed` keys saves (`ShapeScheme.keysSavedWeight` × ln of the keys
    /// left to the text's shortest code, or to this entry's `length` when that is no longer than
    /// the keys): a typist who knows 你's 简码 `wq` gains one key from it after `w`, one who
    /// needs a four-key code three. nil: the scheme ranks by the prior alone.
    @inline(__always)
    func keysSaved(_ key: UInt32, length: Int, typed: Int) -> Float? {
        guard let shortestCodes else { return nil }
        let shortest = shortestCodes.length(of: key)
        let left = shortest > typed ? shortest - typed : length - typed
        return left > 1 ? scheme.keysSavedWeight * Self.logarithms[min(left, Self.logarithms.count - 1)] : 0
    }

    /// ln n for n < 16.
    private static let logarithms: [Float] = (0..<16).map { $0 == 0 ? 0 : Float(log(Double($0))) }

    /// The texts (`CodeTable.textKey`) not offered as completions of `pattern`, by the scheme's
    /// rules: those the first five showed at any earlier key (`skipsPassedCompletions`: passed
    /// over at the first key, a text is not offered again at the third) and, after the first key,
    /// each next key's clear first text (`nextFirstMargin`). With them, after the first key, the
    /// cost of each next key's fifth text (its first page's last; infinity when it has fewer, empty
    /// past the first key): a completion dearer than that would not be on the next key's first
    /// page either (`ShapeScheme.offPageWeight`).
    func withheldCompletions(for pattern: CodePattern, after text: String, limit: Int) -> (withheld: Set<UInt32>, nextPages: [Float]) {
        var withheld = Set<UInt32>()
        if scheme.skipsPassedCompletions, pattern.count > 1 {
            for length in 1..<pattern.count {
                let earlier = CodePattern(keys: Array(pattern.keys.prefix(length)))
                for candidate in candidates(for: earlier, after: text, limit: limit).prefix(Self.firstPage) where candidate.text.count == 1 {
                    if let scalar = candidate.text.unicodeScalars.first { withheld.insert(scalar.value) }
                }
            }
        }
        guard pattern.count == 1, scheme.nextFirstMargin != nil || scheme.offPageWeight > 0 else { return (withheld, []) }
        // Each next key's best texts, best first.
        var pages = [[(key: UInt32, cost: Float)]](repeating: [], count: table.alphabet.count + 1)
        for range in table.ranges(matching: pattern) {
            for entry in range where table.codeLength(at: entry) > 1 {
                guard let cost = cost(at: entry, isWhole: table.codeLength(at: entry) == 2) else { continue }
                let next = Int(table.key(at: entry, 1)), key = table.textKey(at: entry)
                if pages[next].count == Self.firstPage, let last = pages[next].last, !Self.before(cost, key, last) { continue }
                if let kept = pages[next].firstIndex(where: { $0.key == key }) {
                    guard Self.before(cost, key, pages[next][kept]) else { continue }
                    pages[next].remove(at: kept)
                }
                let index = pages[next].firstIndex { Self.before(cost, key, $0) } ?? pages[next].count
                pages[next].insert((key, cost), at: index)
                if pages[next].count > Self.firstPage { pages[next].removeLast() }
            }
        }
        if let margin = scheme.nextFirstMargin {
            for page in pages where !page.isEmpty && (page.count == 1 ? Float.infinity : page[1].cost) - page[0].cost >= margin {
                withheld.insert(page[0].key)
            }
        }
        return (withheld, pages.map { $0.count == Self.firstPage ? $0[Self.firstPage - 1].cost : .infinity })
    }

    private static func before(_ cost: Float, _ key: UInt32, _ other: (key: UInt32, cost: Float)) -> Bool {
        cost != other.cost ? cost < other.cost : key < other.key
    }

    /// The candidates a look takes in at once (shape_eval.py takes a text among them).
    static let firstPage = 5
}

/// Each character's shortest code in a table (a word's: its one), made once per decoder for the
/// schemes that rank completions by the keys they save: a byte a character of U+3000–U+9FFF
/// (28 kB) and the few others the fonts draw.
struct ShortestCodes: Sendable {
    private let dense: [UInt8]
    private let others: [UInt32: UInt8]

    init(table: CodeTable) {
        var dense = [UInt8](repeating: .max, count: Int(CharacterPrior.denseEnd - CharacterPrior.denseStart))
        var others: [UInt32: UInt8] = [:]
        for entry in 0..<table.count where !table.isWord(at: entry) {
            let key = table.textKey(at: entry), length = UInt8(clamping: table.codeLength(at: entry))
            if key >= CharacterPrior.denseStart, key < CharacterPrior.denseEnd {
                let index = Int(key - CharacterPrior.denseStart)
                dense[index] = min(dense[index], length)
            } else if Unicode.Scalar(key).map(HanFontCoverage.draws) ?? false {
                // Only characters the fonts draw are offered: not Extension B's thousands.
                others[key] = min(others[key] ?? .max, length)
            }
        }
        (self.dense, self.others) = (dense, others)
    }

    /// The length of `key`'s shortest code (0 for a word or a text the table lacks: its entry's own length counts).
    @inline(__always)
    func length(of key: UInt32) -> Int {
        let value = key >= CharacterPrior.denseStart && key < CharacterPrior.denseEnd ? dense[Int(key &- CharacterPrior.denseStart)] : others[key] ?? .max
        return value == .max ? 0 : Int(value)
    }
}
