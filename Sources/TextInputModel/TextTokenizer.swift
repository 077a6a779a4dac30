/// Finds character, word, sentence and paragraph boundaries in a text, like
/// `UITextInputStringTokenizer`, and understands Chinese and Japanese text without spaces.
///
/// Words: a run of letters and digits (joined across `'`, `’` and `.` between letters, and `,`
/// between digits: "don't", "3.14", "1,000"), a run of hiragana or of katakana, or a single Han
/// character or emoji (without a dictionary, each Han character is its own word). Sentences end
/// after 。！？．.!? (with any closing quotes or brackets) or at a newline; a `.` followed directly
/// by a letter or digit ("3.14", "example.com") ends nothing. Lines are paragraphs: there is no
/// layout. Units are computed once, in O(n), when the tokenizer is made.
public struct TextTokenizer: Sendable {
    /// The text's grapheme clusters.
    public let characters: [Character]
    /// Word ranges, in order.
    public let words: [TextRange]
    /// Sentence ranges, in order, without leading or trailing whitespace.
    public let sentences: [TextRange]
    /// Whether each sentence in `sentences` was closed by a terminator or a newline.
    let sentenceIsTerminated: [Bool]
    /// Non-empty paragraph ranges, newlines excluded.
    public let paragraphs: [TextRange]

    /// A tokenizer over `text`.
    public init(_ text: String) {
        let characters = Array(text)
        self.characters = characters
        words = Self.words(in: characters)
        let sentences = Self.sentences(in: characters)
        self.sentences = sentences.map(\.range)
        sentenceIsTerminated = sentences.map(\.isTerminated)
        paragraphs = Self.paragraphs(in: characters)
    }

    /// The units of `granularity`, in order; every unit is non-empty.
    public func units(of granularity: TextGranularity) -> [TextRange] {
        switch granularity {
        case .character: return characters.indices.map { TextRange($0..<($0 + 1)) }
        case .word: return words
        case .sentence: return sentences
        case .paragraph, .line: return paragraphs
        case .document: return characters.isEmpty ? [] : [TextRange(0..<characters.count)]
        }
    }

    /// The unit of `granularity` that `position` is in, looking in `direction`: towards the end
    /// the unit must start at or before the position and end after it; towards the start it must
    /// start before it and end at or after it. Nil when there is none (between words, say).
    public func rangeEnclosingPosition(
        _ position: TextPosition, with granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextRange? {
        let units = units(of: granularity)
        // The first unit that ends at or after the position (units are sorted and disjoint).
        let index = firstIndex(in: units) { $0.end >= position }
        for candidate in [index, index + 1] where units.indices.contains(candidate) {
            let unit = units[candidate]
            if direction.isTowardsEnd, unit.start <= position, position < unit.end { return unit }
            if !direction.isTowardsEnd, unit.start < position, position <= unit.end { return unit }
        }
        return nil
    }

    /// Whether `position` is in a unit of `granularity` looking in `direction` (see
    /// `rangeEnclosingPosition`).
    public func isPosition(
        _ position: TextPosition, withinTextUnit granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }

    /// Whether `position` is where a unit of `granularity` ends (towards the end) or starts
    /// (towards the start).
    public func isPosition(
        _ position: TextPosition, atBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool {
        let units = units(of: granularity)
        let index = firstIndex(in: units) { $0.end >= position }
        for candidate in [index, index + 1] where units.indices.contains(candidate) {
            if direction.isTowardsEnd ? units[candidate].end == position : units[candidate].start == position {
                return true
            }
        }
        return false
    }

    /// The next unit end after `position` (towards the end) or the previous unit start before it
    /// (towards the start), as a caret moves by words with the option key; nil when there is none.
    public func position(
        from position: TextPosition, toBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextPosition? {
        let units = units(of: granularity)
        if direction.isTowardsEnd {
            let index = firstIndex(in: units) { $0.end > position }
            return units.indices.contains(index) ? units[index].end : nil
        }
        let index = firstIndex(in: units) { $0.start >= position } - 1
        return units.indices.contains(index) ? units[index].start : nil
    }

    /// Whether text typed at `position` begins a sentence: only whitespace lies before it, or the
    /// sentence before it was closed by a terminator or newline and whitespace follows it. What
    /// auto-capitalisation asks ("Hello. |" yes, "Hello.|" and "Hello |" no).
    public func isAtSentenceStart(_ position: TextPosition) -> Bool {
        let index = firstIndex(in: sentences) { $0.start >= position } - 1
        guard sentences.indices.contains(index) else { return true }
        return position > sentences[index].end && sentenceIsTerminated[index]
    }

    /// The first index whose unit satisfies `isAfter` (a predicate monotone over sorted units).
    private func firstIndex(in units: [TextRange], where isAfter: (TextRange) -> Bool) -> Int {
        var low = 0
        var high = units.count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(units[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension TextStore {
    /// A tokenizer over the current text.
    public var tokenizer: TextTokenizer { TextTokenizer(text) }
}
