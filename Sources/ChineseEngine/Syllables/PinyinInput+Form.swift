extension PinyinInput {
    /// Normalises `text` typed in `form`. Full pinyin reads as `init(_:)`; 9-key reads digits
    /// 2–9 (and letters, which stand for themselves) as letter units and `1`, `'` as separators;
    /// 双拼 reads letters and `;` (a final key in some schemes) as letter units.
    public init(_ text: String, form: InputForm) {
        switch form {
        case .pinyin:
            self.init(text)
        case .nineKey:
            self.init(text, extraLetters: Array("23456789".utf8), extraSeparators: [UInt8(ascii: "1")])
        case .shuangpin:
            self.init(text, extraLetters: [UInt8(ascii: ";")], extraSeparators: [])
        }
    }

    /// Reads `text` as `init(_:)` does, with more ASCII characters counted as letters or separators.
    private init(_ text: String, extraLetters: [UInt8], extraSeparators: [UInt8]) {
        let base = PinyinInput(text)
        var units = base.units
        for index in units.indices {
            guard case let .literal(character) = units[index], let ascii = character.asciiValue else { continue }
            if extraLetters.contains(ascii) {
                units[index] = .letter(ascii)
            } else if extraSeparators.contains(ascii) {
                units[index] = .separator
            }
        }
        self.init(units: units)
    }
}
