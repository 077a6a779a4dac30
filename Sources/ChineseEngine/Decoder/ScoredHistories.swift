/// The model's costs of one group of arcs (those starting at one unit) after each distinct
/// history among the hypotheses there. Hypotheses recombine on their last two words, yet many
/// share the last word with no trigram block in either component (… 的), and then score every
/// arc alike: the costs are a row computed once per distinct (last word, trigram blocks) and
/// reused. One flat buffer, kept across groups.
struct ScoredHistories {
    private(set) var costs: [Float] = []
    private var keys: [(last: Int32, block: Int32, companionBlock: Int32, newWordsBlock: Int32)] = []
    private var width = 0

    /// Starts a group of `width` arcs.
    mutating func reset(width: Int) {
        self.width = width
        keys.removeAll(keepingCapacity: true)
        costs.removeAll(keepingCapacity: true)
    }

    /// The offset in `costs` of the row for `history`, filled by `fill` (given the buffer and
    /// the row's offset) the first time a history of its key is asked.
    mutating func row(for history: LanguageModel.History, fill: (inout [Float], Int) -> Void) -> Int {
        // (last, the blocks) fixes every cost: a block names its pair, and without one the word
        // before does not count.
        for (position, key) in keys.enumerated()
        where key.last == history.last && key.block == history.block && key.companionBlock == history.companionBlock
            && key.newWordsBlock == history.newWordsBlock {
            return position * width
        }
        let offset = costs.count
        keys.append((history.last, history.block, history.companionBlock, history.newWordsBlock))
        costs.append(contentsOf: repeatElement(Float.infinity, count: width))
        fill(&costs, offset)
        return offset
    }
}
