import Foundation
import UserDictionary

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
