import Foundation
import GRDB

/// The dictionary's storage as the Sync module sees it, inside one transaction of the file
/// (`UserDictionary.syncTransaction`) or one consistent read (`syncRead`): typed reads and writes
/// of the dictionary's tables only, so this module stays the one owner of their schema. It holds
/// the change feed and the clock, and what syncs (to read once, the first time, and to write the
/// merged state). The Sync module keeps its own bookkeeping in tables of its own in the same file
/// (`database`), in the same transaction.
public struct SyncStore {
    let db: Database
    /// Inside a write transaction, its time: rows that cannot be read are set aside then, before
    /// what syncs is read and written (`UserDictionary+SetAside.swift`), so a merge never drops a
    /// row it could not read. Nil in a read.
    let settingAside: Double?

    /// The file's connection in this transaction (or read), for the tables the Sync module keeps
    /// in the file (its ledger), never the dictionary's: those are read and written by the methods
    /// here. Its rows decode as the dictionary's do (`StoredRow`), and an open sets aside those of
    /// its rows that do not hold what their columns declare.
    public var database: Database { db }

    /// Whether this is a write transaction (a consistent read otherwise).
    public var isWriting: Bool { settingAside != nil }

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
