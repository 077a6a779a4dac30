import Foundation
import GRDB

/// The sync's own tables in the dictionary's file, written in the same transactions as the words,
/// so a process killed mid-sync keeps either the state before the merge or the state after it:
/// never a merged dictionary with a stale base (which would send other devices' learning back as
/// its own).
/// - `syncMeta`: this device's id, its clock, its counters, the base of the next diff, the remote
///   and the vault it last synced with;
/// - `syncOperation`: every change known, this device's and others' (the merge reads them all);
/// - `syncOutbox`: this device's segments, each marked once the remote confirmed it;
/// - `syncRemoteFile`: the remote files merged, by name and tag (not downloaded again).
struct SyncLedger {
    var device: String
    var clock: HybridTime
    var nextOperation: UInt64
    var nextSegment: UInt64
    var base: SyncBase
    var remote: String?
    var vault: String?

    static func createTables(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS syncMeta (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL);
            CREATE TABLE IF NOT EXISTS syncOperation (device TEXT NOT NULL, sequence INTEGER NOT NULL, body BLOB NOT NULL,
                PRIMARY KEY (device, sequence));
            CREATE TABLE IF NOT EXISTS syncOutbox (sequence INTEGER PRIMARY KEY NOT NULL, body BLOB NOT NULL, uploaded INTEGER NOT NULL DEFAULT 0);
            CREATE TABLE IF NOT EXISTS syncRemoteFile (name TEXT PRIMARY KEY NOT NULL, tag TEXT NOT NULL);
            """)
    }

    /// Whether this file has synced before (without creating anything).
    static func exists(_ db: Database) throws -> Bool {
        try db.tableExists("syncMeta") && (try Bool.fetchOne(db, sql: "SELECT 1 FROM syncMeta WHERE key = 'device'") ?? false)
    }

    /// Reads the ledger (a new device id the first time); in a write, after `createTables`.
    static func load(_ db: Database) throws -> SyncLedger {
        var values: [String: Data] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT key, value FROM syncMeta") { values[row["key"]] = row["value"] }
        let decoder = JSONDecoder()
        func text(_ key: String) -> String? { values[key].map { String(decoding: $0, as: UTF8.self) } }
        return SyncLedger(
            device: text("device") ?? SyncFileName.newDevice(),
            clock: try values["clock"].map { try decoder.decode(HybridTime.self, from: $0) } ?? .zero,
            nextOperation: text("nextOperation").flatMap { UInt64($0) } ?? 1,
            nextSegment: text("nextSegment").flatMap { UInt64($0) } ?? 1,
            base: try values["base"].map { try decoder.decode(SyncBase.self, from: $0) } ?? SyncBase(),
            remote: text("remote"), vault: text("vault"))
    }

    func save(_ db: Database) throws {
        let encoder = JSONEncoder()
        let clockData = try encoder.encode(clock), baseData = try encoder.encode(base)
        var values: [String: Data] = [
            "device": Data(device.utf8), "clock": clockData, "nextOperation": Data(String(nextOperation).utf8),
            "nextSegment": Data(String(nextSegment).utf8), "base": baseData,
        ]
        if let remote { values["remote"] = Data(remote.utf8) }
        if let vault { values["vault"] = Data(vault.utf8) }
        for (key, value) in values {
            try db.execute(sql: "INSERT INTO syncMeta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        }
    }

    /// Every change known.
    static func operations(_ db: Database) throws -> [SyncOperation] {
        let decoder = JSONDecoder()
        return try Data.fetchAll(db, sql: "SELECT body FROM syncOperation").map { try decoder.decode(SyncOperation.self, from: $0) }
    }

    /// Stores changes (one already known is kept as it was); returns how many were new.
    @discardableResult
    static func insert(_ operations: [SyncOperation], _ db: Database) throws -> Int {
        let encoder = JSONEncoder()
        var added = 0
        for operation in operations {
            try db.execute(sql: "INSERT OR IGNORE INTO syncOperation (device, sequence, body) VALUES (?, ?, ?)",
                           arguments: [operation.device, Int64(operation.sequence), try encoder.encode(operation)])
            added += db.changesCount
        }
        return added
    }

    /// This device's segments not yet confirmed by the remote, oldest first.
    static func pending(_ db: Database) throws -> [SyncSegment] {
        let decoder = JSONDecoder()
        return try Data.fetchAll(db, sql: "SELECT body FROM syncOutbox WHERE uploaded = 0 ORDER BY sequence").map {
            try decoder.decode(SyncSegment.self, from: $0)
        }
    }

    /// Queues one of this device's segments to be sent.
    static func queue(_ segment: SyncSegment, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO syncOutbox (sequence, body) VALUES (?, ?)",
                       arguments: [Int64(segment.sequence), try JSONEncoder().encode(segment)])
    }

    /// The numbers of this device's segments the remote confirmed.
    static func sent(_ db: Database) throws -> [UInt64] {
        try Int64.fetchAll(db, sql: "SELECT sequence FROM syncOutbox WHERE uploaded = 1").map { UInt64($0) }
    }

    /// Marks segments to be sent again (the remote lost them).
    static func markUnsent(_ sequences: [UInt64], _ db: Database) throws {
        for sequence in sequences {
            try db.execute(sql: "UPDATE syncOutbox SET uploaded = 0 WHERE sequence = ?", arguments: [Int64(sequence)])
        }
    }

    /// Whether this device began writing a snapshot that the remote has not confirmed.
    static func snapshotUnconfirmed(_ db: Database) throws -> Bool {
        try db.tableExists("syncMeta") && (try Bool.fetchOne(db, sql: "SELECT 1 FROM syncMeta WHERE key = 'snapshotUnconfirmed'") ?? false)
    }

    /// Notes a snapshot write begun (true) or confirmed with the segments it covers removed (false).
    static func setSnapshotUnconfirmed(_ unconfirmed: Bool, _ db: Database) throws {
        if unconfirmed {
            try db.execute(sql: "INSERT INTO syncMeta (key, value) VALUES ('snapshotUnconfirmed', x'31') ON CONFLICT (key) DO NOTHING")
        } else {
            try db.execute(sql: "DELETE FROM syncMeta WHERE key = 'snapshotUnconfirmed'")
        }
    }

    /// The vault this device made and wrote, until the folder's vault is known to stand.
    static func madeVault(_ db: Database) throws -> Data? {
        try db.tableExists("syncMeta") ? Data.fetchOne(db, sql: "SELECT value FROM syncMeta WHERE key = 'madeVault'") : nil
    }

    /// Keeps (or, with nil, forgets) the vault this device made.
    static func setMadeVault(_ vault: Data?, _ db: Database) throws {
        try createTables(db)
        if let vault {
            try db.execute(sql: "INSERT INTO syncMeta (key, value) VALUES ('madeVault', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [vault])
        } else {
            try db.execute(sql: "DELETE FROM syncMeta WHERE key = 'madeVault'")
        }
    }

    /// A sync with another remote or vault than the last: every segment goes again, every remote file is read again.
    static func forgetRemote(_ db: Database) throws {
        try db.execute(sql: "UPDATE syncOutbox SET uploaded = 0; DELETE FROM syncRemoteFile")
    }
}
