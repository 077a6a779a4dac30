import Foundation
import GRDB

extension UserDictionary {
    /// The English words the user kept against a correction, lower case, oldest first.
    public func keptEnglishWords() throws -> [String] {
        try pool.read { db in try StoredRow.fetchAll(db, sql: "SELECT word FROM keptEnglishWord ORDER BY kept, word") { try $0.text("word") } }
    }

    /// Keeps an English word (stored lower case; empty or over 64 characters is ignored), now.
    public func keepEnglishWord(_ word: String) throws {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower.count <= 64 else { return }
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try db.execute(
                sql: "INSERT INTO keptEnglishWord (word, kept) VALUES (?, ?) ON CONFLICT(word) DO UPDATE SET kept = excluded.kept",
                arguments: [lower, time])
            try Self.record([.keptEnglishWord(lower, kept: time)], at: time, db)
        }
    }

    /// The synced settings' prefix in the `setting` table.
    public static let syncedSettingPrefix = "sync."

    /// The settings that sync (the keyboard's `KeyboardConfiguration.syncedKeys`), by key without the prefix.
    public func syncedSettings() throws -> [String: String] {
        try pool.read { db in
            let rows = try StoredRow.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE ?", arguments: [Self.syncedSettingPrefix + "%"]) {
                (String(try $0.text("key").dropFirst(Self.syncedSettingPrefix.count)), try $0.text("value"))
            }
            return Dictionary(rows, uniquingKeysWith: { a, _ in a })
        }
    }

    /// Whether the `setting` table has `key` (a one-time fact: its value is not read).
    static func hasSetting(_ key: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM setting WHERE key = ?", arguments: [key]) ?? false
    }

    /// Stores synced settings by key without the prefix (a nil value clears that key), in one transaction.
    public func setSyncedSettings(_ values: [String: String?]) throws {
        let time = now().timeIntervalSince1970
        try pool.write { db in
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                let stored = Self.syncedSettingPrefix + key
                if let value {
                    try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                                   arguments: [stored, value])
                } else {
                    try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [stored])
                }
                try Self.record([.setting(key: stored, value: value)], at: time, db)
            }
        }
    }

    /// The emoji recents, most recent first: each emoji (its default form), its skin tones
    /// (`SkinTone` raw values) and how often it was used here.
    public func emojiRecents() throws -> [(emoji: String, tones: [String], uses: Int)] {
        try pool.read { db in
            try StoredRow.fetchAll(db, sql: "SELECT emoji, tones, uses FROM emojiRecent ORDER BY used DESC, emoji") {
                (try $0.text("emoji"), Self.tones(try $0.text("tones")), Int(try $0.integer("uses")))
            }
        }
    }

    /// Notes a use of `emoji` (its default form) with its skin tones, now; past `emojiRecentLimit`
    /// the least recent go (on this device only).
    public func useEmoji(_ emoji: String, tones: [String]) throws {
        guard !emoji.isEmpty, emoji.count <= 16 else { return }
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try Self.useEmoji(emoji, tones: tones, uses: 1, at: time, db)
            try Self.record([.emojiRecent(emoji, used: time, tones: tones)], at: time, db)
        }
    }

    /// Moves recents kept elsewhere (an earlier version's file) in, once: nothing when the
    /// dictionary has recents already. `recents` is most recent first.
    public func importEmojiRecents(_ recents: [(emoji: String, tones: [String], uses: Int)]) throws {
        let time = now().timeIntervalSince1970
        try pool.write { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM emojiRecent") == 0 else { return }
            for (index, recent) in recents.enumerated().reversed() where !recent.emoji.isEmpty {
                let used = time - Double(index)
                try Self.useEmoji(recent.emoji, tones: recent.tones, uses: max(1, recent.uses), at: used, db)
                try Self.record([.emojiRecent(recent.emoji, used: used, tones: recent.tones)], at: time, db)
            }
        }
    }

    /// The most emoji recents the file keeps.
    public static let emojiRecentLimit = 500

    private static func useEmoji(_ emoji: String, tones: [String], uses: Int, at time: Double, _ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO emojiRecent (emoji, used, tones, uses) VALUES (?, ?, ?, ?)
            ON CONFLICT (emoji) DO UPDATE SET used = excluded.used, tones = excluded.tones, uses = uses + excluded.uses
            """, arguments: [emoji, time, tones.joined(separator: " "), uses])
        try db.execute(sql: "DELETE FROM emojiRecent WHERE emoji IN (SELECT emoji FROM emojiRecent ORDER BY used DESC LIMIT -1 OFFSET ?)",
                       arguments: [emojiRecentLimit])
    }

    /// Skin tones as stored (space-separated raw values).
    static func tones(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
}
