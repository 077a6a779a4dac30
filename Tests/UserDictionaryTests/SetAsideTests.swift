import Foundation
import GRDB
import Testing
@testable import UserDictionary

/// Issue 89, finding 2: one row of the wrong storage type (a BLOB where text is kept, `'abc'`
/// where a number is) no longer traps every open. For every table the dictionary reads, a row
/// mistyped in each of its columns is stored with raw SQL: the dictionary opens, the good row is
/// still there, the bad ones are set aside whole (their SQL puts them back byte for byte) and
/// reported once; a read-only open skips them and changes no byte.
@Suite struct SetAsideTests {
    /// A dictionary file made and closed, and a raw connection to it.
    private func madeFile(_ directory: TemporaryDirectory) throws -> (URL, DatabaseQueue) {
        do { _ = try openDictionary(directory) }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        return (file, try DatabaseQueue(path: file.path))
    }

    /// A value of `kind` for row `index` (distinct per row, so primary keys never collide).
    private func good(_ kind: StoredTable.Kind, _ index: Int) -> DatabaseValueConvertible {
        switch kind {
        case .text: "v\(index)"
        case .number: Double(index)
        case .bytes: Data([1, UInt8(index)])
        }
    }

    /// A value not of `kind`: a BLOB that is not UTF-8 for text, text for a number, an integer for bytes.
    private func bad(_ kind: StoredTable.Kind, _ index: Int) -> DatabaseValueConvertible {
        switch kind {
        case .text: Data([0xFF, 0x00, UInt8(index)])
        case .number: "abc\(index)"
        case .bytes: Int64(42 + index)
        }
    }

    /// Inserts into `table` one good row (index 0) and one row per column with that column mistyped.
    private func insertRows(_ table: StoredTable, _ db: Database) throws {
        let names = table.columns.map(\.name)
        let sql = "INSERT INTO \(table.name) (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))"
        try db.execute(sql: sql, arguments: StatementArguments(table.columns.map { good($0.kind, 0) }))
        for (index, broken) in table.columns.enumerated() {
            let values = table.columns.map { $0 == broken ? bad($0.kind, index + 1) : good($0.kind, index + 1) }
            try db.execute(sql: sql, arguments: StatementArguments(values))
        }
    }

    /// Every row of `table` as SQL literals (`quote`), by rowid.
    private func quoted(_ table: StoredTable, _ db: Database) throws -> [String] {
        let columns = table.columns.map { "quote(\($0.name))" }.joined(separator: " || ',' || ")
        return try String.fetchAll(db, sql: "SELECT \(columns) FROM \(table.name) ORDER BY rowid")
    }

    @Test(arguments: StoredTable.all.map(\.name))
    func aMistypedRowIsSetAsideWholeAndTheRestOpens(_ name: String) throws {
        let table = try #require(StoredTable.named(name))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (file, queue) = try madeFile(directory)
        let before = try queue.write { db in
            try db.execute(sql: "DELETE FROM \(table.name)")
            try insertRows(table, db)
            return try quoted(table, db)
        }
        try queue.close()
        // Read-only: opens, skips the rows in place, changes no byte.
        let bytes = try Data(contentsOf: file)
        do {
            let reader = try UserDictionary(file: file, lexicon: sharedEngine.lexicon, access: .readOnly)
            #expect(reader.setAsideOnOpen.count == table.columns.count && reader.setAsideOnOpen.allSatisfy { $0.setAside == nil })
            #expect(try reader.setAsideRows().count == table.columns.count)
        }
        #expect(try Data(contentsOf: file) == bytes, "a read-only open changed the file")
        // Read-write: each mistyped row set aside, naming its column; the good row stays.
        let (dictionary, _) = try openDictionary(directory)
        let moved = dictionary.setAsideOnOpen
        #expect(moved.count == table.columns.count)
        for (row, column) in zip(moved, table.columns) {
            #expect(row.table == table.name && row.setAside != nil)
            #expect(row.problem.hasPrefix(column.name + " holds "), "\(row.problem)")
        }
        let raw = try DatabaseQueue(path: file.path)
        #expect(try raw.read { db in try quoted(table, db) } == [before[0]], "only the good row is left")
        // Reported once: the next open finds nothing more, and the rows stay listed.
        let (again, _) = try openDictionary(directory)
        #expect(again.setAsideOnOpen.isEmpty)
        #expect(try again.setAsideRows() == moved)
        // Kept whole: their SQL puts back exactly what was stored.
        try raw.write { db in
            for row in moved { try db.execute(sql: row.restoringSQL) }
            #expect(try quoted(table, db).sorted() == before.sorted())
        }
    }

    @Test func everyTableAndColumnOfTheSchemaIsInTheRegistry() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (_, queue) = try madeFile(directory)
        let schema = try queue.read { db -> [String: Set<String>] in
            let names = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('grdb_migrations', 'setAsideRow')
                """)
            var tables: [String: Set<String>] = [:]
            for name in names {
                let primaryKey = try db.primaryKey(name)
                // A rowid alias (`id INTEGER PRIMARY KEY`) holds integers only.
                tables[name] = Set(try db.columns(in: name).map(\.name).filter { primaryKey.rowIDColumn != $0 })
            }
            return tables
        }
        let registry = Dictionary(uniqueKeysWithValues: StoredTable.all.map { ($0.name, Set($0.columns.map(\.name))) })
        #expect(schema == registry)
    }

    @Test func theIssuesRowLeavesTheWordsAndTheirCandidates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let (dictionary, _) = try openDictionary(directory)
            try dictionary.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"], weight: 5))
        }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in try db.execute(sql: "INSERT INTO userWord VALUES (x'ff00', 'ni hao', 1, 'user', 0, 0)") }
        try queue.close()
        let reader = try UserDictionary(file: file, lexicon: sharedEngine.lexicon, access: .readOnly)
        #expect(try reader.words().map(\.text) == ["舒入法"])
        let (dictionary, engine) = try openDictionary(directory)
        #expect(dictionary.setAsideOnOpen.map(\.problem) == ["text holds X'FF00' where text is kept"])
        #expect(try dictionary.words().map(\.text) == ["舒入法"])
        #expect(texts("shurufa", engine).first == "舒入法")
        #expect(texts("nihao", engine).first == "你好")
    }

    @Test func eachPanelReadsItsGoodRowsPastABadOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let (dictionary, _) = try openDictionary(directory)
            try dictionary.addPhrases([StoredPhrase(text: "好的", code: "hd", group: "常用")])
            try dictionary.recordClipboard(text: "复制", at: Date(timeIntervalSince1970: 10))
            try dictionary.setSyncedSettings(["layout": "qwerty"])
            try dictionary.keepEnglishWord("shurufa")
            try dictionary.keepChosenText("字", kind: "chinese", context: "")
            try dictionary.useEmoji("👍", tones: [])
        }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO phrase (text, code, groupName, position) VALUES (x'ff', 'b', '常用', 5)")
            try db.execute(sql: "INSERT INTO clipboardItem (text, copied, pinned) VALUES ('坏', 'yesterday', 0)")
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('sync.script', x'ff')")
            try db.execute(sql: "INSERT INTO keptEnglishWord (word, kept) VALUES (x'ff', 1)")
            try db.execute(sql: "INSERT INTO chosenText (kind, context, text, chosen) VALUES ('chinese', '', x'ff', 1)")
            try db.execute(sql: "INSERT INTO emojiRecent (emoji, used, tones, uses) VALUES ('😀', 1, '', 'many')")
        }
        try queue.close()
        for access in [UserDictionary.Access.readOnly, .readWrite] {
            let dictionary = try UserDictionary(file: file, lexicon: sharedEngine.lexicon, access: access)
            #expect(try dictionary.phrases().map(\.text) == ["好的"])
            #expect(try dictionary.clipboardItems().map(\.text) == ["复制"])
            #expect(try dictionary.syncedSettings() == ["layout": "qwerty"])
            #expect(try dictionary.keptEnglishWords() == ["shurufa"])
            let chosen = try dictionary.chosenTexts()
            #expect(chosen.map(\.text) == ["字"], "\(chosen) \(access)")
            #expect(try dictionary.emojiRecents().map(\.emoji) == ["👍"])
            #expect(try Set(dictionary.setAsideRows().map(\.table)) == ["phrase", "clipboardItem", "setting", "keptEnglishWord", "chosenText", "emojiRecent"])
        }
    }

    @Test func aNullWhereAnOlderTableAllowedOneIsSetAside() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (file, queue) = try madeFile(directory)
        // A `setting` table some other program made without NOT NULL.
        try queue.write { db in
            try db.execute(sql: """
                DROP TABLE setting;
                CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT);
                INSERT INTO setting VALUES ('sync.layout', 'qwerty'), ('sync.script', NULL);
                """)
        }
        try queue.close()
        let dictionary = try UserDictionary(file: file, lexicon: sharedEngine.lexicon)
        #expect(dictionary.setAsideOnOpen.map(\.problem) == ["value holds NULL where text is kept"])
        #expect(try dictionary.syncedSettings() == ["layout": "qwerty"])
    }

    @Test func learningOverACountAnotherProgramWroteAsTextSetsItAsideAndCountsAgain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        let raw = try DatabaseQueue(path: directory.url.appendingPathComponent(UserDictionary.fileName).path)
        try raw.write { db in try db.execute(sql: "INSERT INTO learnedWord VALUES ('你好', 'ni hao', 'many', 0)") }
        #expect(try dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 0, "read past, not trapped")
        try dictionary.learn(words: [LearnedWord(text: "你好", syllables: ["ni", "hao"])])
        #expect(try dictionary.learnedCount(text: "你好", syllables: ["ni", "hao"]) == 1)
        #expect(try dictionary.setAsideRows().map(\.values) == [["'你好'", "'ni hao'", "'many'", "0.0"]])
    }

    @Test func aFeedRowWhoseBodyIsNotChangesIsSetAsideBySyncNotDropped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        try dictionary.syncTransaction { store in try store.startFeed() }
        try dictionary.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"]))
        let raw = try DatabaseQueue(path: directory.url.appendingPathComponent(UserDictionary.fileName).path)
        try raw.write { db in try db.execute(sql: "INSERT INTO changeFeed (milliseconds, counter, count, body) VALUES (1, 0, 1, 'not changes')") }
        let feed = try dictionary.syncTransaction { store in
            let feed = try store.feed()
            if let last = feed.last { try store.dropFeed(through: last.id) }
            return feed
        }
        #expect(feed.count == 1)
        if case let .word(key, value)? = feed.first?.change {
            #expect(key == SyncWordKey(text: "舒入法", pinyin: "shu ru fa") && value != nil)
        } else {
            Issue.record("the word's change is not in the feed: \(feed)")
        }
        #expect(try dictionary.setAsideRows().map { $0.table + " " + ($0.values.last ?? "") } == ["changeFeed 'not changes'"])
    }

    @Test func storedTimesAtTheEndOfTheirRangeDoNotTrap() throws {
        #expect(HybridTime(milliseconds: 5, counter: .max).tick(now: Date(timeIntervalSince1970: 0)) == HybridTime(milliseconds: 6))
        let last = HybridTime(milliseconds: .max, counter: .max)
        #expect(last.tick(now: .distantPast) == last)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (dictionary, _) = try openDictionary(directory)
        try dictionary.syncTransaction { store in try store.startFeed() }
        let raw = try DatabaseQueue(path: directory.url.appendingPathComponent(UserDictionary.fileName).path)
        try raw.write { db in
            try db.execute(sql: "INSERT INTO changeFeed (milliseconds, counter, count, body) VALUES (10, 9000000000000000000, 9000000000000000000, '[]')")
        }
        #expect(try dictionary.syncRead { store in try store.clock() } == HybridTime(milliseconds: 10, counter: .max))
        #expect(try dictionary.syncTransaction { store in try store.tick(now: .distantPast) } == HybridTime(milliseconds: 11))
        // A write stamps past it (it traps no more on the counter's end).
        try dictionary.add(UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"]))
        #expect(try dictionary.syncRead { store in try store.feed() }.last?.time == HybridTime(milliseconds: 1_800_000_000_000))
    }
}
