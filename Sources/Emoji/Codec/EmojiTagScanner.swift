/// Finds `[name]` tokens the way the codec reads them: a `[`, then anything but brackets, then
/// `]` — so `[a[smile]]` holds only `[smile]` and `[][[[smile]]` holds `[]` and `[smile]`.
/// Line breaks inside a token are ignored when looking the name up (a tag wrapped across lines).
struct EmojiTagScanner {
    /// A bracket token at scalar offsets `open..<close+1`, with the backslashes right before it.
    struct Token {
        /// Scalar offset of `[`.
        var open: Int
        /// Scalar offset of `]`.
        var close: Int
        /// Backslashes immediately before `[` (within the scanned range).
        var backslashes: Int
        /// The name between the brackets, line breaks removed.
        var name: String
        /// The emoji the name stands for, nil when the vocabulary does not know it.
        var emoji: String?
        /// Known and escaped by an odd number of backslashes: stays text.
        var isEscaped: Bool { emoji != nil && backslashes % 2 == 1 }
    }

    let vocabulary: EmojiTagVocabulary
    let joinsLineBreaks: Bool

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Tokens in `scalars[range]` in order.
    func tokens(in scalars: [Unicode.Scalar], _ range: Range<Int>) -> [Token] {
        var result: [Token] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard scalars[index] == "[" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < range.upperBound, scalars[end] != "[", scalars[end] != "]" { end += 1 }
            guard end < range.upperBound else { break }
            if scalars[end] == "[" {
                index = end
                continue
            }
            var backslashes = 0
            while index - backslashes - 1 >= range.lowerBound, scalars[index - backslashes - 1] == "\\" { backslashes += 1 }
            var name = String.UnicodeScalarView()
            var hasLineBreak = false
            for scalar in scalars[(index + 1)..<end] {
                if Self.isLineBreak(scalar) {
                    hasLineBreak = true
                    if joinsLineBreaks { continue }
                }
                name.append(scalar)
            }
            let text = String(name)
            let emoji = hasLineBreak && !joinsLineBreaks ? nil : vocabulary.emoji(named: text)
            result.append(Token(open: index, close: end, backslashes: backslashes, name: text, emoji: emoji))
            index = end + 1
        }
        return result
    }
}
