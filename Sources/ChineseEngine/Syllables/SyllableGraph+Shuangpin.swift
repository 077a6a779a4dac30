extension SyllableGraph {
    /// The edges from `start` of 双拼 input: two keys are the syllables their pair spells; one key
    /// is an initial abbreviation, or at the end the unfinished syllables its keys start.
    static func shuangpinEdges(from start: Int, in input: PinyinInput, scheme: ShuangpinScheme,
                               fuzzy: SoundMergers, costs: Costs) -> [Edge] {
        guard let first = input.letter(at: start) else { return [] }
        var edges: [Edge] = []
        if start + 1 < input.count, let second = input.letter(at: start + 1) {
            let set = scheme.syllables(first: first, second: second)
            if !set.isEmpty {
                edges.append(Edge(start: start, end: start + 2, syllables: set, kind: .full, cost: 0))
                var alternatives = SyllableSet()
                for id in set { alternatives.formUnion(SyllableSet(fuzzy.alternatives(of: id, in: .mandarin))) }
                alternatives.subtract(set)
                if !alternatives.isEmpty {
                    edges.append(Edge(start: start, end: start + 2, syllables: alternatives, kind: .fuzzy, cost: costs.fuzzy))
                }
            }
        }
        if start + 1 == input.count {
            if let set = scheme.prefixSets[first], !set.isEmpty {
                edges.append(Edge(start: start, end: start + 1, syllables: set, kind: .partial, cost: costs.partial))
            }
        } else if var set = scheme.initialSets[first], !set.isEmpty {
            if !fuzzy.isEmpty { for id in set { set.formUnion(SyllableSet(fuzzy.alternatives(of: id, in: .mandarin))) } }
            edges.append(Edge(start: start, end: start + 1, syllables: set, kind: .initial, cost: costs.initial))
        }
        return edges
    }
}
