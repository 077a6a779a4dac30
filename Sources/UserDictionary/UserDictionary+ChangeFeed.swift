import Foundation
import GRDB

/// One change as the dictionary's feed holds it: its place in the feed, when it was made (this
/// device's hybrid clock at that moment) and what changed.
public struct FeedEntry: Hashable, Sendable {
    /// Its row in the feed (rising).
    public var id: Int64
    /// When it was made.
    public var time: HybridTime
    /// What changed.
    public var change: SyncChange
}

/// The change feed: once a sync switched it on (`SyncStore.startFeed`), every write of what syncs
/// (words, learning, phrases, synced settings, choices, kept English words, emoji recents) appends
/// its typed changes in its own transaction, each stamped with a tick of this device's hybrid
/// clock, kept in the file (so it never goes back across launches, and a time received from
/// another device moves it on: the clock is the last row's time, or, with no row, the one kept in
/// `setting`, so a write touches the feed's page only). Before that a dictionary keeps no feed,
/// only the last edit of each thing and when it was made (`UserDictionary+UnsyncedEdits.swift`).
/// Writes a sync makes (`SyncStore.apply`) record nothing: they are changes already in the log.
extension UserDictionary {
    static let feedOnKey = "feed.on"
    static let feedClockKey = "feed.clock"

    /// Whether the feed records changes.
    static func feedIsOn(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM setting WHERE key = 'feed.on'")) ?? false
    }

    /// This device's hybrid clock as last stamped or advanced: the later of the last feed row's
    /// last time and the one kept in `setting` (written when the feed is dropped or a time is received).
    static func feedClock(_ db: Database) throws -> HybridTime {
        try feedState(db).clock
    }

    /// Whether the feed is on and its clock, read by one statement (a commit's learning asks both).
    private static func feedState(_ db: Database) throws -> (isOn: Bool, clock: HybridTime) {
        let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT (SELECT 1 FROM setting WHERE key = 'feed.on') AS isOn,
                   (SELECT value FROM setting WHERE key = 'feed.clock') AS kept,
                   last.milliseconds, last.counter, last.count
            FROM (SELECT 1) LEFT JOIN (SELECT milliseconds, counter, count FROM changeFeed ORDER BY id DESC LIMIT 1) AS last
            """))
        // Read leniently: a value not of its kind counts as absent (opening sets such rows aside).
        let stored = row.map(StoredRow.init)
        let isOn = (try? stored?.optionalNumber("isOn")) != nil
        let kept = (try? stored?.optionalText("kept")).flatMap(HybridTime.init) ?? .zero
        guard let stored, let milliseconds = try? stored.integer("milliseconds"), let counter = try? stored.integer("counter"),
              let count = try? stored.integer("count") else { return (isOn, kept) }
        return (isOn, max(kept, HybridTime(milliseconds: milliseconds, counter: HybridTime.counter(counter, plus: max(0, count - 1)))))
    }

    static func setFeedClock(_ clock: HybridTime, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO setting (key, value) VALUES ('feed.clock', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """).execute(arguments: [clock.description])
    }

    /// Appends `changes` to the feed when it is on, as one row: the first stamped with the next
    /// tick of the clock at `now`, each next one a tick later (the same millisecond, the next
    /// counter). `builtIn`: all at the zero time, so any edit of a built-in phrase on any device
    /// wins over a device that adds the defaults later.
    static func record(_ changes: [SyncChange], at now: Double, builtIn: Bool = false, _ db: Database) throws {
        guard !changes.isEmpty else { return }
        let (isOn, clock) = try feedState(db)
        guard isOn else {
            // Built-in phrases stand at the zero time whenever they join.
            if !builtIn { try noteUnsynced(changes, at: now, db) }
            return
        }
        let first = builtIn ? HybridTime.zero : clock.tick(now: Date(timeIntervalSince1970: now))
        try db.cachedStatement(sql: "INSERT INTO changeFeed (milliseconds, counter, count, body) VALUES (?, ?, ?, ?)")
            .execute(arguments: [first.milliseconds, Int64(first.counter), builtIn ? 1 : changes.count, try SyncChange.feedBody(changes)])
        // The zero time is not the clock: the clock reached is kept.
        if builtIn { try setFeedClock(clock, db) }
    }

    /// The feed's entries, oldest first. With `settingAside` (a time, inside a write transaction),
    /// a row whose body is not changes is set aside then (`UserDictionary+SetAside.swift`), so the
    /// drop that follows a read never loses it; without, it is an error.
    static func feed(_ db: Database, settingAside: Double? = nil) throws -> [FeedEntry] {
        let decoder = JSONDecoder()
        var entries: [FeedEntry] = []
        let rows = try StoredRow.fetchAll(db, sql: "SELECT id, milliseconds, counter, count, body FROM changeFeed ORDER BY id") {
            (id: try $0.integer("id"), milliseconds: try $0.integer("milliseconds"), counter: try $0.integer("counter"),
             count: try $0.integer("count"), body: try $0.bytes("body"))
        }
        for row in rows {
            let changes: [SyncChange]
            do {
                changes = try decoder.decode([SyncChange].self, from: row.body)
            } catch {
                guard let time = settingAside, let table = StoredTable.named("changeFeed") else { throw error }
                _ = try setAside(db, table, rowID: row.id, time: time)
                continue
            }
            for (index, change) in changes.enumerated() {
                // A built-in row's changes all stand at its one time (`count` 1).
                let time = HybridTime(milliseconds: row.milliseconds, counter: HybridTime.counter(row.counter, plus: row.count == 1 ? 0 : Int64(index)))
                entries.append(FeedEntry(id: row.id, time: time, change: change))
            }
        }
        return entries
    }
}

extension HybridTime {
    /// A stored counter plus `steps`, kept within `UInt32` (a stored number is never trusted to fit).
    static func counter(_ counter: Int64, plus steps: Int64) -> UInt32 {
        let (sum, overflow) = counter.addingReportingOverflow(steps)
        return overflow ? .max : UInt32(clamping: sum)
    }

    /// Reads `milliseconds.counter` (`description`).
    init?(_ text: String) {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let milliseconds = Int64(parts[0]), let counter = UInt32(parts[1]) else { return nil }
        self.init(milliseconds: milliseconds, counter: counter)
    }
}
