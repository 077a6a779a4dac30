import Emoji
import Foundation

/// `shurufa emoji`: Emoji search and the [名称] codec (search, encode, decode).
enum EmojiCommand: CLICommand {
    static let name = "emoji"
    static let summary = "Emoji search and the [名称] codec (search, encode, decode)."

    static let usage = """
        usage: shurufa emoji search QUERY [--limit N] [--max-version V]
               shurufa emoji encode [--vocabulary zh|en|FILE]   (stdin → stdout)
               shurufa emoji decode [--vocabulary zh|en|FILE] [--no-line-joins]   (stdin → stdout)
        FILE holds one `name<TAB>emoji` per line, added over the Chinese names (WeChat style).
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let action = arguments.first else { throw UsageError(usage) }
        var reader = ArgumentReader(Array(arguments.dropFirst()))
        switch action {
        case "search":
            let limit = try reader.option("--limit").map { text -> Int in
                guard let value = Int(text), value > 0 else { throw UsageError("--limit needs a positive number, not \(text)") }
                return value
            } ?? 20
            let maximum = try reader.option("--max-version").map { text -> EmojiVersion in
                guard let version = EmojiVersion(text) else { throw UsageError("--max-version needs a version like 15.1, not \(text)") }
                return version
            }
            let query = try reader.positionals().joined(separator: " ")
            guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("search needs a QUERY\n" + usage) }
            return try search(query, limit: limit, maximumVersion: maximum)
        case "encode", "decode":
            let vocabulary = try reader.option("--vocabulary") ?? "zh"
            let joins = !reader.flag("--no-line-joins")
            guard try reader.positionals().isEmpty else { throw UsageError("\(action) reads stdin and takes no arguments\n" + usage) }
            let codec = EmojiTagCodec(vocabulary: try loadVocabulary(vocabulary), joinsLineBreaks: joins)
            let input = FileHandle.standardInput.readDataToEndOfFile()
            // Validated as it is: Foundation's String(data:encoding:) drops a leading BOM.
            guard let text = String(validating: input, as: UTF8.self) else {
                printError("shurufa emoji \(action): standard input is not valid UTF-8")
                return 1
            }
            let output = action == "encode" ? codec.encode(text) : codec.decode(text)
            FileHandle.standardOutput.write(Data(output.utf8))
            return 0
        case "help", "-h", "--help":
            print(usage)
            return 0
        default:
            throw UsageError("unknown action '\(action)'\n" + usage)
        }
    }

    static func search(_ query: String, limit: Int, maximumVersion: EmojiVersion?) throws -> Int32 {
        let catalogue = try EmojiCatalogue.bundled()
        let results = EmojiSearchIndex(catalogue: catalogue).search(query, limit: limit, maximumVersion: maximumVersion)
        guard !results.isEmpty else {
            printError("shurufa emoji: no emoji matches '\(query)'")
            return 1
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
