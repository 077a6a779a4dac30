import ArgumentParser
import Foundation
import ChineseEngine
import UserDictionary

/// `shurufa dict add|remove|list|learn|learned --user-dict PATH`: the user dictionary from the command
/// line. `add` and `remove` take `词 pin'yin` (or `词 "pin yin"`) arguments, or read
/// `词<TAB>pin yin[<TAB>weight]` lines from stdin when given none, printing `ok 词` once each
/// write is in the file (tests kill it mid-stream and check every acknowledged word survived).
/// With `--jyutping` the words are Cantonese, read in 粤拼 (`佢哋 keoi5dei6`, tones optional) and
/// kept with the dictionary's Cantonese words (what `convert --jyutping --user-dict` decodes with).
/// `learn` reads the same lines and learns each as one pick. `import FILE…`, `export [FILE]` and
/// `hot [FEED]` are in `DictCommand+Transfer.swift`. `set-aside` lists the rows kept apart because
/// they could not be read (`UserDictionary.setAsideRows()`).
struct DictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dict",
        abstract: "The user dictionary: add|remove|list|learn|learned|import|export|hot|set-aside --user-dict PATH [词 pin'yin … | FILE] (no word: lines 词<TAB>pin yin on stdin).",
        discussion: """
            import FILE…: word lists, the format told from the bytes (--format to force it): scel (搜狗 .scel, QQ .qcel), qpyd (QQ),
            bdict (百度 .bdict/.bcd), gboard (Gboard's zip or dictionary.txt), text in UTF-8/UTF-16/GB18030 as plain (词<TAB>pin yin<TAB>weight),
            rime (*.dict.yaml), keyboard (pin'yin 词 [count]), columns (词<TAB>count<TAB>pin yin), words (no reading: guessed from the
            lexicon); a bad entry is reported with its place and skipped (--strict: nothing is added); a file unreadable as a whole
            (truncated, lying counts, an unsafe zip, over 256 MB) adds nothing. export [FILE]: the user's words, heaviest first
            (--format plain, rime, gboard (a zip) or keyboard; told from FILE's name; stdout without FILE). hot [FEED]: installs a hot-word feed (JSON, or TSV 词<TAB>pin yin<TAB>weight<TAB>expiry<TAB>version);
            an older version is refused; without FEED, lists the live hot words. set-aside: sets aside the rows that cannot be read (a value
            not of its column's kind) and lists every row kept apart, table<TAB>rowid<TAB>when<TAB>problem<TAB>the SQL that puts it back (\\t \\n \\\\ escaped).
            """
    )

    @OptionGroup var userDictionary: UserDictionaryArguments
    @Option(help: "Weight of added words, ≥ 0 (default: a stdin line's weight, else 1).") var weight: Double?
    @Option(help: "import format (scel, qcel, qpyd, bdict, bcd, gboard, text, plain, rime, keyboard, columns, words) or export format (plain, rime, gboard, keyboard); told from the file when not given.") var format: String?
    @OptionGroup var transfer: TransferFlags
    @Flag(help: "The words are Cantonese, read in 粤拼 (jyutping, tones 1–6 optional): add, remove, list, learn, learned, import and export act on the dictionary's Cantonese words.")
    var jyutping = false
    @OptionGroup var data: DataOptions

    func validate() throws {
        try userDictionary.validateAction(of: "dict", among: ["add", "remove", "list", "learn", "learned", "import", "export", "hot", "set-aside"])
        if let format, WordListFormats.named(format) == nil {
            throw UsageError("--format is one of \(WordListFormats.all.map(\.name).joined(separator: ", ")) (qcel, bcd alike)")
        }
        if let weight, let problem = UserWord.problem(weight: weight) { throw UsageError("--weight: \(problem)") }
        if jyutping, userDictionary.action == "hot" { throw UsageError("hot words are Mandarin's: dict hot takes no --jyutping") }
    }

    func run() throws {
        try finish(Self.run(action: userDictionary.action, positionals: userDictionary.arguments, path: userDictionary.path, weight: weight,
                            format: format, force: transfer.force, strict: transfer.strict, jyutping: jyutping, data: data))
    }

    static func run(action: String, positionals: [String], path: String, weight: Double?, format: String?,
                    force: Bool, strict: Bool, jyutping: Bool, data: DataOptions) throws -> Int32 {
        // The engine whose lexicon the dictionary is opened over: its inventory is what readings are checked against.
        let engine = try data.makeEngine(schema: jyutping ? .jyutping : .pinyin)
        // An import reads every file before the dictionary is opened: a refused file leaves it unopened, byte for byte.
        if action == "import" {
            return try importWords(files: positionals, format: format, strict: strict, lexicon: engine.lexicon) {
                try engine.openUserDictionary(path, access: .readWrite)
            }
        }
        // What only reads opens the file read only: it changes no byte, and a 0444 dictionary is listed.
        let reads = ["list", "learned", "export"].contains(action) || (action == "hot" && positionals.isEmpty)
        let dictionary = try engine.openUserDictionary(path, access: reads ? .readOnly : .readWrite)
        switch action {
        case "list":
            for word in try dictionary.words() {
                print("\(word.text)\t\(word.pinyin)\t\(word.weight)\t\(word.source.rawValue)")
            }
            return 0
        case "learned":
            for (word, count) in try dictionary.learnedWords() {
                print("\(word.text)\t\(word.syllables.joined(separator: " "))\t\(count)")
            }
            return 0
        case "export":
            guard positionals.count <= 1 else { throw UsageError("dict export takes at most one file") }
            return try exportWords(file: positionals.first, format: format, force: force, from: dictionary)
        case "hot":
            return try hot(files: positionals, dictionary: dictionary)
        case "set-aside":
            // Opening for writing set aside what could not be read (and said so); every row kept apart, oldest first.
            for row in try dictionary.setAsideRows() {
                let when = row.setAside.map { String(format: "%.0f", $0.timeIntervalSince1970) } ?? "in place"
                print("\(row.table)\t\(row.rowID)\t\(when)\t\(PhraseList.escape(row.problem))\t\(PhraseList.escape(row.restoringSQL))")
            }
            return 0
        case "add", "remove", "learn":
            var failures: Int32 = 0
            for entry in try entries(positionals, jyutping: jyutping) {
                do {
                    let (text, syllables, lineWeight) = try entry.get()
                    switch action {
                    case "add":
                        try dictionary.add(UserWord(text: text, syllables: syllables, weight: weight ?? lineWeight ?? 1))
                    case "remove":
                        try dictionary.remove(text: text, syllables: syllables)
                    default:
                        try dictionary.learn(words: [LearnedWord(text: text, syllables: syllables)])
                    }
                    FileHandle.standardOutput.write(Data("ok \(text)\n".utf8))
                } catch {
                    printError("shurufa dict \(action): \(error)")
                    failures += 1
                }
            }
            return failures == 0 ? 0 : 1
        default:
            throw UsageError("unknown dict action \(action) (add, remove, list, learn, learned, import, export, hot, set-aside)")
        }
    }

    /// The words to act on: `词 pin'yin` pairs from the arguments, else stdin lines (jyutping readings with `jyutping`).
    static func entries(_ positionals: [String], jyutping: Bool = false) throws -> AnySequence<Result<(String, [String], Double?), Error>> {
        if !positionals.isEmpty {
            guard positionals.count.isMultiple(of: 2) else { throw UsageError("give words as pairs: 词 pin'yin") }
            let pairs = stride(from: 0, to: positionals.count, by: 2).map { index in
                Result<(String, [String], Double?), Error> {
                    (positionals[index], try syllables(positionals[index + 1], line: nil, jyutping: jyutping), nil)
                }
            }
            return AnySequence(pairs)
        }
        // Lines of at most 4 KiB (`CommandLineInput.textLimit`): memory stays bounded whatever arrives.
        var reader = BoundedLineReader(limit: CommandLineInput.textLimit)
        return AnySequence(AnyIterator {
            guard let read = reader.next() else { return nil }
            let current = reader.lineNumber
            guard case .text(let line) = read else {
                return .failure(UsageError("line \(current): longer than \(CommandLineInput.textLimit) bytes"))
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Result {
                guard fields.count >= 2 else { throw UsageError("line \(current): expected 词<TAB>pin yin") }
                let weight = fields.count > 2 ? Double(fields[2]) : nil
                return (fields[0], try syllables(fields[1], line: current, jyutping: jyutping), weight)
            }
        })
    }

    /// `pin'yin`, `pin yin` or `pin-yin` to syllables; with `jyutping`, 粤拼 whose tones (1–6, or
    /// rime-cantonese's v x q) are dropped and also separate syllables (`keoi5dei6` → keoi dei).
    static func syllables(_ reading: String, line: Int?, jyutping: Bool = false) throws -> [String] {
        let lowered = reading.lowercased()
        let tones = jyutping ? Schema.jyutping.syllableTones : nil
        let result = (tones?.toneless(lowered) ?? lowered).split(whereSeparator: { " '-".contains($0) }).map(String.init)
        guard !result.isEmpty else { throw UsageError("\(line.map { "line \($0): " } ?? "")no \(jyutping ? "jyutping" : "pinyin")") }
        return result
    }
}
