import GRDB

extension StoredTable {
    /// Tables of the file that are neither the dictionary's own nor SQLite's or GRDB's bookkeeping.
    private static let bookkeeping: Set<String> = ["grdb_migrations", "setAsideRow"]

    /// Every table of the file whose rows an open checks: the dictionary's own (`all`, those the
    /// file has), then each table another module keeps in it (the Sync module's ledger), by name.
    static func inFile(_ db: Database) throws -> [StoredTable] {
        let own = Set(all.map(\.name))
        let others = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            .filter { !own.contains($0) && !bookkeeping.contains($0) }
        return try all.filter { try db.tableExists($0.name) } + others.compactMap { try declared($0, db) }
    }

    /// A table another module keeps in the file, guarded as the dictionary's own are: each column's
    /// kind read from its declared type (SQLite's affinity rules: INT, REAL, FLOA, DOUB, NUM a
    /// number; CHAR, CLOB, TEXT text; BLOB bytes), a NOT NULL one required, a rowid alias and a
    /// column of any other type left out. Nil when no column is checked.
    static func declared(_ name: String, _ db: Database) throws -> StoredTable? {
        let rowID = try db.primaryKey(name).rowIDColumn
        let columns = try db.columns(in: name).compactMap { column -> Column? in
            guard column.name != rowID, let kind = Kind(declared: column.type) else { return nil }
            return Column(name: column.name, kind: kind, optional: !column.isNotNull)
        }
        return columns.isEmpty ? nil : StoredTable(name: name, columns: columns)
    }
}

extension StoredTable.Kind {
    /// The kind a column declared `type` holds (nil: a type without one, which SQLite keeps anything in).
    init?(declared type: String) {
        let type = type.uppercased()
        if type.contains("INT") || type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") || type.contains("NUM") {
            self = .number
        } else if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") {
            self = .text
        } else if type.contains("BLOB") {
            self = .bytes
        } else {
            return nil
        }
    }
}
