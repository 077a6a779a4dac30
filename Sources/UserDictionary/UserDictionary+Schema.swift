import GRDB

extension UserDictionary {
    /// The schema, one migration per change, never edited once shipped: an update adds a
    /// migration, so the words of every older version carry over.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "userWord", options: .ifNotExists) { t in
                t.column("text", .text).notNull()
                t.column("pinyin", .text).notNull()
                t.column("weight", .double).notNull()
                t.column("source", .text).notNull()
                t.column("created", .double).notNull()
                t.column("lastUsed", .double).notNull()
                t.primaryKey(["text", "pinyin"])
            }
            try db.create(table: "learnedWord", options: .ifNotExists) { t in
                t.column("text", .text).notNull()
                t.column("pinyin", .text).notNull()
                t.column("count", .double).notNull()
                t.column("updated", .double).notNull()
                t.primaryKey(["text", "pinyin"])
            }
            try db.create(table: "learnedPair", options: .ifNotExists) { t in
                t.column("previousText", .text).notNull()
                t.column("previousPinyin", .text).notNull()
                t.column("text", .text).notNull()
                t.column("pinyin", .text).notNull()
                t.column("count", .double).notNull()
                t.column("updated", .double).notNull()
                t.primaryKey(["previousText", "previousPinyin", "text", "pinyin"])
            }
            try db.create(table: "hotWord", options: .ifNotExists) { t in
                t.column("text", .text).notNull()
                t.column("pinyin", .text).notNull()
                t.column("weight", .double).notNull()
                t.column("expires", .double).notNull()
                t.column("feedVersion", .integer).notNull()
                t.primaryKey(["text", "pinyin"])
            }
            try db.create(table: "deletedWord", options: .ifNotExists) { t in
                t.column("text", .text).notNull()
                t.column("pinyin", .text).notNull()
                t.column("deleted", .double).notNull()
                t.primaryKey(["text", "pinyin"])
            }
        }
        // Marks the file as ours in SQLite's header (`UserDictionaryFile.applicationID`), so that
        // only a dictionary of ours is ever set aside as corrupt.
        migrator.registerMigration("v2-application-id") { db in
            try db.execute(sql: "PRAGMA application_id = \(Int32(bitPattern: UserDictionaryFile.applicationID))")
        }
        // The clipboard panel's items and the saved phrases (常用语), beside the words: the same
        // file, the same crash safety. `setting` keeps one-time facts (the default phrases added).
        migrator.registerMigration("v3-clipboard-phrases") { db in
            try db.create(table: "clipboardItem") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("text", .text).notNull().unique()
                t.column("copied", .double).notNull()
                t.column("pinned", .boolean).notNull().defaults(to: false)
            }
            try db.create(table: "phrase") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("text", .text).notNull()
                t.column("code", .text).notNull()
                t.column("groupName", .text).notNull()
                t.column("position", .integer).notNull()
            }
            try db.create(index: "phraseCode", on: "phrase", columns: ["code"])
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        // English words the user kept as typed against a correction (English suggestions never
        // correct them again), lower case.
        migrator.registerMigration("v4-kept-english-words") { db in
            try db.create(table: "keptEnglishWord") { t in
                t.primaryKey("word", .text)
                t.column("kept", .double).notNull()
            }
        }
        // The keyboard's choices made where no reading is known (笔画, 手写 characters and phrases,
        // 滑行 words, 联想 picks, English words): text chosen in a list (`kind`) after a context.
        migrator.registerMigration("v5-chosen-text") { db in
            try db.create(table: "chosenText") { t in
                t.column("kind", .text).notNull()
                t.column("context", .text).notNull()
                t.column("text", .text).notNull()
                t.column("chosen", .double).notNull()
                t.primaryKey(["kind", "context", "text"])
            }
        }
        // Removals noted for the Sync module (`UserDictionary+SyncHook.swift`): a word removed and
        // added back between two syncs still reaches other devices as a removal.
        migrator.registerMigration("v6-change-journal") { db in
            try db.create(table: "changeJournal") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("kind", .text).notNull()
                t.column("text", .text).notNull()
                t.column("pinyin", .text).notNull()
                t.column("time", .double).notNull()
            }
        }
        // Each phrase's id across devices once it has one (the built-in 常用语 from the start:
        // `StoredPhrase.builtinID`), so two devices that each added the defaults list them once.
        migrator.registerMigration("v7-phrase-sync-id") { db in
            try db.alter(table: "phrase") { t in t.add(column: "syncID", .text) }
            try db.create(index: "phraseSyncID", on: "phrase", columns: ["syncID"])
        }
        // The change feed (`UserDictionary+ChangeFeed.swift`): each change to what syncs, stamped
        // with this device's hybrid clock in the transaction that makes it, once a sync switched
        // it on; and each phrase's place across devices. (As shipped it also made the Sync
        // module's own tables; the Sync module makes them now, in the same form, at a file's first
        // sync: `SQLiteSyncLedgerStore`. A file migrated before keeps them, and they read as they did.)
        migrator.registerMigration("v8-change-feed") { db in
            // One row a write: its changes (a JSON array), the first stamped `milliseconds.counter`,
            // each next one a counter later. (No AUTOINCREMENT: ids only rise while rows are
            // there, and a feed read is dropped whole.)
            try db.create(table: "changeFeed") { t in
                t.column("id", .integer).primaryKey()
                t.notNullColumns(["milliseconds": .integer, "counter": .integer, "count": .integer, "body": .blob])
            }
            try db.alter(table: "phrase") { t in t.add(column: "place", .double) }
            try db.create(table: "emojiRecent") { t in
                t.primaryKey("emoji", .text)
                t.notNullColumns(["used": .double, "tones": .text, "uses": .integer])
            }
        }
        // Rows that could not be read (a value not of its column's kind, `StoredTable`), moved here
        // whole by opening (`UserDictionary+SetAside.swift`): the table, the rowid, the columns
        // and their values as SQL literals (JSON arrays), what was wrong, and when.
        migrator.registerMigration("v9-set-aside-rows") { db in
            try db.create(table: "setAsideRow") { t in
                t.column("id", .integer).primaryKey()
                t.notNullColumns(["tableName": .text, "rowID": .integer, "columns": .text, "literals": .text,
                                  "problem": .text, "setAside": .double])
            }
        }
        // What was last done to each thing that syncs while this device had not joined sync
        // (`UserDictionary+UnsyncedEdits.swift`): one row per word, phrase, setting, pick, kept
        // English word or emoji, when and what, so joining orders each by when it was done.
        migrator.registerMigration("v10-unsynced-edits") { db in
            try db.create(table: "unsyncedEdit") { t in
                t.primaryKey("target", .text)
                t.notNullColumns(["milliseconds": .integer, "body": .blob])
            }
        }
        return migrator
    }
}

extension TableDefinition {
    /// Adds `columns`, each `NOT NULL`, in the order given (a migration's plain columns, one line).
    func notNullColumns(_ columns: KeyValuePairs<String, Database.ColumnType>) {
        for (name, type) in columns { column(name, type).notNull() }
    }
}
