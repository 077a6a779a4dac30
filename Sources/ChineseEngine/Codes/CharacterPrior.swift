import Foundation

/// How often each text of a code table is written, by the engine's own model: a character's cost
/// (−ln, nats) is that of its share of running text, Σ over the lexicon's words of P(word) × the
/// times the word holds it, so 们 is as common as the 我们 and 他们 it is typed in, not as rare as
/// 们 written alone; a word's is the model's cost of the word. For a traditional scheme
/// (`traditional` converters given: Hong Kong's and Taiwan's forms) a simplified character's share counts for its traditional form too, and
/// `simplifiedForm` maps the form back for the context. Kept per character, not per table entry:
/// a dense array over U+3000–U+9FFF (56 kB, where 2 bytes an entry took 270 kB for 五笔's 136 000
/// entries) and a few other scalars; a word's cost is looked up when its whole code is typed (the
/// lexicon's word index, which 联想 shares). Computed once from the mapped lexicon and model (tens
/// of milliseconds).
public struct CharacterPrior: Sendable {
    /// The costs of U+3000 + i in thousandths of a nat; `UInt16.max` for a character the lexicon never writes.
    let dense: [UInt16]
    /// The costs of the table's characters outside the dense block that the fonts draw.
    let others: [UInt32: UInt16]
    /// Each traditional form's simplified character, for a traditional scheme (empty otherwise).
    let simplifiedForm: [UInt32: UInt32]
    /// The table whose entries are priced.
    let table: CodeTable
    /// The lexicon's words by their text, when the table holds words.
    let words: WordTextIndex?
    /// The model pricing the table's words.
    let model: LanguageModel
    /// How many characters a word of the model's running text holds on average (Σ of the
    /// characters' shares): the shares are per word, so a per-character cost (`CharacterFrequencies`)
    /// is brought onto their scale by −ln of this.
    let charactersPerWord: Double
    /// The first scalar of the dense block.
    static let denseStart: UInt32 = 0x3000
    /// One past the dense block's last scalar.
    static let denseEnd: UInt32 = 0xA000

    /// The cost of a character the lexicon never writes (rare and traditional-only characters).
    public static let unknownCost: Float = 30

    /// The prior of `table`'s texts under `lexicon` and `model`; `traditional`, when given, is the
    /// converters whose forms a traditional scheme's table holds.
    /// `frequencies`, when given, are other costs of characters (Cantonese text's, a share of its
    /// characters, put on the model's scale of a share of its words: `charactersPerWord`): a
    /// character takes the lesser; `simplifiedOnlyCost` is added to a character only simplified text writes.
    /// shape_eval.py on yue-dev, the scales made one: 倉頡 2.93 → 2.89 keys a character (first
    /// when taken 67.4 → 65.5 %); 速成 (with its margin 0.5) 2.84 → 2.75 (66.2 → 64.1 %).
    public init(table: CodeTable, lexicon: Lexicon, model: LanguageModel, traditional: [ScriptConverter] = [],
                frequencies: CharacterFrequencies? = nil, simplifiedOnlyCost: Float = 0) {
        var mass = [Double](repeating: 0, count: 0x10000)
        var astral: [UInt32: Double] = [:]
        for word in 1..<Int32(max(1, lexicon.allWordCount)) {
            guard let range = lexicon.unitRange(of: word), !range.isEmpty else { continue }
            let probability = Double(exp(-model.unigramCost(word)))
            var position = range.lowerBound
            while position < range.upperBound {
                let unit = lexicon.unit(at: position)
                if UTF16.isLeadSurrogate(unit), position + 1 < range.upperBound {
                    let trail = lexicon.unit(at: position + 1)
                    astral[0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00), default: 0] += probability
                    position += 2
                } else {
                    mass[Int(unit)] += probability
                    position += 1
                }
            }
        }
        let charactersPerWord = max(1, mass.reduce(0, +) + astral.values.reduce(0, +))
        self.charactersPerWord = charactersPerWord
        var simplifiedForm: [UInt32: UInt32] = [:]
        var simplifiedOnly = Set<UInt32>()
        for converter in traditional {
            for value in 0x3400..<0xA000 where mass[value] > 0 && !simplifiedForm.keys.contains(UInt32(value)) {
                let simplified = Unicode.Scalar(UInt32(value))!
                guard let form = converter.convert(String(Character(simplified))).unicodeScalars.first,
                      form.value != UInt32(value), form.value < 0x10000 else { continue }
                simplifiedOnly.insert(UInt32(value))
                if mass[Int(form.value)] < mass[value] {
                    mass[Int(form.value)] = mass[value]
                    simplifiedForm[form.value] = UInt32(value)
                }
            }
        }
        self.simplifiedForm = simplifiedForm
        self.table = table
        self.model = model
        words = table.wordOffsets == nil ? nil : WordTextIndex(lexicon: lexicon)
        func cost(of scalar: UInt32) -> UInt16 {
            let share = scalar < 0x10000 ? mass[Int(scalar)] : astral[scalar] ?? 0
            let other = frequencies?.cost(of: scalar).map { Double($0) - log(charactersPerWord) }
            guard share > 0 || other != nil else { return UInt16.max }
            let penalty = simplifiedOnly.contains(scalar) ? Double(simplifiedOnlyCost) : 0
            let cost = min(share > 0 ? -log(share) : .infinity, other ?? .infinity) + penalty
            return UInt16(clamping: Int((cost * 1000).rounded()))
        }
        dense = (Self.denseStart..<Self.denseEnd).map(cost(of:))
        var others: [UInt32: UInt16] = [:]
        // Characters the fonts cannot draw are never offered (`HanFontCoverage`): Extension B's
        // thousands in 倉頡's table need no cost.
        for entry in 0..<table.count where !table.isWord(at: entry) {
            let scalar = table.character(at: entry)
            guard !(Self.denseStart..<Self.denseEnd).contains(scalar.value), HanFontCoverage.draws(scalar), others[scalar.value] == nil
            else { continue }
            others[scalar.value] = cost(of: scalar.value)
        }
        self.others = others
    }

    /// Entry `entry`'s cost in nats (`unknownCost` when the lexicon never writes it).
    @inline(__always)
    public func cost(at entry: Int) -> Float {
        let key = table.textKey(at: entry)
        let value: UInt16
        if table.isWord(at: entry) {
            value = wordCost(key)
        } else if key >= Self.denseStart, key < Self.denseEnd {
            value = dense[Int(key &- Self.denseStart)]
        } else {
            value = others[key] ?? .max
        }
        return value == .max ? Self.unknownCost : Float(value) / 1000
    }

    /// The model's cost of the table word `key` names, in thousandths of a nat (`UInt16.max`: not a lexicon word).
    private func wordCost(_ key: UInt32) -> UInt16 {
        let units = Array(table.text(forKey: key).utf16)
        guard let word = words?.word(units[...]) else { return .max }
        return UInt16(clamping: Int((model.unigramCost(word) * 1000).rounded()))
    }

    /// The character whose statistics stand for `character` (its simplified form in a traditional scheme).
    func modelCharacter(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, let simplified = simplifiedForm[scalar.value],
              let form = Unicode.Scalar(simplified) else { return character }
        return Character(form)
    }
}
