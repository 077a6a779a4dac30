import Foundation
import GRDB
import UserDictionary

/// The keyboard settings a person expects on another device: the layout, the 双拼 scheme, the
/// script and the keyboard's height in each orientation. They live in the dictionary's `setting`
/// table under `sync.` keys, as strings the host writes and reads (a host that does not know a
/// value keeps its own); the host writes them when the user changes them, and reads them after a sync.
public struct SyncedSettings: Hashable, Sendable {
    /// The prefix of synced keys in the `setting` table.
    public static let prefix = "sync."
    /// The keys that sync (without the prefix).
    public static let keys = ["layout", "shuangpin", "script", "height.portrait", "height.landscape"]

    /// The values set, by key (without the prefix).
    public var values: [String: String]

    /// Settings.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The synced settings stored in `dictionary`.
    public static func read(from dictionary: UserDictionary) throws -> SyncedSettings {
        try dictionary.syncRead { db in
            let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE ?", arguments: [prefix + "%"])
            return SyncedSettings(Dictionary(uniqueKeysWithValues: rows.map { (String(($0["key"] as String).dropFirst(prefix.count)), $0["value"]) }))
        }
    }

    /// Stores `values` (a nil value clears that key); keys outside `keys` are refused.
    public static func write(_ values: [String: String?], to dictionary: UserDictionary) throws {
        for key in values.keys where !keys.contains(key) { throw SyncError.unknownSetting(key) }
        try dictionary.syncTransaction { db in
            for (key, value) in values {
                if let value {
                    try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                                   arguments: [prefix + key, value])
                } else {
                    try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [prefix + key])
                }
            }
        }
    }
}
