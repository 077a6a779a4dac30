import Foundation
import GRDB

/// The dictionary's storage as the Sync module sees it, inside one transaction of the file
/// (`UserDictionary.syncTransaction`) or one consistent read (`syncRead`): typed reads and writes
/// only, so this module stays the one owner of the schema. It holds the change feed and the
/// clock, what syncs (to read once, the first time, and to write the merged state), and the Sync
/// module's own ledger: its values by key, every change known by `(device, sequence)`, this
/// device's outgoing segments, and the remote files merged.
public struct SyncStore {
    let db: Database
    /// Inside a write transaction, its time: rows that cannot be read are set aside then, before
    /// what syncs is read and written (`UserDictionary+SetAside.swift`), so a merge never drops a
    /// row it could not read. Nil in a read.
    let settingAside: Double?

    // MARK: The feed and the clock

    /// Whether the change feed records changes.
    public func feedIsOn() throws -> Bool { try UserDictionary.feedIsOn(db) }

    /// Switches the feed on: every write of what syncs from now on is recorded.
    public func startFeed() throws {
        try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('feed.on', '1') ON CONFLICT (key) DO NOTHING")
    }

    /// The feed's entries, oldest first (in a write transaction, rows that cannot be read are set aside first).
    public func feed() throws -> [FeedEntry] {
        try setAsideUnreadable()
        return try UserDictionary.feed(db, settingAside: settingAside)
    }

    /// Sets aside the rows holding a value not of its column's kind, in a write transaction.
    private func setAsideUnreadable() throws {
        if let settingAside { _ = try UserDictionary.setAsideMistyped(db, time: settingAside) }
    }

    /// Drops the feed's entries up to and including `id` (they are in the log); the clock they
    /// reached is kept.
    public func dropFeed(through id: Int64) throws {
        try UserDictionary.setFeedClock(try UserDictionary.feedClock(db), db)
        try db.execute(sql: "DELETE FROM changeFeed WHERE id <= ?", arguments: [id])
    }

    /// This device's hybrid clock.
    public func clock() throws -> HybridTime { try UserDictionary.feedClock(db) }

    /// Advances the clock past a time seen from another device.
    public func receive(_ time: HybridTime) throws {
        let clock = try UserDictionary.feedClock(db)
        if time > clock { try UserDictionary.setFeedClock(time, db) }
    }

    /// The next tick of the clock at `now`, stored.
    public func tick(now: Date) throws -> HybridTime {
        let time = try UserDictionary.feedClock(db).tick(now: now)
        try UserDictionary.setFeedClock(time, db)
        return time
    }

    // MARK: What syncs

    /// Everything that syncs, as stored.
    public func contents() throws -> SyncedContents {
        try setAsideUnreadable()
        return try SyncedContents(db)
    }

    /// Gives phrase rows their ids across devices.
    public func setPhraseIDs(_ ids: [Int64: String]) throws {
        for (row, id) in ids { try db.execute(sql: "UPDATE phrase SET syncID = ? WHERE id = ?", arguments: [id, row]) }
    }

    /// The last edit of each thing made before this device joined, each with when it was made.
    public func unsyncedEdits() throws -> [UnsyncedEdit] {
        try setAsideUnreadable()
        return try UserDictionary.unsyncedEdits(db)
    }

    /// Drops the edits kept before joining (they are in the log now).
    public func dropUnsyncedEdits() throws {
        try db.execute(sql: "DELETE FROM unsyncedEdit")
    }

    /// The removals an earlier version journaled for its next sync, oldest first.
    public func journaledRemovals() throws -> [(id: Int64, key: SyncWordKey, time: Double)] { try SyncedContents.journal(db) }

    /// Drops the journaled removals up to and including `id`.
    public func dropJournal(through id: Int64) throws {
        try db.execute(sql: "DELETE FROM changeJournal WHERE id <= ?", arguments: [id])
    }

    /// Writes the merged state (only the rows that differ; nothing is recorded in the feed).
    public func apply(_ state: SyncedState, time: Double, halfLifeDays: Double) throws {
        try setAsideUnreadable()
        try state.apply(to: db, time: time, halfLifeDays: halfLifeDays)
    }

    // MARK: The Sync module's ledger

    /// Whether this file has synced (its ledger has a device id).
    public func hasSynced() throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM syncMeta WHERE key = 'device'") ?? false
    }

    /// The ledger's values by key.
    public func ledgerValues() throws -> [String: Data] {
        Dictionary(try StoredRow.fetchAll(db, sql: "SELECT key, value FROM syncMeta") { (try $0.text("key"), try $0.bytes("value")) },
                   uniquingKeysWith: { a, _ in a })
    }

    /// One ledger value.
    public func ledgerValue(_ key: String) throws -> Data? {
        try StoredRow.fetchOne(db, sql: "SELECT value FROM syncMeta WHERE key = ?", arguments: [key]) { try $0.bytes("value") }
    }

    /// Sets (or, with nil, removes) a ledger value.
    public func setLedgerValue(_ key: String, _ value: Data?) throws {
        if let value {
            try db.execute(sql: "INSERT INTO syncMeta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                           arguments: [key, value])
        } else {
            try db.execute(sql: "DELETE FROM syncMeta WHERE key = ?", arguments: [key])
        }
    }

    /// Stores a change by its device and sequence (one known is kept as it was); whether it was new.
    /// Sequences are stored by their bit pattern: one past Int64 (as a server may send) keeps its own key.
    public func insertOperation(device: String, sequence: UInt64, body: Data) throws -> Bool {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO syncOperation (device, sequence, body) VALUES (?, ?, ?)")
            .execute(arguments: [device, Int64(bitPattern: sequence), body])
        return db.changesCount > 0
    }

    /// Drops `device`'s changes numbered `sequences` (a device taking a new id logs them again under it).
    public func removeOperations(device: String, sequences: [UInt64]) throws {
        for sequence in sequences {
            try db.execute(sql: "DELETE FROM syncOperation WHERE device = ? AND sequence = ?", arguments: [device, Int64(bitPattern: sequence)])
        }
    }

    /// Empties this device's outbox (a device taking a new id).
    public func clearOutbox() throws {
        try db.execute(sql: "DELETE FROM syncOutbox")
    }

    /// Every change known (encoded).
    public func operationBodies() throws -> [Data] {
        try StoredRow.fetchAll(db, sql: "SELECT body FROM syncOperation") { try $0.bytes("body") }
    }

    /// Queues one of this device's segments (encoded) to be sent.
    public func queueSegment(_ sequence: UInt64, body: Data) throws {
        try db.execute(sql: "INSERT INTO syncOutbox (sequence, body) VALUES (?, ?)", arguments: [Int64(bitPattern: sequence), body])
    }

    /// This device's segments not yet confirmed by the remote, oldest first (encoded).
    public func pendingSegments() throws -> [Data] {
        try StoredRow.fetchAll(db, sql: "SELECT body FROM syncOutbox WHERE uploaded = 0 ORDER BY sequence") { try $0.bytes("body") }
    }

    /// Marks segments confirmed by the remote (`sent`), or to be sent again.
    public func markSegments(_ sequences: [UInt64], sent: Bool) throws {
        for sequence in sequences {
            try db.execute(sql: "UPDATE syncOutbox SET uploaded = ? WHERE sequence = ?", arguments: [sent, Int64(bitPattern: sequence)])
        }
    }

    /// The numbers of this device's segments the remote confirmed.
    public func sentSegments() throws -> [UInt64] {
        try Int64.fetchAll(db, sql: "SELECT sequence FROM syncOutbox WHERE uploaded = 1").map { UInt64(bitPattern: $0) }
    }

    /// The remote files merged: name and tag.
    public func mergedFiles() throws -> [String: String] {
        Dictionary(try StoredRow.fetchAll(db, sql: "SELECT name, tag FROM syncRemoteFile") { (try $0.text("name"), try $0.text("tag")) },
                   uniquingKeysWith: { a, _ in a })
    }

    /// Notes a remote file merged.
    public func setMerged(name: String, tag: String) throws {
        try db.execute(sql: "INSERT INTO syncRemoteFile (name, tag) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET tag = excluded.tag",
                       arguments: [name, tag])
    }

    /// A sync with another remote or vault than the last: every segment goes again, every remote file is read again.
    public func forgetRemote() throws {
        try db.execute(sql: "UPDATE syncOutbox SET uploaded = 0; DELETE FROM syncRemoteFile")
    }
}

extension UserDictionary {
    /// Runs `body` in one write transaction of the file (all of it or none), for the Sync module;
    /// the snapshot is re-read when next used.
    public func syncTransaction<T>(_ body: (SyncStore) throws -> T) throws -> T {
        let time = now().timeIntervalSince1970
        let result = try pool.write { db in try body(SyncStore(db: db, settingAside: time)) }
        snapshotChanged()
        return result
    }

    /// Runs `body` over a consistent read of the file, for the Sync module.
    public func syncRead<T>(_ body: (SyncStore) throws -> T) throws -> T {
        try pool.read { db in try body(SyncStore(db: db, settingAside: nil)) }
    }

    /// The clock this dictionary was opened with (the Sync module reads the wall time by it).
    public var clock: @Sendable () -> Date { now }
}
