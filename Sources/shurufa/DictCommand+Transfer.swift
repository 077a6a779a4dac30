import ArgumentParser
import FileOutput
import Foundation
import UserDictionary

/// `dict import|export|hot`: word lists in and out (plain, Rime, the keyboards' `pin'yin 词`) and
/// hot-word feeds (JSON or TSV).
extension DictCommand {
    /// `dict import FILE…`: each bad line is reported as `FILE:LINE: reason` (not UTF-8, not Han
    /// characters with one syllable each, over `UserWord.maximumCharacters`, a weight outside
    /// `UserWord.weightRange`); the good lines of every file are added in one transaction — or,
    /// with `strict`, nothing when any line is bad. Exit 1 when any line was bad.
    static func importWords(files: [String], format: WordListFormat?, strict: Bool, into dictionary: UserDictionary) throws -> Int32 {
        guard !files.isEmpty else { throw UsageError("dict import needs a file (- for stdin)") }
        var words: [UserWord] = []
        var skipped = 0
        var summaries: [String] = []
        for file in files {
            let (list, chosen) = try readWordList(file, format: format)
            for problem in list.problems { printError("\(file):\(problem.line): \(problem.reason): \(problem.text)") }
            skipped += list.problems.count
            words += list.words
            summaries.append("\(list.words.count) words from \(file) (\(chosen.rawValue)), \(list.problems.count) lines skipped")
        }
        if strict && skipped > 0 {
            printError("shurufa: nothing imported (--strict): \(skipped) bad line\(skipped == 1 ? "" : "s")")
            return 1
        }
        try dictionary.add(words)
        for summary in summaries { print("imported " + summary) }
        return skipped == 0 ? 0 : 1
    }

    /// `dict export [FILE]`: the user's words in `format` (guessed from FILE's name: `.dict.yaml`
    /// is Rime; plain otherwise), to FILE or stdout.
    static func exportWords(file: String?, format: WordListFormat?, force: Bool, from dictionary: UserDictionary) throws -> Int32 {
        let output = file.flatMap { $0 == "-" ? nil : OutputPath($0, force: force, notSameAs: [dictionary.path]) }
        try output?.check()
        let chosen = format ?? (file.map { WordListFormat.guess(path: $0, text: "") } ?? .plain)
        var name = "shurufa_user"
        if let file, chosen == .rime {
            let base = URL(fileURLWithPath: file).lastPathComponent
            if let range = base.range(of: ".dict.yaml"), range.lowerBound != base.startIndex { name = String(base[..<range.lowerBound]) }
        }
        let text = WordList.render(try dictionary.words(), format: chosen, name: name)
        if let output {
            try output.write(Data(text.utf8))
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

    /// The longest line `dict import` reads, in bytes (a word has at most 32 characters).
    static let importLineLimit = 65_536

    /// Reads `file` (`-`: stdin) line by line through the bounded line reader (memory stays bounded
    /// whatever arrives: `< /dev/zero` is one refused line), in `format` or the one its first
    /// 50 lines suggest (`WordListFormat.guess`).
    static func readWordList(_ file: String, format: WordListFormat?) throws -> (WordList, WordListFormat) {
        let descriptor = file == "-" ? STDIN_FILENO : open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CommandFailure("cannot read \(file): \(String(cString: strerror(errno)))") }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var reader = BoundedLineReader(limit: importLineLimit, descriptor: descriptor)
        var held: [BoundedLineReader.RawLine] = []
        let chosen: WordListFormat
        if let format {
            chosen = format
        } else {
            while held.count < 50, let line = reader.nextBytes() { held.append(line) }
            var first = Data()
            for line in held {
                if case .bytes(let bytes) = line { first.append(contentsOf: bytes) }
                first.append(UInt8(ascii: "\n"))
            }
            chosen = WordListFormat.guess(path: file == "-" ? nil : file, data: first)
        }
        var stream = WordList.Stream(format: chosen)
        func take(_ line: BoundedLineReader.RawLine) {
            switch line {
            case .bytes(let bytes): stream.read(line: bytes)
            case .tooLong: stream.tooLong(limit: importLineLimit)
            }
        }
        held.forEach(take)
        while let line = reader.nextBytes() { take(line) }
        return (stream.finish(), chosen)
    }

    static func readText(_ file: String) throws -> String {
        String(decoding: try readData(file), as: UTF8.self)
    }

    /// The largest hot-word feed read, in bytes (a feed holds hundreds of words, a few KB).
    static let feedByteLimit = 16 << 20

    /// A feed file's bytes (`-`: stdin), refused past `feedByteLimit` as soon as it passes it.
    static func readData(_ file: String) throws -> Data {
        let handle = file == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: file)
        guard let handle else { throw CommandFailure("cannot read \(file)") }
        defer { if file != "-" { try? handle.close() } }
        var data = Data()
        while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
            data.append(chunk)
            guard data.count <= feedByteLimit else { throw CommandFailure("\(file) is larger than \(feedByteLimit >> 20) MB; not a hot-word feed") }
        }
        return data
    }
}
