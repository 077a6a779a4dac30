/// The English word being typed, read from the text before the caret: the trailing run of ASCII
/// letters and apostrophes (`'`, `’`) that starts the text or follows a space, an opening
/// bracket, quote or dash, or Chinese text. Letters glued to anything else (`a@b`, `x.com`, `3rd`) are no word the
/// bar completes or corrects.
public struct EnglishWordInProgress: Hashable, Sendable {
    /// The text before the word (the engine's context).
    public var before: String
    /// The word as the document shows it ("" when none).
    public var word: String
    /// The word as the engine reads it (curly apostrophes straight).
    public var typed: String { word.replacingOccurrences(of: "’", with: "'") }
    /// Whether the text before the caret ends in something that is not a word (`a@b`, `3rd`).
    public var isGlued: Bool

    /// The word at the end of `text`.
    public init(text: String) {
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let character = text[previous]
            guard (character.isASCII && character.isLetter) || character == "'" || character == "’" else { break }
            start = previous
        }
        // A leading apostrophe is an opening quote, not part of the word.
        while start < text.endIndex, text[start] == "'" || text[start] == "’" { start = text.index(after: start) }
        let glue = start > text.startIndex ? text[text.index(before: start)] : nil
        isGlued = glue.map { !($0.isWhitespace || "([{“‘\"'’—–-".contains($0) || (!$0.isASCII && !$0.isLetter && !$0.isNumber) || Self.isHan($0)) } ?? false
        before = isGlued ? text : String(text[..<start])
        word = isGlued ? "" : String(text[start...])
    }

    /// Whether typing `text` ends the word before it as the space bar does (it is corrected and
    /// learned): sentence and clause punctuation and closing brackets and quotes. An apostrophe,
    /// a hyphen, `@`, `/` or a digit may go on inside a word (`don't`, `e-mail`, `a@b`), so they do not.
    static func ends(with text: String) -> Bool {
        text.count == 1 && text.first.map { ".,!?;:)]}\"”…".contains($0) } == true
    }

    /// Whether `character` is a Han character (a word right after Chinese text is English again).
    private static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x3400...0x9FFF).contains($0.value) || (0x20000...0x2FFFF).contains($0.value) } ?? false
    }

    /// The engine's context: the last 200 characters before the word, from a word's start — the
    /// same for every letter of the word (the engine reads the text's words once per text).
    static func context(before text: Substring) -> String {
        let inWord = { (character: Character) in (character.isASCII && character.isLetter) || character == "'" || character == "’" }
        var window = text.suffix(201)
        guard window.count > 200, let cut = window.popFirst() else { return String(window) }
        // A word the window cuts is not read.
        while inWord(cut), let first = window.first, inWord(first) { window = window.dropFirst() }
        return String(window)
    }
}
