import ArgumentParser
import Foundation
import UserDictionary

/// `dict import|export|hot`: word lists in and out (plain, Rime, the keyboards' `pin'yin 词`) and
/// hot-word feeds (JSON or TSV).
extension DictCommand {
    /// `dict import FILE…`: every good line becomes a word (one transaction per file); each bad line
    /// is reported as `FILE:LINE: reason` and skipped. Exit 1 when any line was skipped.
    static func importWords(files: [String], format: WordListFormat?, into dictionary: UserDictionary) throws -> Int32 {
        guard !files.isEmpty else { throw UsageError("dict import needs a file (- for stdin)") }
        var skipped = 0
        for file in files {
            let text = try readText(file)
            let chosen = format ?? WordListFormat.guess(path: file == "-" ? nil : file, text: text)
            let list = WordList(parsing: text, format: chosen)
            for problem in list.problems { printError("\(file):\(problem.line): \(problem.reason): \(problem.text)") }
            skipped += list.problems.count
            try dictionary.add(list.words)
            print("imported \(list.words.count) words from \(file) (\(chosen.rawValue)), \(list.problems.count) lines skipped")
        }
        return skipped == 0 ? 0 : 1
    }

    /// `dict export [FILE]`: the user's words in `format` (guessed from FILE's name: `.dict.yaml`
    /// is Rime; plain otherwise), to FILE or stdout.
    static func exportWords(file: String?, format: WordListFormat?, from dictionary: UserDictionary) throws -> Int32 {
        let chosen = format ?? (file.map { WordListFormat.guess(path: $0, text: "") } ?? .plain)
        var name = "shurufa_user"
        if let file, chosen == .rime {
            let base = URL(fileURLWithPath: file).lastPathComponent
            if let range = base.range(of: ".dict.yaml"), range.lowerBound != base.startIndex { name = String(base[..<range.lowerBound]) }
        }
        let text = WordList.render(try dictionary.words(), format: chosen, name: name)
        if let file, file != "-" {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                throw CommandFailure("cannot write \(file): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        return 0
    }

    /// `dict hot [FEED]`: installs a feed (replacing the installed one; an older version is
    /// refused), or with no feed lists the live hot words.
    static func hot(files: [String], dictionary: UserDictionary) throws -> Int32 {
        guard let file = files.first else {
            let formatter = ISO8601DateFormatter()
            for entry in try dictionary.hotWords() {
                print("\(entry.text)\t\(entry.syllables.joined(separator: " "))\t\(WordList.weightText(entry.weight))\t\(formatter.string(from: entry.expires))")
            }
            return 0
        }
        guard files.count == 1 else { throw UsageError("dict hot takes one feed file") }
        let feed = try HotWordFeed(data: Data(readText(file).utf8))
        for problem in feed.problems { printError("\(file):\(problem.line): \(problem.reason): \(problem.text)") }
        let refused = try dictionary.replaceHotWords(with: feed)
        for entry in refused { printError("\(file): skipped \(entry.text) (\(entry.syllables.joined(separator: " "))): not a pinyin reading") }
        print("hot words: feed version \(feed.version), \(feed.entries.count - refused.count) installed, \(feed.problems.count + refused.count) skipped")
        return feed.problems.isEmpty && refused.isEmpty ? 0 : 1
    }

    static func readText(_ file: String) throws -> String {
        if file == "-" { return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) }
        guard let data = FileManager.default.contents(atPath: file) else { throw CommandFailure("cannot read \(file)") }
        return String(decoding: data, as: UTF8.self)
    }
}
