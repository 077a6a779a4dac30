import ArgumentParser
import FileOutput
import Foundation
import ChineseEngine
import UserDictionary

/// `dict import|export|hot`: word lists in and out (every format of `WordListFormats`: 搜狗 .scel,
/// QQ .qcel/.qpyd, 百度 .bdict/.bcd, Gboard, text in UTF-8/UTF-16/GB18030, Rime, ours) and hot-word
/// feeds (JSON or TSV).
extension DictCommand {
    /// `dict import FILE…`: each bad entry is reported as `FILE:LINE: reason` (`FILE: entry N:` in a
    /// binary list): not a reading, Latin letters, over `UserWord.maximumCharacters`, a weight
    /// outside `UserWord.weightRange`; the good entries of every file are added in one transaction —
    /// or, with `strict`, nothing when any entry is bad. A file that cannot be read as a whole
    /// (truncated, lying counts, an unsafe zip, too large, not a word list) adds nothing from any
    /// file. Every file is read before the dictionary is opened (`open`), so a refusal leaves it
    /// untouched byte for byte. Exit 1 when anything was skipped or refused.
    static func importWords(files: [String], format: String?, strict: Bool, lexicon: Lexicon,
                            open: () throws -> UserDictionary) throws -> Int32 {
        guard !files.isEmpty else { throw UsageError("dict import needs a file (- for stdin)") }
        let chosen = try format.map { name -> any WordListFormat in
            guard let known = WordListFormats.named(name) else { throw UsageError(WordListError.unknownFormat(name).description) }
            return known
        }
        var words: [UserWord] = []
        var skipped = 0
        var summaries: [String] = []
        for file in files {
            let list: WordList
            do {
                list = try WordList(reading: try input(file), format: chosen, lexicon: lexicon)
            } catch let error as WordListError {
                printError(escapingInvisible("shurufa: \(file): \(error)"))
                printError("shurufa: nothing imported")
                return 1
            }
            // The entries' text comes from the file: shown escaped, never as terminal controls.
            for problem in list.problems {
                printError(escapingInvisible(problem.unit == "line" ? "\(file):\(problem.line): \(problem.reason): \(problem.text)"
                                                                    : "\(file): entry \(problem.line): \(problem.reason): \(problem.text)"))
            }
            if list.skipped > list.problems.count { printError("\(file): … and \(list.skipped - list.problems.count) more skipped") }
            skipped += list.skipped
            words += list.words
            let guessed = list.guessed > 0 ? ", \(list.guessed) readings guessed from the lexicon" : ""
            summaries.append("\(list.words.count) words from \(file) (\(list.format)), \(list.skipped) skipped\(guessed)")
        }
        if strict && skipped > 0 {
            printError("shurufa: nothing imported (--strict): \(skipped) bad entr\(skipped == 1 ? "y" : "ies")")
            return 1
        }
        try open().add(words)
        for summary in summaries { print("imported " + summary) }
        return skipped == 0 ? 0 : 1
    }

    /// A file to import (`-`: stdin, spooled to an unlinked 0600 temporary file as it arrives,
    /// refused past `WordListInput.maximumBytes`: the readers seek, and memory stays one chunk).
    static func input(_ file: String) throws -> WordListInput {
        guard file == "-" else { return try WordListInput(contentsOf: URL(fileURLWithPath: file)) }
        return try WordListInput.spooling(FileHandle.standardInput)
    }

    /// `dict export [FILE]`: the user's words, heaviest first, in `format` (else told from FILE's
    /// name: `.dict.yaml` is Rime, `.zip` Gboard; plain otherwise), to FILE or stdout.
    static func exportWords(file: String?, format: String?, force: Bool, from dictionary: UserDictionary) throws -> Int32 {
        let output = file.flatMap { $0 == "-" ? nil : OutputPath($0, force: force, notSameAs: [dictionary.path]) }
        try output?.check()
        let chosen: any WordListExportFormat
        if let format {
            guard let known = WordListFormats.exportFormat(named: format) else {
                throw UsageError("dict export writes \(WordListFormats.exportable.map(\.name).joined(separator: ", ")), not \(format)")
            }
            chosen = known
        } else {
            chosen = file.map(WordListFormats.exportFormat(forFileName:)) ?? WordListFormats.exportable[0]
        }
        var name = "shurufa_user"
        if let file, chosen.exportExtension == "dict.yaml" {
            let base = URL(fileURLWithPath: file).lastPathComponent
            if let range = base.range(of: ".dict.yaml"), range.lowerBound != base.startIndex { name = String(base[..<range.lowerBound]) }
        }
        let data = try chosen.export(try dictionary.words(), name: name)
        if let output {
            try output.write(data)
        } else {
            FileHandle.standardOutput.write(data)
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
        String(decoding: try readData(file), as: UTF8.self)
    }

    /// The largest hot-word feed read, in bytes (a feed holds hundreds of words, a few KB).
    static let feedByteLimit = 16 << 20

    /// A feed file's bytes (`-`: stdin), refused past `feedByteLimit` as soon as it passes it.
    static func readData(_ file: String) throws -> Data {
        if file != "-" {
            // As `dict import` does: a FIFO or a device would block the open, or never end.
            var info = stat()
            guard stat(file, &info) == 0 else { throw CommandFailure("cannot read \(file): \(String(cString: strerror(errno)))") }
            guard info.st_mode & S_IFMT == S_IFREG else { throw CommandFailure("cannot read \(file): not a regular file") }
        }
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
