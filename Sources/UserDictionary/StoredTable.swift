/// What the dictionary keeps in each column of each of its tables, written once: the readers decode
/// a row by it (`StoredRow`), and opening finds the rows that do not hold it (`mistypedCondition`)
/// and sets them aside (`UserDictionary+SetAside.swift`). SQLite keeps any value in any column
/// (a BLOB in a TEXT column, `'abc'` in a REAL one), so a file another program wrote, an old bug
/// or a person with `sqlite3` can leave a row no reader expects; one such row must not stop the
/// dictionary from opening.
struct StoredTable: Hashable, Sendable {
    /// What a column holds, as SQLite's storage classes.
    enum Kind: Hashable, Sendable {
        /// Text (SQLite's TEXT class only: a BLOB is not read as text, even valid UTF-8).
        case text
        /// A number: INTEGER or REAL (a count, a time, a weight, a flag, a position).
        case number
        /// Bytes: BLOB, or TEXT read as its UTF-8 bytes.
        case bytes

        /// SQLite's storage classes this kind takes (`typeof`'s names).
        var storageClasses: [String] {
            switch self {
            case .text: ["text"]
            case .number: ["integer", "real"]
            case .bytes: ["blob", "text"]
            }
        }

        /// An SQL condition true when the column `name` holds this kind. Comparisons, not `typeof`: SQLite
        /// orders NULL < numbers < TEXT < BLOB, and a comparison costs half of `typeof` on a
        /// large table. (±9e999 are ±∞, so every number is between them.)
        func condition(_ name: String) -> String {
            let column = "\"\(name)\""
            return switch self {
            case .text: "(\(column) >= '' AND \(column) < x'')"
            case .number: "(\(column) BETWEEN -9e999 AND 9e999)"
            case .bytes: "(\(column) >= '')"
            }
        }

        /// The kind's name in a message.
        var name: String {
            switch self {
            case .text: "text"
            case .number: "a number"
            case .bytes: "bytes"
            }
        }
    }

    /// One column and what it holds; `optional` ones may be NULL.
    struct Column: Hashable, Sendable {
        var name: String
        var kind: Kind
        var optional = false
    }

    /// The table's name.
    var name: String
    /// Its columns (a rowid alias such as `id INTEGER PRIMARY KEY` is left out: SQLite keeps only integers there).
    var columns: [Column]

    /// A table of `columns`.
    init(name: String, columns: [Column]) {
        self.name = name
        self.columns = columns
    }

    private init(_ name: String, _ columns: [(String, Kind)], optional: [Column] = []) {
        self.name = name
        self.columns = columns.map { Column(name: $0.0, kind: $0.1) } + optional
    }

    /// An SQL condition true for the rows of this table holding something else than `columns`
    /// say (among `present`, the columns the file has: an older file may lack newer ones). A NULL
    /// where the schema forbids it (a table some other program made) is mistyped too.
    func mistypedCondition(present: Set<String>) -> String? {
        let checked = columns.filter { present.contains($0.name.lowercased()) }
        guard !checked.isEmpty else { return nil }
        let conditions = checked.map { column in
            column.optional ? "(\"\(column.name)\" IS NULL OR \(column.kind.condition(column.name)))" : column.kind.condition(column.name)
        }
        return "NOT coalesce(\(conditions.joined(separator: " AND ")), 0)"
    }

    /// The table called `name` among `all`.
    static func named(_ name: String) -> StoredTable? { all.first { $0.name == name } }

    /// Every table of the dictionary's own, with its columns as `UserDictionary.migrator` makes them
    /// (a test compares the two, so they cannot drift apart). Tables another module keeps in the
    /// file (the Sync module's ledger) are guarded by their declarations: `StoredTable+Declared.swift`.
    static let all: [StoredTable] = [
        StoredTable("userWord", [("text", .text), ("pinyin", .text), ("weight", .number), ("source", .text),
                                 ("created", .number), ("lastUsed", .number)]),
        StoredTable("learnedWord", [("text", .text), ("pinyin", .text), ("count", .number), ("updated", .number)]),
        StoredTable("learnedPair", [("previousText", .text), ("previousPinyin", .text), ("text", .text), ("pinyin", .text),
                                    ("count", .number), ("updated", .number)]),
        StoredTable("hotWord", [("text", .text), ("pinyin", .text), ("weight", .number), ("expires", .number), ("feedVersion", .number)]),
        StoredTable("deletedWord", [("text", .text), ("pinyin", .text), ("deleted", .number)]),
        StoredTable("clipboardItem", [("text", .text), ("copied", .number), ("pinned", .number)]),
        StoredTable("phrase", [("text", .text), ("code", .text), ("groupName", .text), ("position", .number)],
                    optional: [Column(name: "syncID", kind: .text, optional: true), Column(name: "place", kind: .number, optional: true)]),
        StoredTable("setting", [("key", .text), ("value", .text)]),
        StoredTable("keptEnglishWord", [("word", .text), ("kept", .number)]),
        StoredTable("chosenText", [("kind", .text), ("context", .text), ("text", .text), ("chosen", .number)]),
        StoredTable("changeJournal", [("kind", .text), ("text", .text), ("pinyin", .text), ("time", .number)]),
        StoredTable("changeFeed", [("milliseconds", .number), ("counter", .number), ("count", .number), ("body", .bytes)]),
        StoredTable("emojiRecent", [("emoji", .text), ("used", .number), ("tones", .text), ("uses", .number)]),
        StoredTable("unsyncedEdit", [("target", .text), ("milliseconds", .number), ("body", .bytes)]),
    ]
}
