/// Extra cost the decoder adds to an arc of its lattice after building it, from what the input
/// says beyond the letters (the tones of 注音 input): a stage between the lattice and the search.
public protocol ArcCostAdjustment: Sendable {
    /// The extra cost in nats of a word with text `text` over input units `start..<end`.
    func extraCost(start: Int, end: Int, text: String) -> Float
}

/// Input whose syllables may carry typed tones, as `ToneWeighting` reads it: 注音's symbols and
/// tone marks (`ZhuyinInput`), pinyin with tone digits (`ToneDigits`).
public protocol TonedSyllables: Sendable {
    /// Whether any syllable has a tone.
    var hasTones: Bool { get }
    /// Whether unit `index` only separates syllables (`'`).
    func isSeparator(at index: Int) -> Bool
    /// Every syllable that may start at unit `start`: where it ends (after its typed tone, when
    /// that is a unit of its own), its syllable id (nil: letters that stand for a syllable not
    /// yet known, an initial alone or an unfinished last syllable) and the tone typed after it.
    func tonedSyllables(from start: Int) -> [(end: Int, id: UInt16?, tone: Int?)]
}

/// Typed tones weighing each syllable's characters: a character the tone table never reads with
/// the typed tone pays `mismatchCost` (a typed neutral tone, often a weakened full tone, pays
/// `neutralMismatchCost`); when the input has tones, a syllable typed without one is taken as
/// tone 1 (ˉ, which continuous 注音 input leaves out) and a character never read in tone 1 pays
/// `unmarkedCost` (0 where a tone is simply optional, `Schema.ToneKeys.untypedIsFirstTone`). A
/// character the table does not know, and a word read by other syllables than those typed, pay
/// nothing: tones weigh, they never remove.
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

        /// The defaults for tones typed as `keys` type them: a syllable typed without a tone pays
        /// nothing where that does not mean tone 1 (`Schema.ToneKeys.untypedIsFirstTone`); a tone
        /// typed as a key of its own after its syllable (地球拼音's `ma1`) is meant, so a character
        /// never read in it pays 6 (`ma1` after 马 is 妈, not 马 again). Toned pinyin on the 注音
        /// sets' syllables (`scripts/eval/toned_pinyin.py`), characters / sentences on dev and
        /// everyday: 4 98.1 / 87.5, 97.2 / 83.3; 6 98.1 / 87.8, 97.4 / 84.2; 8 97.9 / 87.0, 97.3 / 84.0.
        public init(for keys: Schema.ToneKeys) {
            if !keys.untypedIsFirstTone { unmarkedCost = 0 }
            if keys == .syllableEnding { mismatchCost = 6 }
        }
    }

    /// The input.
    public let input: any TonedSyllables
    /// The weights.
    public var costs: Costs
    private let table: ToneTable

    /// The weighting of `input`'s tones by `table`.
    public init(input: some TonedSyllables, table: ToneTable, costs: Costs = Costs()) {
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
                // The arc may end after separators (a tone digit's, `ma1` read as `ma'`).
                var last = position
                while last < end, input.isSeparator(at: last) { last += 1 }
                if last == end, cost < best ?? .infinity { best = cost }
                return
            }
            guard position < end else { return }
            if input.isSeparator(at: position) { return walk(position + 1, index, cost) }
            for (next, id, tone) in input.tonedSyllables(from: position) where next <= end {
                walk(next, index + 1, cost + self.cost(of: scalars[index], read: id, tone: tone))
            }
        }
        walk(start, 0, 0)
        return best ?? 0
    }

    /// What `scalar` pays for being read as syllable `id` with its typed tone (or none).
    private func cost(of scalar: Unicode.Scalar, read id: UInt16?, tone: Int?) -> Float {
        guard let id, let mask = table.tones(of: scalar.value, syllable: id) else { return 0 }
        if let tone {
            return mask & (1 << (tone - 1)) == 0 ? (tone == 5 ? costs.neutralMismatchCost : costs.mismatchCost) : 0
        }
        return mask & 1 == 0 ? costs.unmarkedCost : 0
    }
}

extension ZhuyinInput: TonedSyllables {
    /// Whether symbol `index` is a separator.
    public func isSeparator(at index: Int) -> Bool { symbols[index] == "'" }

    /// `syllables(from:)`, each with its id.
    public func tonedSyllables(from start: Int) -> [(end: Int, id: UInt16?, tone: Int?)] {
        syllables(from: start).map { ($0.end, $0.syllable.id, $0.syllable.tone) }
    }
}
