/// Extra cost the decoder adds to an arc of its lattice after building it, from what the input
/// says beyond the letters (the tones of 注音 input): a stage between the lattice and the search.
public protocol ArcCostAdjustment: Sendable {
    /// The extra cost in nats of a word with text `text` over input units `start..<end`.
    func extraCost(start: Int, end: Int, text: String) -> Float
}

/// Typed tones weighing each syllable's characters: a character the tone table never reads with
/// the typed tone pays `mismatchCost` (a typed neutral tone, often a weakened full tone, pays
/// `neutralMismatchCost`); when the input has tones, a syllable typed without one is taken as
/// tone 1 (ˉ, which continuous input leaves out) and a character never read in tone 1 pays
/// `unmarkedCost`. A character the table does not know, and a word read by other syllables than
/// those typed, pay nothing: tones weigh, they never remove.
public struct ToneWeighting: ArcCostAdjustment {
    /// The weights, in nats.
    public struct Costs: Hashable, Sendable {
        /// A typed tone 1–4 the character is not read with.
        public var mismatchCost: Float = 4
        /// A typed neutral tone (˙) the character is not read with.
        public var neutralMismatchCost: Float = 1.5
        /// An untyped tone (when others are typed) whose character is never read in tone 1.
        public var unmarkedCost: Float = 1
        /// The defaults.
        public init() {}
    }

    /// The input.
    public let input: ZhuyinInput
    /// The weights.
    public var costs: Costs
    private let table: ToneTable

    /// The weighting of `input`'s tones by `table`.
    public init(input: ZhuyinInput, table: ToneTable, costs: Costs = Costs()) {
        self.input = input
        self.table = table
        self.costs = costs
    }

    /// See `ArcCostAdjustment`: the least cost over the cuts of the arc's symbols into as many
    /// syllables as the word has characters (nearly always one).
    public func extraCost(start: Int, end: Int, text: String) -> Float {
        guard input.hasTones else { return 0 }
        let scalars = Array(text.unicodeScalars)
        var best: Float?
        func walk(_ position: Int, _ index: Int, _ cost: Float) {
            if index == scalars.count {
                if position == end, cost < best ?? .infinity { best = cost }
                return
            }
            guard position < end else { return }
            if input.symbols[position] == "'" { return walk(position + 1, index, cost) }
            for (next, syllable) in input.syllables(from: position) where next <= end {
                walk(next, index + 1, cost + self.cost(of: scalars[index], read: syllable))
            }
        }
        walk(start, 0, 0)
        return best ?? 0
    }

    /// What `scalar` pays for being read as `syllable` with its typed tone (or none).
    private func cost(of scalar: Unicode.Scalar, read syllable: ZhuyinInput.Syllable) -> Float {
        guard let mask = table.tones(of: scalar.value, syllable: syllable.id) else { return 0 }
        if let tone = syllable.tone {
            return mask & (1 << (tone - 1)) == 0 ? (tone == 5 ? costs.neutralMismatchCost : costs.mismatchCost) : 0
        }
        return mask & 1 == 0 ? costs.unmarkedCost : 0
    }
}
