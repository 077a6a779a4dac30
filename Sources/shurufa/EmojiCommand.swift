import ArgumentParser
import Emoji
import Foundation

/// `shurufa emoji`: Emoji search and the [名称] codec (search, encode, decode).
struct EmojiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emoji",
        abstract: "Emoji search and the [名称] codec (search, encode, decode).",
        subcommands: [EmojiSearchCommand.self, EmojiCodecCommand<Encode>.self, EmojiCodecCommand<Decode>.self]
    )

    static func search(_ query: String, limit: Int, maximumVersion: EmojiVersion?) throws -> Int32 {
        let catalogue = try EmojiCatalogue.bundled()
        let results = EmojiSearchIndex(catalogue: catalogue).search(query, limit: limit, maximumVersion: maximumVersion)
        guard !results.isEmpty else {
            throw CommandFailure("no emoji matches '\(query)'")
        }
        for result in results {
            let entry = result.entry
            print([entry.value, entry.chineseName, entry.englishName, "E\(entry.version)", result.match.rawValue]
                .joined(separator: "\t"))
        }
        return 0
    }

    static func loadVocabulary(_ name: String) throws -> EmojiTagVocabulary {
        let catalogue = try EmojiCatalogue.bundled()
        switch name {
        case "zh": return .chineseNames(catalogue)
        case "en": return .englishNames(catalogue)
        default:
            let text: String
            do {
                text = try String(contentsOfFile: name, encoding: .utf8)
            } catch {
                throw UsageError("--vocabulary \(name): not zh, en or a readable UTF-8 file")
            }
            var custom = EmojiTagVocabulary()
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = line.hasSuffix("\r") ? line.dropLast() : line
                if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
                let fields = line.split(separator: "\t")
                guard fields.count == 2 else {
                    throw UsageError("\(name):\(number + 1): expected `name<TAB>emoji`, got \"\(line)\"")
                }
                do {
                    try custom.add(name: String(fields[0]), emoji: String(fields[1]))
                } catch {
                    throw UsageError("\(name):\(number + 1): \(error)")
                }
            }
            return EmojiTagVocabulary.chineseNames(catalogue).merging(custom)
        }
    }
}

/// `shurufa emoji search QUERY [--limit N] [--max-version V]`.
struct EmojiSearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Emoji by name, pinyin, alias or keyword.")

    @Argument(help: "Words to search for.")
    var query: [String] = []
    @Option(help: "Most results.")
    var limit: Int = 20
    @Option(name: .customLong("max-version"), help: "Leave out emoji newer than this version, e.g. 15.1 (default: none left out).")
    var maxVersion: String?

    func run() throws {
        guard limit > 0 else { throw UsageError("--limit needs a positive number, not \(limit)") }
        let maximum = try maxVersion.map { text -> EmojiVersion in
            guard let version = EmojiVersion(text) else { throw UsageError("--max-version needs a version like 15.1, not \(text)") }
            return version
        }
        let text = query.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("search needs a QUERY") }
        _ = try EmojiCommand.search(text, limit: limit, maximumVersion: maximum)
    }
}

/// The direction of `emoji encode` / `emoji decode`.
protocol EmojiCodecDirection {
    static var name: String { get }
    static var abstract: String { get }
    static func apply(_ codec: EmojiTagCodec, _ text: String) -> String
}

/// Emoji → [名称].
enum Encode: EmojiCodecDirection {
    static let name = "encode"
    static let abstract = "Emoji on stdin to [名称] tags on stdout (a literal [ is escaped)."
    static func apply(_ codec: EmojiTagCodec, _ text: String) -> String { codec.encode(text) }
}

/// [名称] → emoji.
enum Decode: EmojiCodecDirection {
    static let name = "decode"
    static let abstract = "[名称] tags on stdin to emoji on stdout."
    static func apply(_ codec: EmojiTagCodec, _ text: String) -> String { codec.decode(text) }
}

/// `shurufa emoji encode|decode [--vocabulary zh|en|FILE] [--no-line-joins]`: stdin → stdout.
struct EmojiCodecCommand<Direction: EmojiCodecDirection>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Direction.name, abstract: Direction.abstract,
            discussion: "FILE holds one `name<TAB>emoji` per line, added over the Chinese names (WeChat style).")
    }

    @Option(help: "zh, en or a FILE of `name<TAB>emoji` lines.")
    var vocabulary: String = "zh"
    @Flag(name: .customLong("no-line-joins"), help: "Do not join a tag split across a line break.")
    var noLineJoins = false

    func run() throws {
        let codec = EmojiTagCodec(vocabulary: try EmojiCommand.loadVocabulary(vocabulary), joinsLineBreaks: !noLineJoins)
        let input = FileHandle.standardInput.readDataToEndOfFile()
        // Validated as it is: Foundation's String(data:encoding:) drops a leading BOM.
        guard let text = String(validating: input, as: UTF8.self) else {
            throw CommandFailure("standard input is not valid UTF-8")
        }
        FileHandle.standardOutput.write(Data(Direction.apply(codec, text).utf8))
    }
}
