/// 智能纠错 settings: what a corrected syllable costs, in nats, on one ladder with the graph's
/// other edges. A corrected reading must beat an exact one only when the language model likes it
/// far better, so a clean typist never sees a correction.
public struct SpellingCorrection: Hashable, Sendable {
    /// Whether the graph reads corrected spellings at all.
    public var isEnabled = true
    /// A neighbouring key for the intended one (`hap` for `hao`), without a touch point.
    public var substitution: Float = 8
    /// Two letters swapped (`hoa` for `hao`, `zhogn` for `zhong`).
    public var swap: Float = 7.5
    /// A letter left out (`zhng` for `zhong`).
    public var drop: Float = 8.5
    /// A letter typed twice (`haoo` for `hao`).
    public var double: Float = 8
    /// A common spelling slip (`liou` for `liu`, `guei` for `gui`, `luen` for `lun`, `jv` for `ju`).
    public var slip: Float = 2
    /// Added to a touch model's cost for a substitution read from a touch point.
    public var touchPrior: Float = 0.5
    /// The touch model for letters typed with a touch point.
    public var touch = TouchModel()

    /// Correction on, with the default costs.
    public init() {}

    /// Correction off.
    public static let off: SpellingCorrection = {
        var value = SpellingCorrection()
        value.isEnabled = false
        return value
    }()
}

/// The kinds of typing slip the correction table knows.
enum Slip: UInt8, Hashable, Sendable {
    /// The typed letter at `position` replaces the intended `letter` (a neighbouring key).
    case substitution
    /// The letters at `position` and `position + 1` are swapped.
    case swap
    /// The intended letter before typed `position` is missing.
    case drop
    /// The letter at `position` is an extra copy of the one before it.
    case double
    /// A spelling slip (`iou`, `uei`, `uen`, `jv`).
    case slip
}

/// Every misspelling one slip away from a syllable, built once: typed spelling → the syllables it
/// may stand for, each with the slip (so a touch point can price a substitution).
enum CorrectionTable {
    struct Entry: Hashable, Sendable {
        var syllable: UInt16
        var slip: Slip
        /// Index in the typed spelling of the first letter the slip touches.
        var position: UInt8
        /// For a substitution: the intended letter.
        var letter: UInt8
    }

    static let entries: [String: [Entry]] = {
        var table: [String: [Entry]] = [:]
        func add(_ typed: [UInt8], _ entry: Entry) {
            guard !typed.isEmpty, typed.count <= SyllableTable.maxSpellingLength + 1 else { return }
            let key = String(decoding: typed, as: UTF8.self)
            guard SyllableTable.id(of: key) != entry.syllable else { return }
            if table[key]?.contains(where: { $0.syllable == entry.syllable && $0.slip == entry.slip }) == true { return }
            table[key, default: []].append(entry)
        }
        for (index, spelling) in SyllableTable.spellings.enumerated() {
            let id = UInt16(index)
            let letters = Array(spelling.utf8)
            for k in letters.indices {
                for neighbour in KeyGrid.neighbours(of: letters[k]) {
                    var typed = letters
                    typed[k] = neighbour
                    add(typed, Entry(syllable: id, slip: .substitution, position: UInt8(k), letter: letters[k]))
                }
                if k + 1 < letters.count, letters[k] != letters[k + 1] {
                    var typed = letters
                    typed.swapAt(k, k + 1)
                    add(typed, Entry(syllable: id, slip: .swap, position: UInt8(k), letter: 0))
                }
                if letters.count > 1 {
                    var typed = letters
                    typed.remove(at: k)
                    add(typed, Entry(syllable: id, slip: .drop, position: UInt8(k), letter: 0))
                }
                var doubled = letters
                doubled.insert(letters[k], at: k + 1)
                add(doubled, Entry(syllable: id, slip: .double, position: UInt8(k + 1), letter: 0))
            }
            for (written, typed) in [("iu", "iou"), ("ui", "uei"), ("un", "uen")] where spelling.hasSuffix(written) && spelling.count > written.count {
                add(Array((spelling.dropLast(written.count) + typed).utf8), Entry(syllable: id, slip: .slip, position: 1, letter: 0))
            }
            if let first = letters.first, "jqxy".utf8.contains(first), letters.count > 1, letters[1] == UInt8(ascii: "u") {
                var typed = letters
                typed[1] = UInt8(ascii: "v")
                add(typed, Entry(syllable: id, slip: .slip, position: 1, letter: 0))
            }
            if spelling.hasSuffix("ng") {
                add(Array((spelling.dropLast(2) + "gn").utf8), Entry(syllable: id, slip: .slip, position: UInt8(letters.count - 2), letter: 0))
            }
        }
        return table
    }()
}
