import Foundation

/// Sounds a speaker may not tell apart (模糊音, 懒音): for a typed syllable, the other syllables of
/// the inventory it may stand for. Mandarin's pairs are `FuzzyPinyin`, Cantonese's `LazyJyutping`;
/// the syllable graph reads either as a fuzzy edge.
public protocol SoundMerging: Sendable {
    /// Whether no pair is switched on (then the graph adds no fuzzy edge).
    var isEmpty: Bool { get }
    /// The other syllables of `syllables` that `id` may stand for (never itself).
    func alternatives(of id: UInt16, in syllables: SyllableInventory) -> [UInt16]
}

extension SoundMerging where Self: OptionSet, Self.Element == Self {
    /// The switches of a comma-separated list of names (`z-zh,an-ang`; `all` is `every`),
    /// blanks around a name ignored; `unknown` is the first name `named` does not know (the
    /// switches before it are kept). 模糊音 and 懒音 read their settings through this.
    static func parsing(_ names: String, every: Self, named: (String) -> Self?) -> (switches: Self, unknown: String?) {
        var switches: Self = []
        for name in names.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            if name == "all" { switches.formUnion(every); continue }
            guard let found = named(name) else { return (switches, name) }
            switches.insert(found)
        }
        return (switches, nil)
    }
}

extension SyllableInventory {
    /// The syllables `id` may stand for when each pair of initials (`("n", "l")`; "" is no
    /// initial) or finals (`("ang", "an")`) is one sound: every combination of its initial and
    /// final with their partners that is a syllable of this inventory, except `id` itself.
    public func alternatives(of id: UInt16, initials initialPairs: [(String, String)], finals finalPairs: [(String, String)]) -> [UInt16] {
        let spelling = spelling(of: id)
        let initial = initial(of: spelling)
        let final = final(of: spelling)
        var initials = [initial], finals = [final]
        for (a, b) in initialPairs {
            if initial == a { initials.append(b) } else if initial == b { initials.append(a) }
        }
        for (a, b) in finalPairs {
            if final == a { finals.append(b) } else if final == b { finals.append(a) }
        }
        var result: [UInt16] = []
        for i in initials {
            for f in finals {
                if let other = self.id(of: i + f), other != id, !result.contains(other) { result.append(other) }
            }
        }
        return result
    }
}
