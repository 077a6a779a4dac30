import ChineseEngine

/// `convert --schema ID` of a schema whose tones typed after syllables weigh them by its tone
/// table (`Schema.syllableTones` and `toneTable`: 地球拼音's `ni3hao3`): reads a line's tones, sets the decoder's tone weighting for them
/// (`ToneWeighting` over the schema's tone table) and gives the toneless line the decoder reads.
struct ToneDigitsLineReader {
    let tones: ToneTable?
    let keys: SyllableTones
    let inventory: SyllableInventory
    var costs: ToneWeighting.Costs

    /// A reader for `schema` over `engine`'s syllables, or nil when the schema's tones weigh nothing.
    init?(schema: Schema?, engine: ChineseEngine) throws {
        guard let schema, let keys = schema.syllableTones, schema.toneTable != nil else { return nil }
        self.keys = keys
        tones = try engine.openTones(of: schema)
        inventory = engine.lexicon.syllables
        costs = ToneWeighting.Costs(for: schema.toneKeys)
    }

    /// The toneless input of `line`, with `decoder`'s arc adjustment set to its tones (none when
    /// none is typed; left alone when it was none, so the decoder keeps its work between lines).
    func prepare(_ decoder: LatticeDecoder, line: String) -> String {
        let input = ToneDigits(parsing: line, keys: keys, inventory: inventory)
        let weighting = input.hasTones ? tones.map { ToneWeighting(input: input, table: $0, costs: costs) } : nil
        if weighting != nil || decoder.arcAdjustment != nil { decoder.arcAdjustment = weighting }
        return input.text
    }
}
