/// What the text before the word tells the engine: the word just before (for word pairs) and
/// whether a sentence starts here (for capitals).
public struct EnglishContext: Hashable, Sendable {
    /// The last word before, in lower case (`""` when none).
    public var previousWord: String
    /// Whether the next word starts a sentence (nothing before, or after `.`, `!`, `?`, a new line).
    public var startsSentence: Bool

    /// The context `text` (what the field holds before the word) leaves.
    public init(text: String) {
        let bytes = Array(text.utf8.suffix(200))
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let last = end > 0 ? bytes[end - 1] : nil
        startsSentence = last == nil || [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "\n")].contains(last!)
        var start = end
        while start > 0, EnglishKey.isLetter(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "'") { start -= 1 }
        previousWord = String(decoding: bytes[start..<end].map(EnglishKey.lower), as: UTF8.self)
    }
}
