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
/// `setting`, so a write touches the feed's page only). Before that nothing is recorded: a dictionary that never syncs
/// keeps no feed. Writes a sync makes (`SyncStore.apply`) record nothing: they are changes already
/// in the log.
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
        let isOn = (row?["isOn"] as Int64?) != nil
        let kept = (row?["kept"] as String?).flatMap(HybridTime.init) ?? .zero
        guard let row, let milliseconds = row["milliseconds"] as Int64?, let counter = row["counter"] as Int64?,
              let count = row["count"] as Int64? else { return (isOn, kept) }
        return (isOn, max(kept, HybridTime(milliseconds: milliseconds, counter: UInt32(counter + max(0, count - 1)))))
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
        guard isOn else { return }
        let first = builtIn ? HybridTime.zero : clock.tick(now: Date(timeIntervalSince1970: now))
        try db.cachedStatement(sql: "INSERT INTO changeFeed (milliseconds, counter, count, body) VALUES (?, ?, ?, ?)")
            .execute(arguments: [first.milliseconds, Int64(first.counter), builtIn ? 1 : changes.count, try SyncChange.feedBody(changes)])
        // The zero time is not the clock: the clock reached is kept.
        if builtIn { try setFeedClock(clock, db) }
    }

    /// The feed's entries, oldest first.
    static func feed(_ db: Database) throws -> [FeedEntry] {
        let decoder = JSONDecoder()
        var entries: [FeedEntry] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, milliseconds, counter, count, body FROM changeFeed ORDER BY id") {
            let changes = try decoder.decode([SyncChange].self, from: row["body"] as Data)
            let milliseconds: Int64 = row["milliseconds"], counter: Int64 = row["counter"], count: Int64 = row["count"]
            for (index, change) in changes.enumerated() {
                // A built-in row's changes all stand at its one time (`count` 1).
                let time = HybridTime(milliseconds: milliseconds, counter: UInt32(counter + (count == 1 ? 0 : Int64(index))))
                entries.append(FeedEntry(id: row["id"], time: time, change: change))
            }
        }
        return entries
    }
}

extension HybridTime {
    /// Reads `milliseconds.counter` (`description`).
    init?(_ text: String) {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let milliseconds = Int64(parts[0]), let counter = UInt32(parts[1]) else { return nil }
        self.init(milliseconds: milliseconds, counter: counter)
    }
}
