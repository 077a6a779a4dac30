import ArgumentParser
import FileOutput
import Foundation
import KeyboardCore
import KeyboardUserDictionary
import UserDictionary

/// `shurufa phrases list|add|edit|move|remove|code|import|export --user-dict PATH`: the saved
/// phrases (常用语) in the user dictionary's file, as the keyboard's panel edits them. `add` takes
/// a phrase argument (`--code`, `--group`), or reads `text<TAB>code<TAB>group` lines from stdin
/// when given none, printing `ok TEXT` once each write is in the file (tests kill it mid-stream and
/// check every acknowledged phrase survived). A fresh file starts with a few default phrases.
struct PhrasesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrases",
        abstract: "Saved phrases (常用语): list|add|edit|move|remove|code|import|export --user-dict PATH.",
        discussion: """
            list: id<TAB>text<TAB>code<TAB>group (\\t \\n \\\\ escaped). add [TEXT] [--code dz] [--group 地址] (no TEXT: lines
            text<TAB>code<TAB>group on stdin). edit ID [--text T] [--code C] [--group G]. move ID INDEX. remove ID.
            code LETTERS: the phrases that short code offers in the bar. import FILE (- for stdin): the same lines; a bad line is
            reported with its number and skipped (--strict: nothing added). export [FILE]: every phrase (stdout without FILE).
            Lines end at \\n or \\r\\n and hold at most \(PhraseList.maximumLineBytes) bytes; a store keeps at most
            \(QuickPhraseRules.maximumPhrases) phrases of at most \(QuickPhraseRules.maximumLength) characters \
            (\(QuickPhraseRules.maximumScalars) scalars, \(QuickPhraseRules.maximumBytes) bytes). list, code and export open the file read-only.
            """
    )

    @OptionGroup var userDictionary: UserDictionaryArguments
    @Option(help: "add/edit: the short code that offers the phrase in the candidate bar (a-z).") var code: String?
    @Option(help: "add/edit: the group the phrase is listed under (default 常用).") var group: String?
    @Option(help: "edit: the new text.") var text: String?
    @OptionGroup var transfer: TransferFlags
    @OptionGroup var options: EngineOptions

    func validate() throws {
        try userDictionary.validateAction(of: "phrases", among: ["list", "add", "edit", "move", "remove", "code", "import", "export"])
    }

    func run() throws {
        if ["list", "code", "export"].contains(userDictionary.action) {
            // Reading only: opened read-only, so no byte of the file changes and a 0444 file is read.
            return try finish(try read(userDictionary.action, userDictionary.arguments,
                                       from: try openUserDictionary(userDictionary.path, options: options, access: .readOnly)))
        }
        let dictionary = try openUserDictionary(userDictionary.path, options: options)
        let book = QuickPhraseBook(store: UserDictionaryPhraseStore(dictionary))
        if let error = book.lastError { throw CommandFailure("\(error)") }
        try finish(try perform(userDictionary.action, userDictionary.arguments, book: book, dictionary: dictionary))
    }

    private func perform(_ action: String, _ arguments: [String], book: QuickPhraseBook, dictionary: UserDictionary) throws -> Int32 {
        switch action {
        case "add":
            if !arguments.isEmpty {
                guard arguments.count == 1 else { throw UsageError("phrases add takes one phrase (quote it), or lines on stdin") }
                return add(arguments[0], code: code ?? "", group: group ?? QuickPhraseRules.defaultGroup, to: book) ? 0 : 1
            }
            var failures: Int32 = 0
            var reader = BoundedLineReader(limit: PhraseList.maximumLineBytes)
            while let line = reader.nextBytes() {
                let read: PhraseList.Line
                switch line {
                case .tooLong: read = .problem(reason: "longer than \(PhraseList.maximumLineBytes) bytes", text: "")
                case .bytes(let bytes):
                    read = PhraseList.read(line: bytes, number: reader.lineNumber, defaultGroup: group ?? QuickPhraseRules.defaultGroup) { _ in nil }
                }
                switch read {
                case .phrase(let phrase):
                    guard !add(phrase.text, code: phrase.code.isEmpty ? (code ?? "") : phrase.code, group: phrase.group, to: book) else { continue }
                    failures += 1
                    // A full store refuses every line after: the rest of stdin is not read (nor refused one by one).
                    if book.phrases.count >= QuickPhraseRules.maximumPhrases {
                        printError("shurufa phrases add: line \(reader.lineNumber): the store is full; stopped reading stdin")
                        return 1
                    }
                case .skipped: break
                case let .problem(reason, _):
                    printError("shurufa phrases add: line \(reader.lineNumber): \(reason)")
                    failures += 1
                }
            }
            return failures == 0 ? 0 : 1
        case "edit":
            let id = try identifier(arguments, count: 1)
            guard var phrase = book.phrases.first(where: { $0.id == id }) else { throw CommandFailure("no phrase \(id)") }
            if let text { phrase.text = text }
            if let code { phrase.code = code }
            if let group { phrase.group = group }
            try book.update(phrase)
        case "move":
            let id = try identifier(arguments, count: 2)
            guard let index = Int(arguments[1]), index >= 0 else { throw UsageError("phrases move ID INDEX: INDEX is 0 or more") }
            guard book.phrases.contains(where: { $0.id == id }) else { throw CommandFailure("no phrase \(id)") }
            book.move(id, to: index)
        case "remove":
            let id = try identifier(arguments, count: 1)
            guard book.phrases.contains(where: { $0.id == id }) else { throw CommandFailure("no phrase \(id)") }
            book.remove(id)
        default:
            return try importPhrases(arguments, into: dictionary)
        }
        if let error = book.lastError { throw CommandFailure("\(error)") }
        return 0
    }

    /// `list`, `code` and `export`, over a dictionary opened read-only.
    private func read(_ action: String, _ arguments: [String], from dictionary: UserDictionary) throws -> Int32 {
        let phrases = try dictionary.phrases()
        switch action {
        case "list":
            for phrase in phrases {
                print([String(phrase.id), PhraseList.escape(phrase.text), phrase.code, PhraseList.escape(phrase.group)].joined(separator: "\t"))
            }
        case "code":
            guard arguments.count == 1 else { throw UsageError("phrases code takes the letters of one short code") }
            let code = arguments[0].lowercased()
            for phrase in phrases where phrase.code == code { print(PhraseList.escape(phrase.text)) }
        default:
            guard arguments.count <= 1 else { throw UsageError("phrases export takes at most one file") }
            let text = PhraseList.render(phrases)
            if let file = arguments.first, file != "-" {
                let output = OutputPath(file, force: transfer.force, notSameAs: [dictionary.path])
                try output.check()
                try output.write(Data(text.utf8))
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        }
        return 0
    }

    /// Adds one phrase, acknowledging it with `ok TEXT` once it is in the file.
    private func add(_ text: String, code: String, group: String, to book: QuickPhraseBook) -> Bool {
        do {
            try book.add(text: text, code: code, group: group)
            FileHandle.standardOutput.write(Data("ok \(PhraseList.escape(text))\n".utf8))
            return true
        } catch {
            printError("shurufa phrases add: \(error)")
            return false
        }
    }

    private func identifier(_ arguments: [String], count: Int) throws -> Int64 {
        guard arguments.count == count, let id = Int64(arguments[0]) else {
            throw UsageError("give the phrase's id (see phrases list)\(count == 2 ? " and the index to move it to" : "")")
        }
        return id
    }

    private func importPhrases(_ files: [String], into dictionary: UserDictionary) throws -> Int32 {
        guard !files.isEmpty else { throw UsageError("phrases import needs a file (- for stdin)") }
        var phrases: [StoredPhrase] = []
        var skipped = 0
        let limit = QuickPhraseRules.maximumPhrases
        for file in files {
            let descriptor = file == "-" ? STDIN_FILENO : open(file, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw CommandFailure("cannot read \(file): \(String(cString: strerror(errno)))") }
            defer { if descriptor != STDIN_FILENO { close(descriptor) } }
            // Line by line, each at most `PhraseList.maximumLineBytes`: memory is bounded whatever the input.
            var reader = BoundedLineReader(limit: PhraseList.maximumLineBytes, descriptor: descriptor)
            while let line = reader.nextBytes() {
                let read: PhraseList.Line
                switch line {
                case .tooLong: read = .problem(reason: "longer than \(PhraseList.maximumLineBytes) bytes", text: "")
                case .bytes(let bytes):
                    read = PhraseList.read(line: bytes, number: reader.lineNumber, defaultGroup: group ?? QuickPhraseRules.defaultGroup) {
                        QuickPhraseRules.problem(text: $0.text, code: $0.code, group: $0.group)
                    }
                }
                switch read {
                case .phrase(let phrase):
                    guard phrases.count < limit else {
                        printError("\(file):\(reader.lineNumber): more than \(limit) phrases, the most a store keeps; nothing imported")
                        return 1
                    }
                    phrases.append(phrase)
                case .skipped: break
                case let .problem(reason, text):
                    printError("\(file):\(reader.lineNumber): \(reason)\(text.isEmpty ? "" : ": \(text)")")
                    skipped += 1
                }
            }
        }
        if transfer.strict && skipped > 0 {
            printError("shurufa: nothing imported (--strict): \(skipped) bad line\(skipped == 1 ? "" : "s")")
            return 1
        }
        do {
            try dictionary.addPhrases(phrases, limit: limit)
        } catch let error as UserDictionaryError {
            throw CommandFailure("\(error)")
        }
        print("imported \(phrases.count) phrases, \(skipped) lines skipped")
        return skipped == 0 ? 0 : 1
    }
}
