import Foundation
import PinyinEngine

/// Reads a word list line by line (the state is Rime's header and its column order).
struct WordListReader {
    /// Why a line was skipped.
    struct Problem: Error { var reason: String }

    /// A Rime column.
    enum Column: String { case text, code, weight, stem }

    let format: WordListFormat
    private(set) var inHeader = false
    private var headerDone = false
    private var readingColumns = false
    private var columns: [Column] = [.text, .code, .weight]

    init(format: WordListFormat) { self.format = format }

    /// The word on `line`, nil for a blank, comment or header line.
    mutating func read(_ line: String) throws -> UserWord? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        switch format {
        case .plain:
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            return try tabbed(line, columns: [.text, .code, .weight])
        case .rime:
            if inHeader {
                readHeader(line, trimmed)
                return nil
            }
            if !headerDone, trimmed == "---" {
                inHeader = true
                return nil
            }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            return try tabbed(line, columns: columns)
        case .keyboard:
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            return try keyboardLine(trimmed)
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
        if let given = field(.weight) {
            let number = given.hasSuffix("%") ? String(given.dropLast()) : given
            guard let value = Double(number), UserWord.problem(weight: value) == nil else {
                throw Problem(reason: "weight \"\(given.prefix(40))\" is not a number in 0…\(Int(UserWord.weightRange.upperBound))")
            }
            weight = value
        }
        return try word(text, Self.syllables(code, separators: " '"), weight: weight)
    }

    private func keyboardLine(_ line: String) throws -> UserWord {
        var fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard fields.count >= 2 else { throw Problem(reason: "expected pin'yin 词") }
        var weight = 1.0
        if fields.count == 3, let count = Double(fields[2]), UserWord.problem(weight: count) == nil {
            weight = count
            fields.removeLast()
        }
        guard fields.count == 2 else { throw Problem(reason: "expected pin'yin 词 (one word, no spaces)") }
        return try word(fields[1], Self.syllables(fields[0], separators: "'"), weight: weight)
    }

    private func word(_ text: String, _ syllables: [String], weight: Double) throws -> UserWord {
        guard !syllables.isEmpty else { throw Problem(reason: "no pinyin") }
        if let reason = UserWord.problem(text: text, syllables: syllables) { throw Problem(reason: reason) }
        return UserWord(text: text, syllables: syllables, weight: weight)
    }

    /// Spellings split at `separators`, lower-cased, ü written v.
    static func syllables(_ code: String, separators: String) -> [String] {
        code.lowercased().replacingOccurrences(of: "ü", with: "v")
            .split(whereSeparator: { separators.contains($0) }).map(String.init)
    }
}
