/// The chat-text codec: `encode` turns emoji into `[名称]` tags (😂 → `[笑哭了]`), `decode` turns
/// known tags back into emoji; unknown tags stay text. Text that already looks like a known tag
/// is escaped with a backslash (`\[笑哭了]`), so `decode(encode(s)) == s` for every string.
/// Backslashes elsewhere are left alone, so ordinary pasted text decodes as expected.
public struct EmojiTagCodec: Sendable {
    /// The names the codec writes and reads.
    public let vocabulary: EmojiTagVocabulary
    /// Whether line breaks inside brackets are ignored when reading a name (`[笑\n哭了]` → 😂).
    public let joinsLineBreaks: Bool

    /// A codec over `vocabulary`, reading names across line breaks unless told not to.
    public init(vocabulary: EmojiTagVocabulary, joinsLineBreaks: Bool = true) {
        self.vocabulary = vocabulary
        self.joinsLineBreaks = joinsLineBreaks
    }

    /// The default codec: the catalogue's Chinese names.
    public init(catalogue: EmojiCatalogue) {
        self.init(vocabulary: .chineseNames(catalogue))
    }

    private var scanner: EmojiTagScanner { EmojiTagScanner(vocabulary: vocabulary, joinsLineBreaks: joinsLineBreaks) }

    /// Text for a server or the pasteboard: each emoji the vocabulary names becomes `[name]`.
    public func encode(_ text: String) -> String {
        // Built as an array of scalars: appending to a String.UnicodeScalarView emoji by emoji made
        // encoding super-linear (250 KB of emoji took 12 s).
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(text.unicodeScalars.underestimatedCount)
        let scanner = self.scanner
        var literal: [Unicode.Scalar] = []
        func flushLiteral(beforeTag: Bool) {
            var copied = 0
            for token in scanner.tokens(in: literal, 0..<literal.count) where token.emoji != nil {
                // A run of k backslashes before a literal known tag is written as 2k + 1.
                let runStart = token.open - token.backslashes
                output.append(contentsOf: literal[copied..<runStart])
                output.append(contentsOf: repeatElement("\\", count: 2 * token.backslashes + 1))
                output.append(contentsOf: literal[token.open...token.close])
                copied = token.close + 1
            }
            var trailing = 0
            if beforeTag {
                while trailing < literal.count - copied, literal[literal.count - 1 - trailing] == "\\" { trailing += 1 }
            }
            output.append(contentsOf: literal[copied..<(literal.count - trailing)])
            // k backslashes before an emitted tag are written as 2k.
            output.append(contentsOf: repeatElement("\\", count: 2 * trailing))
            literal.removeAll(keepingCapacity: true)
        }
        for character in text {
            if let name = vocabulary.name(of: character) {
                flushLiteral(beforeTag: true)
                output.append("[")
                output.append(contentsOf: name.unicodeScalars)
                output.append("]")
            } else {
                literal.append(contentsOf: character.unicodeScalars)
            }
        }
        flushLiteral(beforeTag: false)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: output)
        return String(result)
    }

    /// Text for display: each known `[name]` becomes its emoji; unknown tags stay as they are.
    public func decode(_ text: String) -> String {
        decodeReportingSpans(text).text
    }

    /// `decode`, plus where each inserted emoji sits in the decoded text (for drawing images).
    public func decodeReportingSpans(_ text: String) -> (text: String, emoji: [EmojiTextSpan]) {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var inserted: [(range: Range<Int>, emoji: String, name: String)] = []
        var outputCount = 0
        var copied = 0
        func append<S: Sequence>(_ items: S) where S.Element == Unicode.Scalar {
            for scalar in items {
                output.append(scalar)
                outputCount += 1
            }
        }
        for token in scanner.tokens(in: scalars, 0..<scalars.count) {
            guard let emoji = token.emoji else { continue }
            let runStart = token.open - token.backslashes
            append(scalars[copied..<runStart])
            append(repeatElement("\\", count: token.backslashes / 2))
            if token.isEscaped {
                append(scalars[token.open...token.close])
            } else {
                let start = outputCount
                append(emoji.unicodeScalars)
                inserted.append((start..<outputCount, emoji, token.name))
            }
            copied = token.close + 1
        }
        append(scalars[copied...])
        let decoded = String(output)
        guard !inserted.isEmpty else { return (decoded, []) }
        let offsets = TextOffsets(decoded)
        let spans = inserted.map { item in
            let ranges = offsets.ranges(item.range)
            return EmojiTextSpan(kind: .emoji(item.emoji, name: item.name), utf16Range: ranges.utf16, graphemeRange: ranges.graphemes)
        }
        return (decoded, spans)
    }

    /// Every emoji the vocabulary names and every bracket token in `text`, in order, with
    /// UTF-16 and grapheme ranges (a tag's range covers its brackets).
    public func spans(in text: String) -> [EmojiTextSpan] {
        let scalars = Array(text.unicodeScalars)
        var found: [(range: Range<Int>, kind: EmojiTextSpan.Kind)] = []
        for token in scanner.tokens(in: scalars, 0..<scalars.count) {
            found.append((token.open..<(token.close + 1), .tag(name: token.name, emoji: token.isEscaped ? nil : token.emoji)))
        }
        var offset = 0
        for character in text {
            let count = character.unicodeScalars.count
            if let name = vocabulary.name(of: character) {
                found.append((offset..<(offset + count), .emoji(String(character), name: name)))
            }
            offset += count
        }
        found.sort { $0.range.lowerBound < $1.range.lowerBound }
        let offsets = TextOffsets(text)
        return found.map { item in
            let ranges = offsets.ranges(item.range)
            return EmojiTextSpan(kind: item.kind, utf16Range: ranges.utf16, graphemeRange: ranges.graphemes)
        }
    }
}
