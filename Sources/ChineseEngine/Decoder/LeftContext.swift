/// The words just committed before the caret, after which the first word of a new composition is
/// scored (我们 + `qu` → 去, not 区). Empty means the start of a sentence, the context-free case.
public struct LeftContext: Hashable, Sendable {
    /// The words (lexicon or user words), oldest first; at most `capacity` are kept.
    public private(set) var words: [WordID]

    /// How many words of context are kept (the model's order minus one is enough).
    public static let capacity = 2

    /// The start of a sentence: no context.
    public static let sentenceStart = LeftContext()

    /// A context of words, oldest first (only the last `capacity` are kept; markers and the
    /// sentence start `<s>` are dropped).
    public init(words: [WordID] = []) {
        self.words = Array(words.filter { $0.rawValue > 0 }.suffix(Self.capacity))
    }

    /// The context that committed `text` leaves: the lexicon words that end it, found by
    /// longest match from the end. Text that ends in anything but a Han character (punctuation,
    /// a space, a letter, a line break) starts a new clause, so it gives the sentence start.
    public init(text: String, lexicon: Lexicon) {
        self.init(text: text, lexicon: lexicon, longestWord: lexicon.longestWord(endingWith:))
    }

    /// The same, with `longestWord` finding the longest lexicon word that ends some UTF-16 units
    /// (the lexicon's scan, or an index over it).
    init(text: String, lexicon: Lexicon, longestWord: ([UInt16]) -> Int32?) {
        var units = Array(text.utf16.suffix(LeftContext.capacity * Lexicon.longestWordLength))
        var found: [WordID] = []
        while found.count < Self.capacity, let last = units.last, LeftContext.isHan(last),
              let word = longestWord(units) {
            found.insert(.lexicon(word), at: 0)
            units.removeLast(lexicon.length(of: word))
        }
        self.init(words: found)
    }

    /// Whether this is the sentence start.
    public var isSentenceStart: Bool { words.isEmpty }

    /// The context after committing `words` too.
    public func appending(_ more: [WordID]) -> LeftContext {
        LeftContext(words: words + more)
    }

    /// The model history the next word is scored after: the last two words when there are two,
    /// the last one alone (what came before it is unknown), or the sentence start.
    public func history(in model: LanguageModel) -> LanguageModel.History {
        switch words.count {
        case 0: return model.history(-1, 0)
        case 1: return model.history(-1, words[0].rawValue)
        default: return model.history(words[words.count - 2].rawValue, words[words.count - 1].rawValue)
        }
    }

    static func isHan(_ unit: UInt16) -> Bool {
        (0x3400...0x9FFF).contains(unit) || (0xF900...0xFAFF).contains(unit) || (0xD800...0xDBFF).contains(unit)
            || (0xDC00...0xDFFF).contains(unit) || unit == 0x3007
    }
}

extension Lexicon {
    /// The longest word the lexicon spells, in UTF-16 units (words are at most 8 characters).
    public static let longestWordLength = 16

    /// The longest lexicon word whose text ends `units` (UTF-16), or nil (the lowest id of that
    /// text). A look-up in the file's table of words by text (`Lexicon.TextTable`, the 粤拼 data's)
    /// when it has one; else a linear pass over the word table comparing code units, without
    /// building strings or an index: about 0.3 ms for the pinyin lexicon (`bench engine` times a
    /// context of two words), so it runs once when a composition starts, never per keystroke.
    public func longestWord(endingWith units: [UInt16]) -> Int32? {
        let found = mainLongestWord(endingWith: units)
        guard let supplement, let new = supplement.words.mainLongestWord(endingWith: units),
              length(of: new + supplement.base) > found.map(length(of:)) ?? 0 else { return found }
        return new + supplement.base
    }

    private func mainLongestWord(endingWith units: [UInt16]) -> Int32? {
        if let index = WordTextIndex(fileWordsOf: self) { return index.longestWord(endingWith: units) }
        return scannedLongestWord(endingWith: units)
    }

    /// The longest of the file's own words whose text ends `units`, found by the linear pass.
    func scannedLongestWord(endingWith units: [UInt16]) -> Int32? {
        guard let lastUnit = units.last, wordCount > 1 else { return nil }
        var best: Int32?
        var bestLength = 0
        // One sequential pass: a word's end is the next word's start, and its last unit decides
        // almost every word (one in thousands ends with the same character) before its length.
        var start = Int(wordOffsets[1])
        for word in 1..<wordCount {
            let end = Int(wordOffsets[word + 1])
            defer { start = end }
            guard end > start, wordText[end - 1] == lastUnit else { continue }
            let length = end - start
            guard length > bestLength, length <= units.count else { continue }
            var position = end - 2, index = units.count - 2
            var matches = true
            while position >= start {
                if wordText[position] != units[index] { matches = false; break }
                position -= 1
                index -= 1
            }
            if matches {
                best = Int32(word)
                bestLength = length
            }
        }
        return best
    }
}
