/// How a text is read in pinyin, so that a text committed without its reading being typed — by
/// code (五笔, 倉頡, 笔画, 拆字), by handwriting or by a gesture — teaches its reading too, and rises
/// when it is typed in pinyin (the one memory's lesson for those forms, `CommitMemory`). Each
/// character's readings come from the tone table (`tones.bin`, pypinyin's readings); the reading
/// the lexicon has the text under is tried first, and the words that spell it are those the
/// decoder finds over that pinyin (`LatticeDecoder.picks(spelling:)`), as a pick of them would be.
public final class TextReading {
    private let engine: ChineseEngine
    private lazy var decoder: LatticeDecoder = engine.makeDecoder()
    private lazy var tones: ToneTable? = try? engine.openTones()
    /// The most readings of one text tried (a text of polyphones has many).
    static let readingLimit = 8

    /// Readings by `engine`'s lexicon and model, in full pinyin with no 纠错 (whatever form its keyboard types).
    public init(engine: ChineseEngine) {
        var engine = engine
        engine.settings.form = .pinyin
        engine.settings.correction = .off
        engine.englishVocabulary = nil
        self.engine = engine
    }

    /// The picks that spell `text` as a pinyin composition of it would (its words and readings),
    /// for the learner; nil when the engine's data has no tone table (whose readings are its
    /// lexicon's spellings: a language without one reads no text), the text has a character no
    /// reading is known for, or no reading of it spells it.
    public func picks(for text: String) -> [Composition.Pick]? {
        guard tones != nil, !text.isEmpty, text.count <= PinyinInput.maximumUnits / 6 else { return nil }
        for reading in readings(of: text) {
            let pinyin = reading.joined(separator: "'")
            decoder.decode(pinyin)
            guard let pieces = decoder.picks(spelling: text) else { continue }
            var composition = Composition(input: pinyin)
            for piece in pieces { composition.select(piece) }
            if composition.pickedText == text { return composition.picks }
        }
        return nil
    }

    /// Up to `readingLimit` toneless readings of `text`, one spelling a character; those the
    /// lexicon has the text under first. Empty when a character has no reading.
    func readings(of text: String) -> [[String]] {
        guard let tones else { return [] }
        var readings: [[String]] = [[]]
        for character in text {
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return [] }
            let spellings = tones.syllables(of: scalar.value).map(SyllableTable.spelling(of:))
            guard !spellings.isEmpty else { return [] }
            readings = Array(readings.flatMap { reading in spellings.map { reading + [$0] } }.prefix(Self.readingLimit * 4))
        }
        let listed = readings.filter { engine.lexicon.words(reading: $0).contains(text) }
        return Array((listed + readings.filter { !listed.contains($0) }).prefix(Self.readingLimit))
    }
}
