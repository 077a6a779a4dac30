/// Continuous 注音 input: each syllable an optional initial, medial and final, then an optional
/// tone mark (ˉ ˊ ˇ ˋ ˙ after the syllable, as the 大千 keyboard types them). Where symbols can be
/// cut more than one way (ㄕㄨㄛ: shuo, or shi wo) the decoder weighs every cut
/// (`SyllableGraph(zhuyin:)`); `syllables` is the longest-first reading (ㄕㄧ is 十 一: no syllable
/// is ㄕㄧ), which also checks that the input reads at all. Spaces and `'` only separate.
public struct ZhuyinInput: Hashable, Sendable {
    /// One syllable read.
    public struct Syllable: Hashable, Sendable {
        /// Its toneless pinyin (`SyllableTable`'s spelling).
        public let spelling: String
        /// Its syllable id.
        public let id: UInt16
        /// The tone typed after it (1–5, 5 the neutral tone), or nil.
        public let tone: Int?
    }

    /// The syllables of the longest-first reading, first first.
    public let syllables: [Syllable]
    /// The input's symbols (separators as `'`), one decoder unit each.
    public let symbols: [Character]

    /// Reads `text` (see the type); throws `ZhuyinInput.ParseError` at the first symbol that
    /// starts no syllable.
    public init(parsing text: some StringProtocol) throws {
        let symbols = Array(text).map { $0 == " " ? "'" : $0 }
        var syllables: [Syllable] = []
        var position = 0
        while position < symbols.count {
            let symbol = symbols[position]
            if symbol == "'" {
                position += 1
                continue
            }
            guard let (spelling, length) = Self.longestSyllable(in: symbols, at: position) else {
                throw ParseError(character: symbol, offset: position)
            }
            position += length
            var tone: Int?
            if position < symbols.count, let typed = ZhuyinSymbols.tones[symbols[position]] {
                tone = typed
                position += 1
            }
            syllables.append(Syllable(spelling: spelling, id: SyllableTable.id(of: spelling)!, tone: tone))
        }
        self.syllables = syllables
        self.symbols = symbols
    }

    /// Whether `character` is one of the 37 注音 symbols or a tone mark (what a zhuyin key types).
    public static func isSymbol(_ character: Character) -> Bool { ZhuyinSymbols.all.contains(character) }

    /// Whether any syllable has a tone.
    public var hasTones: Bool { syllables.contains { $0.tone != nil } }

    /// The longest-first reading as toneless pinyin, syllables separated by `'` (for showing).
    public var pinyin: String { syllables.map(\.spelling).joined(separator: "'") }

    /// Every syllable that starts at symbol `start`: its end (after its tone mark, if one
    /// follows) and the syllable. Shorter cuts too: at ㄕㄨㄛ, shi (ㄕ) and shuo (ㄕㄨㄛ).
    public func syllables(from start: Int) -> [(end: Int, syllable: Syllable)] {
        guard start < symbols.count else { return [] }
        var found: [(end: Int, syllable: Syllable)] = []
        for (spelling, length) in Self.syllables(in: symbols, at: start) {
            var end = start + length
            var tone: Int?
            if end < symbols.count, let typed = ZhuyinSymbols.tones[symbols[end]] {
                tone = typed
                end += 1
            }
            found.append((end, Syllable(spelling: spelling, id: SyllableTable.id(of: spelling)!, tone: tone)))
        }
        return found
    }

    /// The pinyin and length (in symbols) of the longest syllable at `position`, or nil.
    private static func longestSyllable(in symbols: [Character], at position: Int) -> (String, Int)? {
        syllables(in: symbols, at: position).first
    }

    /// The pinyin and length of each syllable at `position`, longest first.
    private static func syllables(in symbols: [Character], at position: Int) -> [(String, Int)] {
        var parts: [(kind: Int, symbol: Character)] = []  // 0 initial, 1 medial, 2 final
        var index = position
        for kind in 0...2 where index < symbols.count {
            let symbol = symbols[index]
            let fits = kind == 0 ? ZhuyinSymbols.initials[symbol] != nil
                : kind == 1 ? ZhuyinSymbols.medials.contains(symbol) : ZhuyinSymbols.finals[symbol] != nil
            if fits {
                parts.append((kind, symbol))
                index += 1
            }
        }
        var found: [(String, Int)] = []
        for count in stride(from: parts.count, through: 1, by: -1) {
            let taken = parts.prefix(count)
            let initial = taken.first { $0.kind == 0 }?.symbol
            let medial = taken.first { $0.kind == 1 }?.symbol
            let final = taken.first { $0.kind == 2 }?.symbol
            if let spelling = ZhuyinSymbols.pinyin(initial: initial, medial: medial, final: final) { found.append((spelling, count)) }
        }
        return found
    }

    /// A symbol that starts no syllable (a tone mark with no syllable before it, a letter).
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The symbol.
        public let character: Character
        /// Its place in the input, from 0.
        public let offset: Int

        /// What went wrong, for a person.
        public var description: String { "'\(character)' at \(offset + 1) starts no 注音 syllable" }
    }
}
