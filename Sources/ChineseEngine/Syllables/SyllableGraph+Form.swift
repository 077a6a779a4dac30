extension SyllableGraph {
    /// Builds the graph of `input` typed in `form` (full pinyin, 9-key digits or a 双拼 scheme).
    public init(_ input: PinyinInput, form: InputForm, fuzzy: SoundMergers = .none, costs: Costs = Costs()) {
        switch form {
        case .pinyin:
            self.init(input, fuzzy: fuzzy, costs: costs)
        case .nineKey, .shuangpin:
            var edgesFrom = [[Edge]](repeating: [], count: input.count)
            for start in 0..<input.count where input.letter(at: start) != nil {
                if case let .shuangpin(scheme) = form {
                    edgesFrom[start] = Self.shuangpinEdges(from: start, in: input, scheme: scheme, fuzzy: fuzzy, costs: costs)
                } else {
                    edgesFrom[start] = Self.nineKeyEdges(from: start, in: input, fuzzy: fuzzy, costs: costs)
                }
            }
            self.init(input: input, edgesFrom: edgesFrom)
        }
    }
}
