/// The model's costs of one group of arcs (those starting at one unit) after each distinct
/// history among the hypotheses there. Hypotheses recombine on their last two words, yet many
/// share the last word with no trigram block in either component (… 的), and then score every
/// arc alike: the costs are a row computed once per distinct (last word, trigram blocks) and
/// reused. One flat buffer, kept across groups: a new row takes the next `width` places (the
/// buffer grows by doubling, never shrinks), so starting a row neither appends nor allocates.
struct ScoredHistories {
    private(set) var costs: [Float] = []
    private var keys: [(last: Int32, block: Int32, companionBlock: Int32, newWordsBlock: Int32)] = []
    /// How many of `keys` (and rows of `costs`) the group uses.
    private var rows = 0
    private var width = 0

    /// Starts a group of `width` arcs.
    mutating func reset(width: Int) {
        self.width = width
        rows = 0
    }

    /// The offset in `costs` of the row for `history`, filled by `fill` (given the buffer and
    /// the row's offset; it sets each of the row's `width` costs) the first time a history of its
    /// key is asked. Always inlined, so `fill` is too: called through a closure, the model's
    /// costs in it were calls that copied the model (3 % more instructions for the decode, #78).
    @inline(__always)
    mutating func row(for history: LanguageModel.History, fill: (inout [Float], Int) -> Void) -> Int {
        // (last, the blocks) fixes every cost: a block names its pair, and without one the word
        // before does not count.
        for position in 0..<rows {
            let key = keys[position]
            if key.last == history.last && key.block == history.block && key.companionBlock == history.companionBlock
                && key.newWordsBlock == history.newWordsBlock {
                return position * width
            }
        }
        let key = (history.last, history.block, history.companionBlock, history.newWordsBlock)
        if rows < keys.count { keys[rows] = key } else { keys.append(key) }
        let offset = rows * width
        rows += 1
        if costs.count < offset + width {
            costs.append(contentsOf: repeatElement(Float.infinity, count: max(offset + width - costs.count, costs.count)))
        }
        fill(&costs, offset)
        return offset
    }
}
