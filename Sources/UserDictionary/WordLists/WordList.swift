import Foundation
import ChineseEngine

/// A skipped entry of an import: where it is (a line, or an entry of a binary list, from 1), its text and why.
public struct WordListProblem: Hashable, Sendable, CustomStringConvertible {
    /// The line's or entry's number, from 1.
    public var line: Int
    /// `line` for a text list, `entry` for a binary one.
    public var unit: String
    /// The entry as read, cut to 80 characters (and `…`).
    public var text: String
    /// Why it was skipped, in words.
    public var reason: String

    /// `text` is kept to its first 80 characters (a report quotes a line, not a 350,000-character word).
    public init(line: Int, unit: String = "line", text: String, reason: String) {
        self.line = line
        self.unit = unit
        self.text = text.count > 80 ? String(text.prefix(80)) + "…" : text
        self.reason = reason
    }

    /// `line N: reason: text`.
    public var description: String { "\(unit) \(line): \(reason): \(text)" }
}

/// What reading a word list gave: the words of every good entry, and the entries skipped.
public struct WordList: Hashable, Sendable {
    /// The most problems kept (`skipped` counts them all): a report of a million bad lines stays small.
    public static let problemsKept = 1_000

    /// The words of the entries read, in file order.
    public var words: [UserWord]
    /// The first `problemsKept` entries skipped, in file order.
    public var problems: [WordListProblem]
    /// How many entries were skipped in all.
    public var skipped: Int
    /// How many words got a reading guessed from the engine's lexicon (a list with no readings).
    public var guessed: Int
    /// The format read (`WordListFormat.name`), empty when read from text by layout.
    public var format: String
    /// The syllables readings are checked against: the lexicon's a list is read over (粤拼's
    /// jyutping for a Cantonese dictionary), Mandarin pinyin without one.
    var inventory = SyllableInventory.mandarin

    /// A list of these words and problems (empty by default).
    public init(words: [UserWord] = [], problems: [WordListProblem] = [], format: String = "") {
        self.words = words
        self.problems = problems
        skipped = problems.count
        guessed = 0
        self.format = format
    }

    /// Reads `text` in `layout`; a bad line is recorded in `problems` and the rest is read on.
    /// Words are marked `.imported`.
    public init(parsing text: String, layout: WordListTextLayout) {
        var stream = Stream(layout: layout)
        for line in Self.lines(of: text) { stream.read(.success(line)) }
        self = stream.finish()
    }

    /// Reads a file's UTF-8 bytes in `layout`: a line that is not valid UTF-8 is a problem (never
    /// read with replacement characters), like any other bad line.
    public init(parsing data: Data, layout: WordListTextLayout) {
        var stream = Stream(layout: layout)
        for line in Self.lines(of: data) { stream.read(line) }
        self = stream.finish()
    }

    /// Adds `word` read at `place` (from 1), checked by the user-word rules, marked `.imported`
    /// (`.guessed` when its reading was guessed); a word that breaks them is skipped with the
    /// reason, and the entry as shown and the reason are returned (nil: added).
    @discardableResult
    mutating func add(_ word: UserWord, at place: Int, unit: String) -> (text: String, reason: String)? {
        // The task reading it was cancelled (the playground's uploader left): no more work; the caller throws.
        guard !Task.isCancelled else { return nil }
        var word = word
        // Lists may carry tones as a digit after each syllable (rime-cantonese's `gaa1 jan4`); the
        // dictionary keeps readings toneless: a digit after a spelling of the inventory is dropped.
        word.syllables = word.syllables.map { syllable in
            let stem = String(syllable.dropLast())
            let toned = syllable.count > 1 && syllable.last.map { "123456".contains($0) } == true && inventory.id(of: stem) != nil
            let toneless = toned ? stem : syllable
            return inventory.aliases[toneless] ?? toneless
        }
        if let reason = UserWord.problem(text: word.text, syllables: word.syllables, inventory: inventory) ?? UserWord.problem(weight: word.weight) {
            let skipped = (text: "\(word.syllables.joined(separator: "'")) \(word.text)", reason: Self.explained(reason, word.text))
            skip(at: place, unit: unit, text: skipped.text, reason: skipped.reason)
            return skipped
        }
        if word.source != .guessed { word.source = .imported } else { guessed += 1 }
        words.append(word)
        return nil
    }

    /// Records an entry skipped at `place`.
    mutating func skip(at place: Int, unit: String, text: String, reason: String) {
        skipped += 1
        if problems.count < Self.problemsKept { problems.append(WordListProblem(line: place, unit: unit, text: text, reason: reason)) }
    }

    /// The user-word rule's reason, said for an import: Latin letters inside a Han word are named as such.
    static func explained(_ reason: String, _ text: String) -> String {
        let letters = text.contains { $0.isASCII && $0.isLetter }
        let han = text.contains { UserWord.isHan($0) }
        return letters && han ? "mixes Han characters and Latin letters (not yet a user word)" : reason
    }

    /// A line's text, or why it has none (its bytes are not UTF-8: the failure keeps them shown lossily).
    enum Line { case success(String), invalidUTF8(shown: String, offset: Int) }

    /// The lines of `data` (`\n` or `\r\n`; a leading byte-order mark dropped), each checked to be UTF-8.
    static func lines(of data: Data) -> [Line] {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line -> Line in
            let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            if let text = String(validating: line, as: UTF8.self) { return .success(text) }
            return .invalidUTF8(shown: String(decoding: line, as: UTF8.self), offset: Self.firstInvalidByte(line))
        }
        if let last = lines.last, case .success("") = last { lines.removeLast() }
        return lines
    }

    /// The offset of the first byte of `bytes` that does not begin a valid UTF-8 sequence (one
    /// pass); the word lists' and the phrase lists' readers both report it.
    static func firstInvalidByte(_ bytes: some Sequence<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput, .error: return offset
            }
        }
    }

    /// The lines of `text` (`\n` or `\r\n`; a leading byte-order mark dropped).
    static func lines(of text: String) -> [String] {
        // "\r\n" is one Character: split at it as at "\n".
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A weight without a needless `.0` (`3`, `2.5`).
    public static func weightText(_ weight: Double) -> String {
        weight == weight.rounded() && abs(weight) < 1e15 ? String(Int64(weight)) : String(weight)
    }
}
