/// 模糊音: pairs of initials or finals a speaker may not tell apart. Each pair is off by default and
/// switchable on its own; a fuzzy spelling costs a little more than the typed one.
public struct FuzzyPinyin: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let zZh = FuzzyPinyin(rawValue: 1 << 0)
    public static let cCh = FuzzyPinyin(rawValue: 1 << 1)
    public static let sSh = FuzzyPinyin(rawValue: 1 << 2)
    public static let lN = FuzzyPinyin(rawValue: 1 << 3)
    public static let fH = FuzzyPinyin(rawValue: 1 << 4)
    public static let rL = FuzzyPinyin(rawValue: 1 << 5)
    public static let kG = FuzzyPinyin(rawValue: 1 << 6)
    public static let anAng = FuzzyPinyin(rawValue: 1 << 7)
    public static let enEng = FuzzyPinyin(rawValue: 1 << 8)
    public static let inIng = FuzzyPinyin(rawValue: 1 << 9)
    public static let ianIang = FuzzyPinyin(rawValue: 1 << 10)
    public static let uanUang = FuzzyPinyin(rawValue: 1 << 11)
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
        self = []
        for name in names.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            if name == "all" { formUnion(.all); continue }
            guard let pair = Self.pairs.first(where: { $0.name == name || "\($0.b)-\($0.a)" == name }) else {
                throw PinyinEngineError.invalidOption("unknown fuzzy pair '\(name)'; known: " + Self.pairs.map(\.name).joined(separator: ", "))
            }
            insert(pair.option)
        }
    }

    /// The other syllables a syllable may stand for under these options (never itself).
    public func alternatives(of id: UInt16) -> [UInt16] {
        guard !isEmpty else { return [] }
        let spelling = SyllableTable.spelling(of: id)
        let initial = SyllableTable.initial(of: spelling)
        let final = SyllableTable.final(of: spelling)
        var initials = [initial], finals = [final]
        for pair in Self.pairs where contains(pair.option) {
            if pair.isInitial {
                if initial == pair.a { initials.append(pair.b) } else if initial == pair.b { initials.append(pair.a) }
            } else {
                if final == pair.a { finals.append(pair.b) } else if final == pair.b { finals.append(pair.a) }
            }
        }
        var result: [UInt16] = []
        for i in initials { for f in finals {
            if let other = SyllableTable.id(of: i + f), other != id, !result.contains(other) { result.append(other) }
        } }
        return result
    }
}

import Foundation
