import Foundation

extension HotWordFeed {
    /// Reads a TSV feed: `词<TAB>pin yin<TAB>weight<TAB>expiry<TAB>feed version` lines, the expiry
    /// as ISO 8601 (`2026-12-01T00:00:00Z`), a day (`2026-12-01`, UTC midnight) or seconds since
    /// 1970; `#` starts a comment. Every line names the same version; a bad line (or one of another
    /// version) is skipped and listed in `problems`. A feed with no good line is an error.
    public init(tsv text: String) throws {
        var version: Int?
        var entries: [Entry] = []
        var problems: [WordListProblem] = []
        var number = 0
        for line in WordList.lines(of: text) {
            number += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            func skip(_ reason: String) { problems.append(WordListProblem(line: number, text: line, reason: reason)) }
            guard fields.count == 5 else { skip("expected 5 fields (词, pinyin, weight, expiry, version), found \(fields.count)"); continue }
            guard !fields[0].isEmpty else { skip("no word"); continue }
            let syllables = WordListReader.syllables(fields[1], separators: " '")
            guard !syllables.isEmpty else { skip("no pinyin"); continue }
            guard let weight = Double(fields[2]), weight.isFinite, weight >= 0 else { skip("weight \"\(fields[2])\" is not a number ≥ 0"); continue }
            guard let expires = Self.date(fields[3]) else { skip("expiry \"\(fields[3])\" is not a date"); continue }
            guard let lineVersion = Int(fields[4]) else { skip("version \"\(fields[4])\" is not a whole number"); continue }
            if let version, version != lineVersion {
                skip("version \(lineVersion) differs from the feed's \(version)")
                continue
            }
            version = lineVersion
            entries.append(Entry(text: fields[0], syllables: syllables, weight: weight, expires: expires))
        }
        guard let version else {
            throw UserDictionaryError.badFeed(reason: "no hot word could be read" + (problems.first.map { " (\($0))" } ?? ""))
        }
        self.init(version: version, entries: entries)
        self.problems = problems
    }

    /// An ISO 8601 time, a day, or seconds since 1970.
    static func date(_ text: String) -> Date? {
        if let seconds = Double(text), seconds.isFinite { return Date(timeIntervalSince1970: seconds) }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)
    }
}
