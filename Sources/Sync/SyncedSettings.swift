import Foundation
import UserDictionary

/// The keyboard settings a person expects on another device: the layout, the 双拼 scheme, the
/// script and the keyboard's height in each orientation. They live in the dictionary's `setting`
/// table under `sync.` keys, as strings the host writes and reads (a host that does not know a
/// value keeps its own); the host writes them when the user changes them, and reads them after a sync.
public struct SyncedSettings: Hashable, Sendable {
    /// The prefix of synced keys in the dictionary's settings.
    public static let prefix = UserDictionary.syncedSettingPrefix
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
        SyncedSettings(try dictionary.syncedSettings())
    }

    /// Stores `values` (a nil value clears that key); keys outside `keys` are refused.
    public static func write(_ values: [String: String?], to dictionary: UserDictionary) throws {
        for key in values.keys where !keys.contains(key) { throw SyncError.unknownSetting(key) }
        try dictionary.setSyncedSettings(values)
    }
}
