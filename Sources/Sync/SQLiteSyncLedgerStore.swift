import Foundation
import GRDB
import UserDictionary

/// The sync's bookkeeping in four tables of the dictionary's file (`syncMeta`, `syncOperation`,
/// `syncOutbox`, `syncRemoteFile`), read and written inside the dictionary's own transactions
/// (`UserDictionary.ledgerTransaction`). The tables are the Sync module's: a write makes them when
/// the file has none yet (a file that never synced); a file that synced before holds them already,
/// made in this same form by the dictionary's schema as it once was, and reads on. A read of a file
/// without them reads an empty ledger. Rows decode by throwing (`StoredRow`): one that does not
/// is left out, and the next read-write open sets it aside.
struct SQLiteSyncLedgerStore: SyncLedgerStore {
    /// The tables, as the dictionary's schema v8 made them (the same statements: a file from before
    /// and a file made here hold the same tables).
    static let tables = """
        CREATE TABLE IF NOT EXISTS syncMeta (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS syncOperation (device TEXT NOT NULL, sequence INTEGER NOT NULL, body BLOB NOT NULL,
            PRIMARY KEY (device, sequence));
        CREATE TABLE IF NOT EXISTS syncOutbox (sequence INTEGER PRIMARY KEY NOT NULL, body BLOB NOT NULL, uploaded INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE IF NOT EXISTS syncRemoteFile (name TEXT PRIMARY KEY NOT NULL, tag TEXT NOT NULL);
        """
    /// The tables' names.
    static let tableNames = ["syncMeta", "syncOperation", "syncOutbox", "syncRemoteFile"]

    private let db: Database
    /// Whether the file holds the tables (a read of a file that never synced: it does not).
    private let present: Bool

    /// The ledger in `store`'s transaction: in a write its tables are made when missing.
    init(_ store: SyncStore) throws {
        let db = store.database
        if store.isWriting {
            try db.execute(sql: Self.tables)
            present = true
        } else {
            present = try Self.tableNames.allSatisfy { try db.tableExists($0) }
        }
        self.db = db
    }

    func hasSynced() throws -> Bool {
        guard present else { return false }
        return try Bool.fetchOne(db, sql: "SELECT 1 FROM syncMeta WHERE key = 'device'") ?? false
    }

    func ledgerValues() throws -> [String: Data] {
        guard present else { return [:] }
        return Dictionary(try StoredRow.fetchAll(db, sql: "SELECT key, value FROM syncMeta") { (try $0.text("key"), try $0.bytes("value")) },
                          uniquingKeysWith: { a, _ in a })
    }

    func ledgerValue(_ key: String) throws -> Data? {
        guard present else { return nil }
        return try StoredRow.fetchOne(db, sql: "SELECT value FROM syncMeta WHERE key = ?", arguments: [key]) { try $0.bytes("value") }
    }

    func setLedgerValue(_ key: String, _ value: Data?) throws {
        if let value {
            try db.execute(sql: "INSERT INTO syncMeta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        } else {
            try db.execute(sql: "DELETE FROM syncMeta WHERE key = ?", arguments: [key])
        }
    }

    /// Sequences are stored by their bit pattern: one past Int64 (as a server may send) keeps its own key.
    func insertOperation(device: String, sequence: UInt64, body: Data) throws -> Bool {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO syncOperation (device, sequence, body) VALUES (?, ?, ?)")
            .execute(arguments: [device, Int64(bitPattern: sequence), body])
        return db.changesCount > 0
    }

    func removeOperations(device: String, sequences: [UInt64]) throws {
        for sequence in sequences {
            try db.execute(sql: "DELETE FROM syncOperation WHERE device = ? AND sequence = ?", arguments: [device, Int64(bitPattern: sequence)])
        }
    }

    func operationBodies() throws -> [Data] {
        guard present else { return [] }
        return try StoredRow.fetchAll(db, sql: "SELECT body FROM syncOperation") { try $0.bytes("body") }
    }

    func queueSegment(_ sequence: UInt64, body: Data) throws {
        try db.execute(sql: "INSERT INTO syncOutbox (sequence, body) VALUES (?, ?)", arguments: [Int64(bitPattern: sequence), body])
    }

    func pendingSegments() throws -> [Data] {
        guard present else { return [] }
        return try StoredRow.fetchAll(db, sql: "SELECT body FROM syncOutbox WHERE uploaded = 0 ORDER BY sequence") { try $0.bytes("body") }
    }

    func markSegments(_ sequences: [UInt64], sent: Bool) throws {
        for sequence in sequences {
            try db.execute(sql: "UPDATE syncOutbox SET uploaded = ? WHERE sequence = ?", arguments: [sent, Int64(bitPattern: sequence)])
        }
    }

    func sentSegments() throws -> [UInt64] {
        guard present else { return [] }
        return try Int64.fetchAll(db, sql: "SELECT sequence FROM syncOutbox WHERE uploaded = 1").map { UInt64(bitPattern: $0) }
    }

    func clearOutbox() throws {
        try db.execute(sql: "DELETE FROM syncOutbox")
    }

    func mergedFiles() throws -> [String: String] {
        guard present else { return [:] }
        return Dictionary(try StoredRow.fetchAll(db, sql: "SELECT name, tag FROM syncRemoteFile") { (try $0.text("name"), try $0.text("tag")) },
                          uniquingKeysWith: { a, _ in a })
    }

    func setMerged(name: String, tag: String) throws {
        try db.execute(sql: "INSERT INTO syncRemoteFile (name, tag) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET tag = excluded.tag",
                       arguments: [name, tag])
    }

    func forgetRemote() throws {
        try db.execute(sql: "UPDATE syncOutbox SET uploaded = 0; DELETE FROM syncRemoteFile")
    }
}

extension UserDictionary {
    /// One write transaction of the file over the dictionary's side of a sync (`SyncStore`) and the
    /// sync's ledger (its tables made when missing): all of it or none.
    func ledgerTransaction<T>(_ body: (SyncStore, any SyncLedgerStore) throws -> T) throws -> T {
        try syncTransaction { store in try body(store, try SQLiteSyncLedgerStore(store)) }
    }

    /// One consistent read of the file: the dictionary's side of a sync and the sync's ledger.
    func ledgerRead<T>(_ body: (SyncStore, any SyncLedgerStore) throws -> T) throws -> T {
        try syncRead { store in try body(store, try SQLiteSyncLedgerStore(store)) }
    }
}
