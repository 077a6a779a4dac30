extension Composition {
    /// 9-key: where the digits not yet fixed to letters begin in `remainingInput` (after the
    /// syllables already fixed and their separators), and the run of digits there.
    public var nineKeyDigits: (offset: Int, digits: String) {
        let rest = Array(remainingInput)
        var start = 0
        while start < rest.count, !Self.isNineKeyDigit(rest[start]) { start += 1 }
        var end = start
        while end < rest.count, Self.isNineKeyDigit(rest[end]) { end += 1 }
        return (start, String(rest[start..<end]))
    }

    /// 9-key: fixes the first unfixed syllable as `spelling`, whose letters replace as many
    /// digits; a separator follows when digits remain. False (nothing changed) when `spelling`
    /// is longer than the digits or does not sit on them.
    @discardableResult
    public mutating func fixNineKeySyllable(_ spelling: String) -> Bool {
        let (offset, digits) = nineKeyDigits
        guard !spelling.isEmpty, spelling.count <= digits.count,
              InputForm.nineKeyCode(of: spelling) == String(digits.prefix(spelling.count)) else { return false }
        let consumed = input.count - remainingInput.count
        var characters = Array(input)
        let start = consumed + offset
        let rest = digits.count > spelling.count ? spelling + "'" : spelling
        characters.replaceSubrange(start..<(start + spelling.count), with: Array(rest))
        input = String(characters)
        return true
    }

    /// Whether the composition holds 9-key digits (so it is decoded as 9-key input).
    public var hasNineKeyDigits: Bool { input.contains(where: Self.isNineKeyDigit) }

    static func isNineKeyDigit(_ character: Character) -> Bool {
        character.isASCII && ("2"..."9").contains(character)
    }
}
