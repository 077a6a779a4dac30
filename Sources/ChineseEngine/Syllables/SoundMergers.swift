/// 模糊音 and 懶音 — sounds a speaker may not tell apart — as the mergers switched on, each a rule
/// its language's data declares (`Language.mergers`, the `merge` lines of its `language.txt`): one
/// type for every language. For a typed syllable the syllable graph reads the other syllables of the
/// inventory it may stand for, as a fuzzy edge (`zong` for `zhong`, `lei` for 你 nei).
public struct SoundMergers: Hashable, Sendable, Codable {
    /// The rules switched on, in their language's order.
    public let rules: [Rule]

    /// These rules switched on.
    public init(_ rules: [Rule] = []) { self.rules = rules }

    /// None switched on.
    public static let none = SoundMergers()

    /// Whether none is switched on (then the graph adds no fuzzy edge).
    public var isEmpty: Bool { rules.isEmpty }

    /// The names of the rules switched on, comma-separated, in their language's order ("" for none).
    public var names: String { rules.map(\.name).joined(separator: ",") }

    /// Whether the rule named `name` is switched on.
    public func contains(_ name: String) -> Bool { rules.contains { $0.name == name } }

    /// The rules of `known` (a language's, in its order) that a comma-separated list names (`z-zh,an-ang`;
    /// a name's two halves may be swapped, `zh-z`; `all` is every one; blanks around a name ignored);
    /// an unknown name is an error listing the known ones.
    public init(names: String, of known: [Rule]) throws {
        var chosen = Set<String>()
        for name in names.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            if name == "all" { chosen.formUnion(known.map(\.name)); continue }
            let halves = name.split(separator: "-", omittingEmptySubsequences: false)
            let swapped = halves.count == 2 ? "\(halves[1])-\(halves[0])" : name
            guard let rule = known.first(where: { $0.name == name }) ?? known.first(where: { $0.name == swapped }) else {
                throw ChineseEngineError.invalidOption("unknown merger '\(name)'; known: " + known.map(\.name).joined(separator: ", "))
            }
            chosen.insert(rule.name)
        }
        rules = known.filter { chosen.contains($0.name) }
    }

    /// The syllables of `syllables` that `id` may stand for under these mergers (never itself).
    public func alternatives(of id: UInt16, in syllables: SyllableInventory) -> [UInt16] {
        guard !rules.isEmpty else { return [] }
        let final = syllables.final(of: syllables.spelling(of: id))
        var initials: [(String, String)] = [], finals: [(String, String)] = []
        for rule in rules {
            if rule.part == .initial { initials += rule.pairs.map { ($0.a, $0.b) } } else { finals += rule.finalPairs(of: final) }
        }
        return syllables.alternatives(of: id, initials: initials, finals: finals)
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
