import Foundation

/// One change in a device's log: who made it, its place in that device's log, when (a hybrid
/// logical clock), and what changed. `(device, sequence)` is unique, so reading a change twice (a
/// segment and the snapshot that covers it) counts it once.
public struct SyncOperation: Codable, Hashable, Sendable {
    /// The device that made the change (random hex, no words).
    public var device: String
    /// Its number in that device's log, from 1.
    public var sequence: UInt64
    /// Its hybrid logical time (`HybridTime`).
    public var time: HybridTime
    /// What changed.
    public var change: SyncChange

    /// The total order last-writer-wins uses: time, then device, then sequence.
    public var stamp: SyncStamp { SyncStamp(time: time, device: device, sequence: sequence) }
}

/// A change's place in the total order of all changes.
public struct SyncStamp: Comparable, Hashable, Sendable {
    /// The hybrid time.
    public var time: HybridTime
    /// The device.
    public var device: String
    /// The device's sequence number.
    public var sequence: UInt64

    /// Ordered by time, then device, then sequence.
    public static func < (a: SyncStamp, b: SyncStamp) -> Bool {
        (a.time, a.device, a.sequence) < (b.time, b.device, b.sequence)
    }
}

/// A word's key: its text and reading (`ni hao`).
public struct SyncWordKey: Codable, Hashable, Comparable, Sendable {
    /// The text.
    public var text: String
    /// The syllables joined by spaces.
    public var pinyin: String
    /// By text, then reading.
    public static func < (a: SyncWordKey, b: SyncWordKey) -> Bool { (a.text, a.pinyin) < (b.text, b.pinyin) }
}

/// A learned pair's key: the word before and the word.
public struct SyncPairKey: Codable, Hashable, Comparable, Sendable {
    /// The word before.
    public var previous: SyncWordKey
    /// The word.
    public var next: SyncWordKey
    /// By the word before, then the word.
    public static func < (a: SyncPairKey, b: SyncPairKey) -> Bool { (a.previous, a.next) < (b.previous, b.next) }
}

/// A user word's value (its row of `userWord`).
public struct SyncWordValue: Codable, Hashable, Sendable {
    /// How much the user wants it.
    public var weight: Double
    /// Where it came from (`UserWord.Source`'s raw value).
    public var source: String
    /// When it was made (seconds since 1970).
    public var created: Double
    /// When it was last used (seconds since 1970).
    public var lastUsed: Double
}

/// A saved phrase's value.
public struct SyncPhraseValue: Codable, Hashable, Sendable {
    /// The text inserted.
    public var text: String
    /// Its short code.
    public var code: String
    /// Its group.
    public var group: String
}

/// What one change does.
public enum SyncChange: Codable, Hashable, Sendable {
    /// A user word set (nil: removed — a tombstone that also clears what was learned of it before).
    case word(SyncWordKey, SyncWordValue?)
    /// A device's learning of a word: `delta` picks (negative when it forgot some) at `at` (seconds
    /// since 1970, where its fading starts). Deltas of all devices add up.
    case learned(SyncWordKey, delta: Double, at: Double)
    /// A device's learning of a pair, as `learned`.
    case pair(SyncPairKey, delta: Double, at: Double)
    /// A saved phrase set, by its id across devices (nil: removed).
    case phrase(id: String, SyncPhraseValue?)
    /// A saved phrase's place in the list (phrases are listed by place, then id).
    case phrasePosition(id: String, position: Double)
    /// A synced setting (nil: back to its default).
    case setting(key: String, value: String?)
}
