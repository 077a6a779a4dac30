import ChineseEngine

/// `convert --schema ID` of a schema whose tones are typed as digits (`Schema.ToneKeys.digits`,
/// 地球拼音's `ni3hao3`): reads a line's tones, sets the decoder's tone weighting for them
/// (`ToneWeighting` over the schema's tone table) and gives the toneless line the decoder reads.
struct ToneDigitsLineReader {
    let tones: ToneTable?
    let inventory: SyllableInventory
    let costs: ToneWeighting.Costs

    /// A reader for `schema` over `engine`'s syllables, or nil when the schema types no tone digits.
    init?(schema: Schema?, engine: ChineseEngine) throws {
        guard let schema, schema.toneKeys == .digits else { return nil }
        tones = try engine.openTones(of: schema)
        inventory = engine.lexicon.syllables
        costs = ToneWeighting.Costs(for: schema.toneKeys)
    }

    /// The toneless input of `line`, with `decoder`'s arc adjustment set to its tones (none when
    /// none is typed; left alone when it was none, so the decoder keeps its work between lines).
    func prepare(_ decoder: LatticeDecoder, line: String) -> String {
        let input = ToneDigits(parsing: line, inventory: inventory)
        let weighting = input.hasTones ? tones.map { ToneWeighting(input: input, table: $0, costs: costs) } : nil
        if weighting != nil || decoder.arcAdjustment != nil { decoder.arcAdjustment = weighting }
        return input.text
    }
}
