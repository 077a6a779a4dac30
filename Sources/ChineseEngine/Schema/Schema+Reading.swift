import Foundation

extension Schema {
    /// A list of schemas as a registry file declares them (`Data/schemas.txt`, whose header says
    /// the format): one block a schema, `schema ID` then one `field value` a line. Anything it
    /// does not understand is an error naming the file, the line and what was wrong.
    public struct Registry: Hashable, Sendable {
        /// The schemas, in the file's order.
        public let schemas: [Schema]

        /// Reads `text`; `origin` names it in errors.
        public init(text: String, origin: String = "schemas.txt") throws {
            var blocks: [(line: Int, id: String, fields: [(line: Int, name: String, value: String)])] = []
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = index + 1
                let content = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                    .trimmingCharacters(in: .whitespaces)
                guard !content.isEmpty else { continue }
                let parts = content.split(separator: " ", maxSplits: 1)
                let name = String(parts[0])
                let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
                if name == "schema" {
                    guard !value.isEmpty, !value.contains(" ") else { throw Self.error(origin, line, "a schema's id is one word") }
                    guard !blocks.contains(where: { $0.id == value }) else { throw Self.error(origin, line, "schema '\(value)' is declared twice") }
                    blocks.append((line, value, []))
                } else {
                    guard !blocks.isEmpty else { throw Self.error(origin, line, "'\(name)' before the first `schema ID` line") }
                    blocks[blocks.count - 1].fields.append((line, name, value))
                }
            }
            // Mapped, not appended: the array is as long as the schemas, with no room left from growing
            // (a schema is a large value, kept for the process's life).
            let schemas = try blocks.map { block -> Schema in
                var fields = Fields(origin: origin, start: block.line, id: block.id)
                for field in block.fields { try fields.add(field.name, field.value, line: field.line) }
                return try fields.schema()
            }
            for schema in schemas {
                for from in schema.entersFrom where !schemas.contains(where: { $0.id == from }) {
                    throw Self.error(origin, blocks.first { $0.id == schema.id }?.line ?? 0, "schema '\(schema.id)' is entered from '\(from)', which is not declared")
                }
            }
            self.schemas = schemas
        }

        /// The registry shipped with the engine (`Data/schemas.txt` of its resources).
        public static func bundled() throws -> Registry {
            guard let directory = ChineseEngine.bundledDataDirectory else {
                throw ChineseEngineError.unreadableFile(path: "ChineseEngine resources", reason: "the bundled data folder was not found")
            }
            let path = directory + "/schemas.txt"
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw ChineseEngineError.unreadableFile(path: path, reason: "missing or not UTF-8")
            }
            return try Registry(text: text, origin: path)
        }

        static func error(_ origin: String, _ line: Int, _ reason: String) -> ChineseEngineError {
            .corruptFile(path: origin, reason: "line \(line): \(reason)")
        }
    }
}

/// One block's fields as they are read, then checked as a whole.
private struct Fields {
    let origin: String
    let start: Int
    let id: String
    var values: [String: (line: Int, value: String)] = [:]
    var toneHints: [String: String] = [:]

    init(origin: String, start: Int, id: String) {
        self.origin = origin
        self.start = start
        self.id = id
    }

    static let known: Set<String> = [
        "name", "label", "kind", "layout", "script", "data", "enter", "inventory", "form", "spelling", "tones", "tone-hint", "table", "purpose",
        "labels", "wildcards", "longest", "rules", "completions", "next-first-margin", "keys-saved", "off-page", "whole-match", "note",
        "reading-lookup", "tone-table", "rank-by", "tone-digits", "tone-letters", "tone-after",
    ]

    mutating func add(_ name: String, _ value: String, line: Int) throws {
        guard Self.known.contains(name) else { throw fail(line, "unknown field '\(name)' (see the file's header)") }
        if name == "tone-hint" {
            let parts = value.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { throw fail(line, "a tone hint is `tone-hint KEY TEXT`") }
            toneHints[String(parts[0])] = String(parts[1])
            return
        }
        guard !value.isEmpty else { throw fail(line, "'\(name)' has no value") }
        guard values[name] == nil else { throw fail(line, "'\(name)' is given twice in schema '\(id)'") }
        values[name] = (line, value)
    }

    func fail(_ line: Int, _ reason: String) -> ChineseEngineError { Schema.Registry.error(origin, line, reason) }

    func required(_ name: String) throws -> String {
        guard let value = values[name]?.value else { throw fail(start, "schema '\(id)' has no '\(name)'") }
        return value
    }

    /// The value of `name` read by `read` (nil when absent); nil from `read` is an error naming `expected`.
    func optional<T>(_ name: String, _ expected: String, _ read: (String) -> T?) throws -> T? {
        guard let (line, value) = values[name] else { return nil }
        guard let result = read(value) else { throw fail(line, "'\(name) \(value)': expected \(expected)") }
        return result
    }

    func words(_ name: String, allowed: Set<String>) throws -> Set<String> {
        guard let (line, value) = values[name] else { return [] }
        let words = Set(value.split(separator: " ").map(String.init))
        if let unknown = words.subtracting(allowed).sorted().first {
            throw fail(line, "'\(unknown)' is not one of \(name)'s words (\(allowed.sorted().joined(separator: ", ")))")
        }
        return words
    }

    func number(_ name: String) throws -> Float? { try optional(name, "a number") { Float($0) } }

    func schema() throws -> Schema {
        let kindName = try required("kind")
        guard let kind = Schema.Kind(rawValue: kindName) else {
            throw fail(values["kind"]?.line ?? start, "kind '\(kindName)' is not syllables, code-table or handwriting")
        }
        let script = try optional("script", "simplified, traditional, tw or hk") { ChineseScript(rawValue: $0) } ?? .simplified
        let enter = try optional("enter", "a key then the ids of the schemas it is typed in") { value -> (Character, [String])? in
            let words = value.split(separator: " ").map(String.init)
            guard words.count > 1, words[0].count == 1 else { return nil }
            return (Character(words[0]), Array(words.dropFirst()))
        }
        let name = try required("name"), layout = try required("layout")
        let forKind: Set<String> = switch kind {
        case .syllables: ["inventory", "form", "spelling", "tones", "tone-table", "tone-digits", "tone-letters", "tone-after"]
        case .codeTable:
            ["table", "purpose", "labels", "wildcards", "longest", "rules", "completions", "next-first-margin", "keys-saved", "off-page",
             "whole-match", "note", "reading-lookup", "rank-by"]
        case .handwriting: []
        }
        let otherKind = Self.known.subtracting(forKind).subtracting(["name", "label", "kind", "layout", "script", "data", "enter", "tone-hint"])
        if let misplaced = values.filter({ otherKind.contains($0.key) }).min(by: { $0.value.line < $1.value.line }) {
            throw fail(misplaced.value.line, "'\(misplaced.key)' is not a field of a \(kind.rawValue) schema")
        }
        if kind != .syllables, !toneHints.isEmpty { throw fail(start, "a \(kind.rawValue) schema has no tone hints") }
        let label = values["label"]?.value
        switch kind {
        case .syllables:
            return Schema(id: id, name: name, label: label, kind: kind, inventory: try required("inventory"), form: try form(), spelling: try spelling(),
                          toneKeys: try tones(), syllableTones: try syllableTones(), toneKeyHints: toneHints, toneTable: try toneTable(), defaultScript: script,
                          layout: layout, dataFolder: values["data"]?.value,
                          entryKey: enter?.0, entersFrom: enter?.1 ?? [])
        case .codeTable:
            var rules = Schema.SpellingRules()
            rules.abbreviations = false
            return Schema(id: id, name: name, label: label, kind: kind, codes: try codes(), spelling: rules, defaultScript: script, layout: layout,
                          dataFolder: values["data"]?.value, entryKey: enter?.0, entersFrom: enter?.1 ?? [])
        case .handwriting:
            return Schema(id: id, name: name, label: label, kind: kind, defaultScript: script, layout: layout, dataFolder: values["data"]?.value)
        }
    }

    func form() throws -> Schema.FormName {
        let value = try required("form")
        let words = value.split(separator: " ")
        switch (words.first, words.count) {
        case ("pinyin", 1): return .pinyin
        case ("nine-key", 1): return .nineKey
        case ("zhuyin", 1): return .zhuyin
        case ("shuangpin", 2): return .shuangpin(String(words[1]))
        default: throw fail(values["form"]?.line ?? start, "form '\(value)' is not pinyin, nine-key, zhuyin or shuangpin NAME")
        }
    }

    func spelling() throws -> Schema.SpellingRules {
        let words = try words("spelling", allowed: ["fuzzy", "lazy", "abbreviations", "correction", "english", "gestures", "pinyin-tables"])
        var rules = Schema.SpellingRules()
        rules.fuzzyPinyin = words.contains("fuzzy")
        rules.lazySounds = words.contains("lazy")
        rules.abbreviations = words.contains("abbreviations")
        rules.correction = words.contains("correction")
        rules.readsEnglish = words.contains("english")
        rules.gestures = words.contains("gestures")
        rules.overInventory = !words.contains("pinyin-tables")
        return rules
    }

    func tones() throws -> Schema.ToneKeys {
        try optional("tones", "none, syllable-ending or marks") { value -> Schema.ToneKeys? in
            switch value {
            case "none": Schema.ToneKeys.none
            case "syllable-ending": .syllableEnding
            case "marks": .marks
            default: nil
            }
        } ?? Schema.ToneKeys.none
    }

    /// The `tone-table FILE` field: a tone table (`ToneTable`) in the data directory, opened when a tone is typed.
    func toneTable() throws -> DataComponent? {
        try optional("tone-table", "one file name") { value in
            value.contains(" ") ? nil : DataComponent.onDemand(value, ToneTable.kind, "the tones typed in schema \(id)")
        }
    }

    /// The keys of `tones syllable-ending` (`tone-digits FIRST-LAST`, `tone-letters L…`, `tone-after LETTERS`),
    /// required with it and refused without it.
    func syllableTones() throws -> SyllableTones? {
        let given = ["tone-digits", "tone-letters", "tone-after"].filter { values[$0] != nil }
        guard try tones() == .syllableEnding else {
            if let field = given.first { throw fail(values[field]!.line, "'\(field)' needs `tones syllable-ending`") }
            return nil
        }
        let digits = try optional("tone-digits", "FIRST-LAST, two digits") { value -> ClosedRange<Int>? in
            let ends = value.split(separator: "-").compactMap { Int($0) }
            return ends.count == 2 && ends[0] <= ends[1] && ends[1] <= 9 ? ends[0]...ends[1] : nil
        }
        guard let digits else { throw fail(start, "schema '\(id)' types tones after syllables and has no 'tone-digits'") }
        let letters = Set((values["tone-letters"]?.value ?? "").filter { $0 != " " })
        let after = Set((values["tone-after"]?.value ?? "").filter { $0 != " " })
        return SyllableTones(digits: digits, toneLetters: letters, finalLetters: after)
    }

    func codes() throws -> ShapeScheme {
        let table = try required("table").split(separator: " ")
        guard table.count == 2 else { throw fail(values["table"]?.line ?? start, "a table is `table FILE KIND`") }
        let component = DataComponent.onDemand(String(table[0]), String(table[1]), try required("purpose"))
        let labelText = try required("labels")
        let labels = labelText == "letters" ? Array("abcdefghijklmnopqrstuvwxyz") : Array(labelText.filter { $0 != " " })
        let wildcards = Set(try required("wildcards").split(separator: " ").map { Character(String($0)) })
        guard let longest = try optional("longest", "a whole number above 0", { Int($0).flatMap { $0 > 0 ? $0 : nil } }) else {
            throw fail(start, "schema '\(id)' has no 'longest'")
        }
        let rules = try words("rules", allowed: ["traditional", "commits-unique", "skips-passed"])
        var scheme = ShapeScheme(name: id, component: component, wildcards: wildcards, labels: labels, wordsOnlyWhole: true,
                                 isTraditional: rules.contains("traditional"), maximumCodeLength: longest,
                                 commitsUniqueCodes: rules.contains("commits-unique"))
        scheme.skipsPassedCompletions = rules.contains("skips-passed")
        scheme.completionPlaces = try optional("completions", "whole numbers above 0") { value -> [Int]? in
            let places = value.split(separator: " ").compactMap { Int($0) }
            return places.count == value.split(separator: " ").count && places.allSatisfy { $0 > 0 } ? places : nil
        } ?? []
        scheme.nextFirstMargin = try number("next-first-margin")
        scheme.keysSavedWeight = try number("keys-saved") ?? 0
        scheme.offPageWeight = try number("off-page") ?? 0
        scheme.wholeMatchBonus = try number("whole-match") ?? 1
        scheme.codeNote = try optional("note", "none, letters, labels or reading") { value -> ShapeScheme.CodeNote? in
            switch value {
            case "none": ShapeScheme.CodeNote.none
            case "letters": .letters
            case "labels": .labels
            case "reading": .reading
            default: nil
            }
        } ?? ShapeScheme.CodeNote.none
        scheme.readingLookupKey = try optional("reading-lookup", "one key") { $0.count == 1 ? Character($0) : nil }
        scheme.rankedBy = try optional("rank-by", "a data folder's name") { $0.contains(" ") || $0.contains("/") ? nil : $0 }
        return scheme
    }
}
