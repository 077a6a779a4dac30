import Foundation

extension Language {
    /// The file naming a data folder's language.
    public static let fileName = "language.txt"

    /// The language of the data folder `directory`, as its `language.txt` declares it (one `field
    /// value` a line, `#` a comment; the header of `Data/language.txt` says the fields); a folder
    /// without one holds the engine's default language, Mandarin pinyin's files (`declared(in:)` tells them apart).
    /// A field it does not know, a file it does not know or a malformed value is an error naming the line.
    public init(directory: String) throws {
        self = try Self.declared(in: directory)
            ?? Language(name: SyllableInventory.mandarin.name, inventory: SyllableInventory.mandarin.name, converter: .script, directory: directory)
    }

    /// The language `directory`'s `language.txt` declares; nil when it has none.
    public static func declared(in directory: String) throws -> Language? {
        let path = directory + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ChineseEngineError.unreadableFile(path: path, reason: "unreadable or not UTF-8")
        }
        return try Language(text: text, origin: path, directory: directory)
    }

    /// The language `text` declares (a `language.txt`); `origin` names it in errors.
    public init(text: String, origin: String = Language.fileName, directory: String? = nil) throws {
        func fail(_ line: Int, _ reason: String) -> ChineseEngineError { .corruptFile(path: origin, reason: "line \(line): \(reason)") }
        var values: [String: (line: Int, value: String)] = [:]
        var mergers: [SoundMergers.Rule] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty else { continue }
            let parts = content.split(separator: " ", maxSplits: 1)
            let name = String(parts[0])
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            guard Self.fields.contains(name) else { throw fail(line, "unknown field '\(name)' (see Data/language.txt's header)") }
            guard !value.isEmpty else { throw fail(line, "'\(name)' has no value") }
            if name == "merge" {
                guard let rule = SoundMergers.Rule(value) else {
                    throw fail(line, "a merger is `merge NAME initial|final|final-ending A B [A B…]`, '-' for no initial")
                }
                guard !mergers.contains(where: { $0.name == rule.name }) else { throw fail(line, "merger '\(rule.name)' is declared twice") }
                mergers.append(rule)
                continue
            }
            guard values[name] == nil else { throw fail(line, "'\(name)' is given twice") }
            values[name] = (line, value)
        }
        func component(_ field: String) throws -> DataComponent? {
            guard let (line, value) = values[field] else { return nil }
            guard let known = DataComponent.named(value) else { throw fail(line, "'\(value)' is not a data file the engine knows") }
            return known
        }
        guard let name = values["name"]?.value else { throw fail(0, "no 'name'") }
        guard let inventory = values["inventory"]?.value else { throw fail(0, "no 'inventory'") }
        var files: [DataComponent]?
        if let (line, value) = values["files"] {
            files = try value.split(separator: " ").map { word in
                guard let known = DataComponent.named(String(word)) else { throw fail(line, "'\(word)' is not a data file the engine knows") }
                return known
            }
        }
        var scripts: [ChineseScript] = [.simplified]
        if let (line, value) = values["scripts"] {
            scripts = try value.split(separator: " ").map { word in
                guard let script = ChineseScript(rawValue: String(word)) else { throw fail(line, "'\(word)' is not simplified, traditional, tw or hk") }
                return script
            }
        }
        var sentenceEnd: Float?
        if let (line, value) = values["sentence-end"] {
            guard let weight = Float(value), weight >= 0 else { throw fail(line, "'sentence-end \(value)': expected a number, 0 or more") }
            sentenceEnd = weight
        }
        self.init(name: name, inventory: inventory, files: files, scripts: scripts, converter: try component("converter"),
                  simplifier: try component("simplifier"), characterFrequencies: try component("characters"), mergers: mergers,
                  sentenceEndWeight: sentenceEnd, directory: directory)
    }

    /// The fields a `language.txt` may give.
    static let fields: Set<String> = ["name", "inventory", "files", "scripts", "converter", "simplifier", "characters", "merge", "sentence-end"]
}
