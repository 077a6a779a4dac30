import Foundation
import ChineseEngine

/// The line layouts of the text word lists (whatever their encoding, see `TextEncoding`).
public enum WordListTextLayout: String, Hashable, Sendable, CaseIterable, Codable {
    /// Ours: `词<TAB>pin yin<TAB>weight` lines (weight optional); `#` starts a comment line.
    case plain
    /// Rime's `*.dict.yaml`: a YAML header between `---` and `...`, then `词<TAB>pin yin<TAB>weight`
    /// lines (the header's `columns:` may reorder them).
    case rime
    /// The text exports of 搜狗, QQ and 百度: `pin'yin 词` lines (a leading `'`, a trailing count,
    /// and QQ's `, …` after it are accepted).
    case keyboard
    /// Google Pinyin's export: `词<TAB>count<TAB>pin yin`.
    case columns
    /// Gboard's `dictionary.txt`: `pinyin<TAB>词<TAB>zh-CN` after `# Gboard Dictionary version:1`.
    case gboard
    /// One word a line and no reading: each character gets its likeliest reading from the
    /// engine's lexicon, and the word is marked `.guessed`.
    case words
}

/// Reads a word list line by line (the state is Rime's header and its column order).
struct WordListReader {
    /// Why a line was skipped.
    struct Problem: Error { var reason: String }

    /// A Rime column.
    enum Column: String { case text, code, weight, stem }

    let layout: WordListTextLayout
    let guide: ReadingGuide?
    private(set) var inHeader = false
    private var headerDone = false
    private var readingColumns = false
    private var columns: [Column] = [.text, .code, .weight]

    init(layout: WordListTextLayout, guide: ReadingGuide?) {
        self.layout = layout
        self.guide = guide
    }

    /// The word on `line`, nil for a blank, comment or header line.
    mutating func read(_ line: String) throws -> UserWord? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if layout == .rime {
            if inHeader {
                readHeader(line, trimmed)
                return nil
            }
            if !headerDone, trimmed == "---" {
                inHeader = true
                return nil
            }
        }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        switch layout {
        case .plain: return try tabbed(line, columns: [.text, .code, .weight])
        case .rime: return try tabbed(line, columns: columns)
        case .keyboard: return try keyboardLine(trimmed)
        case .columns: return try tabbed(line, columns: [.text, .weight, .code])
        case .gboard: return try gboardLine(line)
        case .words: return try guessedLine(trimmed)
        }
    }

    private mutating func readHeader(_ line: String, _ trimmed: String) {
        if trimmed == "..." {
            inHeader = false
            headerDone = true
            return
        }
        if trimmed.hasPrefix("columns:") {
            readingColumns = true
            columns = []
            return
        }
        if readingColumns {
            if trimmed.hasPrefix("- "), let column = Column(rawValue: trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)) {
                columns.append(column)
                return
            }
            readingColumns = false
            if columns.isEmpty { columns = [.text, .code, .weight] }
        }
    }

    private func tabbed(_ line: String, columns: [Column]) throws -> UserWord {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        func field(_ column: Column) -> String? {
            guard let index = columns.firstIndex(of: column), index < fields.count, !fields[index].isEmpty else { return nil }
            return fields[index]
        }
        guard let text = field(.text) else { throw Problem(reason: "no word") }
        guard let code = field(.code) else { throw Problem(reason: "no pinyin (expected 词<TAB>pin yin)") }
        var weight = 1.0
        if let given = field(.weight) { weight = try Self.weight(given) }
        return try word(text, Self.syllables(code, separators: " '"), weight: weight)
    }

    private func keyboardLine(_ line: String) throws -> UserWord {
        var fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard fields.count >= 2 else { throw Problem(reason: "expected pin'yin 词") }
        var weight = 1.0
        // QQ writes `pin'yin 词 count, pin'yin count …`: what follows the count's comma is other readings' counts.
        if fields.count >= 3, fields[2].hasSuffix(",") || fields.count == 3 {
            let count = fields[2].hasSuffix(",") ? String(fields[2].dropLast()) : fields[2]
            if let value = Double(count), UserWord.problem(weight: value) == nil {
                weight = value
                fields.removeSubrange(2...)
            }
        }
        guard fields.count == 2 else { throw Problem(reason: "expected pin'yin 词 (one word, no spaces)") }
        return try word(fields[1], Self.syllables(fields[0], separators: "'"), weight: weight)
    }

    private func gboardLine(_ line: String) throws -> UserWord {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else { throw Problem(reason: "expected pinyin<TAB>词<TAB>zh-CN") }
        if fields.count > 2, !fields[2].isEmpty, !fields[2].lowercased().hasPrefix("zh") {
            throw Problem(reason: "locale \(fields[2].prefix(20)) is not Chinese")
        }
        let code = fields[0].lowercased()
        let syllables: [String]
        if code.contains(" ") || code.contains("'") {
            syllables = Self.syllables(code, separators: " '")
        } else {
            let count = fields[1].count
            guard let split = PinyinSplitter.split(code, into: count, text: fields[1], guide: guide) else {
                throw Problem(reason: "\"\(code.prefix(40))\" is not \(count) pinyin syllable\(count == 1 ? "" : "s")")
            }
            syllables = split
        }
        return try word(fields[1], syllables, weight: 1)
    }

    private func guessedLine(_ line: String) throws -> UserWord {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let text = fields.first else { throw Problem(reason: "no word") }
        var weight = 1.0
        if fields.count == 2 { weight = try Self.weight(fields[1]) }
        guard fields.count <= 2 else { throw Problem(reason: "expected one word a line") }
        guard let guide else { throw Problem(reason: "no reading (and no lexicon to guess one from)") }
        guard let syllables = guide.reading(of: text) else { throw Problem(reason: "no reading, and the lexicon knows none for every character") }
        var guessed = try word(text, syllables, weight: weight)
        guessed.source = .guessed
        return guessed
    }

    private func word(_ text: String, _ syllables: [String], weight: Double) throws -> UserWord {
        guard !syllables.isEmpty else { throw Problem(reason: "no pinyin") }
        return UserWord(text: text, syllables: syllables, weight: weight, source: .imported)
    }

    private static func weight(_ given: String) throws -> Double {
        let number = given.hasSuffix("%") ? String(given.dropLast()) : given
        guard let value = Double(number), UserWord.problem(weight: value) == nil else {
            throw Problem(reason: "weight \"\(given.prefix(40))\" is not a number in 0…\(Int(UserWord.weightRange.upperBound))")
        }
        return value
    }

    /// Spellings split at `separators`, lower-cased, ü written v.
    static func syllables(_ code: String, separators: String) -> [String] {
        code.lowercased().replacingOccurrences(of: "ü", with: "v")
            .split(whereSeparator: { separators.contains($0) }).map(String.init)
    }
}
