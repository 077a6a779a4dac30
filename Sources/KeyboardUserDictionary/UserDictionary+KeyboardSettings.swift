import KeyboardCore
import UserDictionary

/// The synced subset of the keyboard's settings (`KeyboardConfiguration.syncedKeys`: layout, 双拼
/// scheme, script, the height in each orientation) in the user dictionary's `setting` table, under
/// `sync.` keys with the values earlier builds wrote, so 同步 carries them to the person's other
/// devices and a device on an older build keeps merging them. A host writes the ones the person
/// changed and applies the stored ones after a sync.
extension UserDictionary {
    /// Stores synced settings given by key and stored value (the playground's page sends them so);
    /// a key that is not a synced setting, or a value it does not take, throws and stores nothing.
    public func storeSyncedSettings(_ values: [String: String]) throws {
        try KeyboardConfiguration.checkSynced(values)
        guard !values.isEmpty else { return }
        try setSyncedSettings(values.mapValues { Optional($0) })
    }

    /// Stores the synced settings whose value differs between `old` and `new`: what the person
    /// changed, so a device never sends a default over another device's choice.
    public func storeSyncedSettings(changedFrom old: KeyboardConfiguration, to new: KeyboardConfiguration) throws {
        let before = old.syncedValues
        try storeSyncedSettings(new.syncedValues.filter { before[$0.key] != $0.value })
    }

    /// The synced settings stored here that this build reads, by key: a key or a value a newer
    /// build wrote is left out (and stays stored).
    public func readableSyncedSettings() throws -> [String: String] {
        try syncedSettings().filter { (try? KeyboardConfiguration.checkSynced([$0.key: $0.value])) != nil }
    }

    /// `configuration` with the synced settings stored here applied (with what an earlier build
    /// stored under keys no setting has now, which a setting reads: `layout` and `shuangpin`); a
    /// value this build does not read (written by a newer one) keeps `configuration`'s and stays stored.
    public func applyingSyncedSettings(to configuration: KeyboardConfiguration) throws -> KeyboardConfiguration {
        var configuration = configuration
        configuration.apply(try syncedSettings())
        return configuration
    }
}
