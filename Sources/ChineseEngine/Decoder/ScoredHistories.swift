/// The model's costs of one group of arcs (those starting at one unit) after each distinct
/// history among the hypotheses there. Hypotheses recombine on their last two words, yet many
/// share the last word with no trigram block in either component (… 的), and then score every
/// arc alike: the costs are a row computed once per distinct (last word, trigram blocks) and
/// reused. One flat buffer, kept across groups: a new row takes the next `width` places (the
/// buffer grows by doubling, never shrinks), so starting a row neither appends nor allocates;
/// the decoder keeps it from step to step (`LatticeDecoder.scoredHistories`).
/// The buffer is memory of its own, not an array: the decoder stores into it for every arc and
/// history it scores, and an array's every store there was a uniqueness check and a call (#78).
struct ScoredHistories {
    /// The rows, `width` costs each (`capacity` places, at least the rows in use).
    private(set) var costs: UnsafeMutablePointer<Float>
    /// What owns `costs` (and frees it).
    private let storage = Storage()
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
    mutating func row(for history: LanguageModel.History, fill: (UnsafeMutablePointer<Float>, Int) -> Void) -> Int {
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
        if storage.capacity < offset + width {
            storage.grow(to: max(offset + width, 2 * storage.capacity), keeping: offset)
            costs = storage.costs
        }
        fill(costs, offset)
        return offset
    }

    init() { costs = storage.costs }

    /// The memory of `costs`: a class, so the buffer is freed with the last copy of the rows.
    /// Copies share it: one copy at a time may fill rows (the decoder takes its rows out for a
    /// step and puts them back, `LatticeDecoder.score`).
    private final class Storage {
        private(set) var costs = UnsafeMutablePointer<Float>.allocate(capacity: 0)
        private(set) var capacity = 0

        /// Makes room for `capacity` costs, keeping the first `kept`.
        func grow(to capacity: Int, keeping kept: Int) {
            let grown = UnsafeMutablePointer<Float>.allocate(capacity: capacity)
            grown.initialize(from: costs, count: kept)
            (grown + kept).initialize(repeating: .infinity, count: capacity - kept)
            costs.deallocate()
            costs = grown
            self.capacity = capacity
        }

        deinit { costs.deallocate() }
    }
}
