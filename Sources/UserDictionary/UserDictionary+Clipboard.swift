import Foundation
import GRDB

/// A clipboard item as the file keeps it (the keyboard's rules — expiry, the limit, secure
/// fields — are the core's `ClipboardHistory`; this is only storage).
public struct StoredClipboardItem: Hashable, Sendable {
    /// The row id.
    public var id: Int64
    /// The text copied.
    public var text: String
    /// When it was (last) copied.
    public var copied: Date
    /// Whether the user pinned it.
    public var pinned: Bool
}

extension UserDictionary {
    /// The clipboard items, newest first.
    public func clipboardItems() throws -> [StoredClipboardItem] {
        try pool.read { db in
            try StoredRow.fetchAll(db, sql: "SELECT id, text, copied, pinned FROM clipboardItem ORDER BY copied DESC, id DESC") {
                StoredClipboardItem(id: try $0.integer("id"), text: try $0.text("text"), copied: Date(timeIntervalSince1970: try $0.number("copied")),
                                    pinned: try $0.flag("pinned"))
            }
        }
    }

    /// Keeps `text` copied at `date` as the newest item (one transaction); the same text again
    /// moves up, keeping its pin. A date that is not finite is `UserDictionaryError.invalidTime`.
    @discardableResult
    public func recordClipboard(text: String, at date: Date) throws -> StoredClipboardItem {
        // A time that is not finite would be refused by the schema's check (NaN) or never expire (∞).
        guard date.timeIntervalSince1970.isFinite else { throw UserDictionaryError.invalidTime(date.timeIntervalSince1970) }
        return try pool.write { db in try Self.record(text: text, at: date, in: db) }
    }

    /// Keeps `text` copied at `date` as the newest item and prunes as `pruneClipboard` does, in
    /// one transaction: a process killed between the two never leaves the table over its cap.
    @discardableResult
    public func recordClipboard(text: String, at date: Date, pruningCopiedBefore cutoff: Date, keeping limit: Int) throws -> StoredClipboardItem {
        guard date.timeIntervalSince1970.isFinite else { throw UserDictionaryError.invalidTime(date.timeIntervalSince1970) }
        guard cutoff.timeIntervalSince1970.isFinite else { throw UserDictionaryError.invalidTime(cutoff.timeIntervalSince1970) }
        return try pool.write { db in
            let item = try Self.record(text: text, at: date, in: db)
            try Self.prune(copiedBefore: cutoff, keeping: limit, in: db)
            return item
        }
    }

    private static func record(text: String, at date: Date, in db: Database) throws -> StoredClipboardItem {
        try db.execute(
            sql: "INSERT INTO clipboardItem (text, copied, pinned) VALUES (?, ?, 0) ON CONFLICT(text) DO UPDATE SET copied = excluded.copied",
            arguments: [text, date.timeIntervalSince1970])
        let row = try StoredRow.fetchOne(db, sql: "SELECT id, pinned FROM clipboardItem WHERE text = ?", arguments: [text]) {
            (id: try $0.integer("id"), pinned: try $0.flag("pinned"))
        }
        return StoredClipboardItem(id: row?.id ?? 0, text: text, copied: date, pinned: row?.pinned ?? false)
    }

    /// Pins or unpins an item.
    public func setClipboardItem(_ id: Int64, pinned: Bool) throws {
        try pool.write { db in try db.execute(sql: "UPDATE clipboardItem SET pinned = ? WHERE id = ?", arguments: [pinned, id]) }
    }

    /// Removes an item.
    public func removeClipboardItem(_ id: Int64) throws {
        try pool.write { db in try db.execute(sql: "DELETE FROM clipboardItem WHERE id = ?", arguments: [id]) }
    }

    /// Removes the unpinned items (all with `includingPinned`).
    public func clearClipboard(includingPinned: Bool) throws {
        try pool.write { db in try db.execute(sql: includingPinned ? "DELETE FROM clipboardItem" : "DELETE FROM clipboardItem WHERE pinned = 0") }
    }

    /// Removes unpinned items copied before `date`; then, while more than `limit` are kept, the
    /// oldest unpinned, then the oldest pinned (left from a larger cap) — never the newest for the cap, so
    /// a copy just acknowledged is never pruned at once (the core's `ClipboardItem.pruned` rule).
    public func pruneClipboard(copiedBefore date: Date, keeping limit: Int) throws {
        guard date.timeIntervalSince1970.isFinite else { throw UserDictionaryError.invalidTime(date.timeIntervalSince1970) }
        try pool.write { db in try Self.prune(copiedBefore: date, keeping: limit, in: db) }
    }

    private static func prune(copiedBefore date: Date, keeping limit: Int, in db: Database) throws {
        let newest = try Int64.fetchOne(db, sql: "SELECT id FROM clipboardItem ORDER BY copied DESC, id DESC LIMIT 1") ?? 0
        try db.execute(sql: "DELETE FROM clipboardItem WHERE pinned = 0 AND copied < ?", arguments: [date.timeIntervalSince1970])
        for pinned in [0, 1] {
            let excess = (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM clipboardItem") ?? 0) - max(1, limit)
            guard excess > 0 else { return }
            try db.execute(
                sql: """
                    DELETE FROM clipboardItem WHERE id IN
                    (SELECT id FROM clipboardItem WHERE pinned = ? AND id != ? ORDER BY copied ASC, id ASC LIMIT ?)
                    """,
                arguments: [pinned, newest, excess])
        }
    }
}
