extension SyllableGraph {
    /// The edges from `start` of 9-key input: every spelling whose letters sit on the typed
    /// digits (a typed letter matches only itself) is a syllable, initial or unfinished syllable,
    /// with the same kinds and costs as in full pinyin. Readings of one kind over the same units
    /// share an edge (`64` → mi, ni, …).
    ///
    /// What 9-key loses against full pinyin (everyday 86.0 % of characters against 93.5 %) is
    /// the model's choice between words on the same digits (很全 / 很软, 惊醒 / 经营): the right
    /// path is in the lattice, and neither a wider search (beam 32 and 160 arcs a unit: 86.27 %;
    /// 20,000 trie nodes a start: the same) nor other 9-key costs (`nineKeyInitial` 1.5 / 6,
    /// `nineKeyPartial` 0.5 / 3: 85.89–86.09 %) recovers it.
    static func nineKeyEdges(from start: Int, in input: PinyinInput, fuzzy: SoundMergers, costs: Costs) -> [Edge] {
        let trie = SpellingTrie.shared
        let span = SyllableTable.maxSpellingLength
        var full = [SyllableSet](repeating: SyllableSet(), count: span + 1)
        var initial = full, partial = full, longer = full
        func walk(_ node: Int, _ position: Int) {
            guard position < input.count, position - start < span, let unit = input.letter(at: position) else { return }
            let letters = InputForm.nineKeyLetters[unit] ?? [unit]
            let end = position + 1, length = end - start, atEnd = end == input.count
            for letter in letters {
                guard let child = trie.child(of: node, letter: letter) else { continue }
                let entry = trie.nodes[child]
                if let id = entry.syllable {
                    full[length].insert(id)
                    if atEnd { longer[length].formUnion(entry.prefix) }
                } else if entry.isInitial, atEnd || !startsWithVowel(input, at: end) {
                    if atEnd { partial[length].formUnion(entry.prefix) } else { initial[length].formUnion(entry.prefix) }
                } else if atEnd {
                    partial[length].formUnion(entry.prefix)
                }
                walk(child, end)
            }
        }
        walk(0, start)
        var edges: [Edge] = []
        for length in 1...span where start + length <= input.count {
            let end = start + length
            if !full[length].isEmpty {
                edges.append(Edge(start: start, end: end, syllables: full[length], kind: .full, cost: 0))
                var alternatives = SyllableSet()
                for id in full[length] { alternatives.formUnion(SyllableSet(fuzzy.alternatives(of: id, in: .mandarin))) }
                alternatives.subtract(full[length])
                if !alternatives.isEmpty {
                    edges.append(Edge(start: start, end: end, syllables: alternatives, kind: .fuzzy, cost: costs.fuzzy))
                }
            }
            var abbreviated = initial[length]
            if !fuzzy.isEmpty { for id in abbreviated { abbreviated.formUnion(SyllableSet(fuzzy.alternatives(of: id, in: .mandarin))) } }
            if !abbreviated.isEmpty {
                edges.append(Edge(start: start, end: end, syllables: abbreviated, kind: .initial, cost: costs.initial + costs.nineKeyInitial))
            }
            if !partial[length].isEmpty {
                edges.append(Edge(start: start, end: end, syllables: partial[length], kind: .partial, cost: costs.partial + costs.nineKeyPartial))
            }
            var rest = longer[length]
            rest.subtract(full[length])
            rest.subtract(partial[length])
            if !rest.isEmpty {
                edges.append(Edge(start: start, end: end, syllables: rest, kind: .partial, cost: costs.partial + costs.nineKeyPartial + costs.longerSyllable))
            }
        }
        return edges
    }
}
