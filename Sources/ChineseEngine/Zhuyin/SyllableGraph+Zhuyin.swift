extension ZhuyinInput {
    /// The decoder's units: each symbol a unit of its own (a code above ASCII, so no pinyin or
    /// English word reads it), each separator a boundary.
    var units: [PinyinInput.Unit] {
        symbols.map { symbol in
            if symbol == "'" { return .separator }
            guard let code = ZhuyinSymbols.unit(of: symbol) else { return .literal(symbol) }
            return .letter(code)
        }
    }
}

extension SyllableGraph {
    /// The graph of zhuyin input: from each symbol, an edge for every syllable that starts there
    /// (tone mark included), so the lattice weighs every cut of ambiguous symbols (ㄕㄨㄛ as 说 or
    /// 是我) under the language model.
    public init(zhuyin: ZhuyinInput) {
        let input = PinyinInput(units: zhuyin.units)
        var edgesFrom = [[Edge]](repeating: [], count: input.count)
        for start in 0..<input.count where input.letter(at: start) != nil {
            edgesFrom[start] = zhuyin.syllables(from: start).map { found in
                Edge(start: start, end: found.end, syllables: SyllableSet([found.syllable.id]), kind: .full, cost: 0)
            }
        }
        self.init(input: input, edgesFrom: edgesFrom)
    }
}
