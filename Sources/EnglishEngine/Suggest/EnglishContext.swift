/// What the text before the word tells the engine: the words just before (for word pairs and
/// triples) and whether a sentence starts here (for capitals).
public struct EnglishContext: Hashable, Sendable {
    /// The last word before, in lower case (`""` when none).
    public var previousWord: String
    /// The word before `previousWord` in the same sentence, in lower case (`""` when none: the
    /// sentence starts with `previousWord`, or something other than a word or a space lies between).
    public var wordBeforePrevious: String
    /// Whether the next word starts a sentence (nothing before, or after `.`, `!`, `?`, a new line).
    public var startsSentence: Bool
    /// Whether `previousWord` starts its sentence (then the sentence's start is the word before it).
    public var previousStartsSentence: Bool

    /// The context `text` (what the field holds before the word) leaves.
    public init(text: String) {
        let bytes = Array(text.utf8.suffix(200))
        let last = Self.word(endingBefore: bytes.count, in: bytes)
        startsSentence = last.startsSentence
        previousWord = last.word
        if last.word.isEmpty {
            wordBeforePrevious = ""
            previousStartsSentence = false
        } else {
            let before = Self.word(endingBefore: last.startsAt, in: bytes)
            wordBeforePrevious = before.word
            previousStartsSentence = before.startsSentence
        }
    }

    /// The word that ends before `end` (spaces skipped; `""` when something else ends there),
    /// where it starts, and whether a sentence starts after what ends there.
    private static func word(endingBefore end: Int, in bytes: [UInt8]) -> (word: String, startsAt: Int, startsSentence: Bool) {
        var end = end
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let last = end > 0 ? bytes[end - 1] : nil
        let startsSentence = last == nil || [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "\n")].contains(last!)
        var start = end
        while start > 0, EnglishKey.isLetter(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "'") { start -= 1 }
        let word = String(decoding: bytes[start..<end].map(EnglishKey.lower), as: UTF8.self)
        return (word, start, startsSentence)
    }
}
