/// 模糊音: pairs of initials or finals a speaker may not tell apart. Each pair is off by default and
/// switchable on its own; a fuzzy spelling costs a little more than the typed one.
public struct FuzzyPinyin: OptionSet, Hashable, Sendable, Codable {
    /// One bit per pair, in the order of `pairs` (bit 0 is z-zh); bits 13 and up mean nothing.
    public let rawValue: UInt32
    /// The pairs whose bits are set (unknown bits are kept but ignored).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// z ↔ zh (zi ↔ zhi).
    public static let zZh = FuzzyPinyin(rawValue: 1 << 0)
    /// c ↔ ch (ci ↔ chi).
    public static let cCh = FuzzyPinyin(rawValue: 1 << 1)
    /// s ↔ sh (si ↔ shi).
    public static let sSh = FuzzyPinyin(rawValue: 1 << 2)
    /// l ↔ n (lan ↔ nan), the southern merger.
    public static let lN = FuzzyPinyin(rawValue: 1 << 3)
    /// f ↔ h (fu ↔ hu).
    public static let fH = FuzzyPinyin(rawValue: 1 << 4)
    /// r ↔ l (ri ↔ li).
    public static let rL = FuzzyPinyin(rawValue: 1 << 5)
    /// k ↔ g (ke ↔ ge).
    public static let kG = FuzzyPinyin(rawValue: 1 << 6)
    /// an ↔ ang as whole finals (ban ↔ bang; ian and uan have their own pairs).
    public static let anAng = FuzzyPinyin(rawValue: 1 << 7)
    /// en ↔ eng (chen ↔ cheng).
    public static let enEng = FuzzyPinyin(rawValue: 1 << 8)
    /// in ↔ ing (lin ↔ ling).
    public static let inIng = FuzzyPinyin(rawValue: 1 << 9)
    /// ian ↔ iang (xian ↔ xiang).
    public static let ianIang = FuzzyPinyin(rawValue: 1 << 10)
    /// uan ↔ uang (guan ↔ guang).
    public static let uanUang = FuzzyPinyin(rawValue: 1 << 11)
    /// eng ↔ ong (deng ↔ dong; only where both syllables exist).
    public static let engOng = FuzzyPinyin(rawValue: 1 << 12)

    /// Every pair switched on.
    public static let all = FuzzyPinyin(rawValue: (1 << 13) - 1)

    /// Each option with its two spellings, and whether they are initials (else finals).
    public static let pairs: [(option: FuzzyPinyin, name: String, a: String, b: String, isInitial: Bool)] = [
        (.zZh, "z-zh", "z", "zh", true), (.cCh, "c-ch", "c", "ch", true), (.sSh, "s-sh", "s", "sh", true),
        (.lN, "l-n", "l", "n", true), (.fH, "f-h", "f", "h", true), (.rL, "r-l", "r", "l", true),
        (.kG, "k-g", "k", "g", true), (.anAng, "an-ang", "an", "ang", false), (.enEng, "en-eng", "en", "eng", false),
        (.inIng, "in-ing", "in", "ing", false), (.ianIang, "ian-iang", "ian", "iang", false),
        (.uanUang, "uan-uang", "uan", "uang", false), (.engOng, "eng-ong", "eng", "ong", false),
    ]

    /// Parses a comma-separated list of pair names (`z-zh,an-ang`), or `all`.
    public init(names: String) throws {
        let (switches, unknown) = Self.parsing(names, every: .all) { name in
            Self.pairs.first { $0.name == name || "\($0.b)-\($0.a)" == name }?.option
        }
        if let unknown {
            throw ChineseEngineError.invalidOption("unknown fuzzy pair '\(unknown)'; known: " + Self.pairs.map(\.name).joined(separator: ", "))
        }
        self = switches
    }

    /// The other syllables a syllable may stand for under these options (never itself).
    public func alternatives(of id: UInt16) -> [UInt16] {
        guard !isEmpty else { return [] }
        let chosen = Self.pairs.filter { contains($0.option) }
        return SyllableInventory.mandarin.alternatives(of: id, initials: chosen.filter(\.isInitial).map { ($0.a, $0.b) },
                                                       finals: chosen.filter { !$0.isInitial }.map { ($0.a, $0.b) })
    }
}

extension FuzzyPinyin: SoundMerging {
    /// `alternatives(of:)`: the pairs are Mandarin's.
    public func alternatives(of id: UInt16, in syllables: SyllableInventory) -> [UInt16] { alternatives(of: id) }
}

import Foundation
