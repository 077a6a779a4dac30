import Foundation
import UserDictionary

/// The sync's own records in the dictionary's file (`SyncLedgerStore`), written in the same
/// transactions as the words, so a process killed mid-sync keeps either the state before the
/// merge or the state after it:
/// - this device's id, its counters, the remote and the vault it last synced with (and, from a
///   sync of an earlier version, the base its next capture is diffed against, once);
/// - every change known, this device's and others' (the merge reads them all);
/// - this device's segments, each marked once the remote confirmed it;
/// - the remote files merged, by name and tag (not downloaded again).
struct SyncLedger {
    var device: String
    var nextOperation: UInt64
    var nextSegment: UInt64
    /// The base an earlier version's last sync left: the next capture diffs against it once, then
    /// the change feed takes over (nil once it has).
    var legacyBase: SyncBase?
    /// The hybrid clock an earlier version kept here (moved into the dictionary's clock).
    var legacyClock: HybridTime?
    var remote: String?
    var vault: String?

    /// The highest next number a ledger may hold: every number a device will ever give an
    /// operation or a segment stays below UInt64's end (a stored one is never trusted to).
    static let counterLimit: UInt64 = 1 << 62

    /// Reads the ledger (a new device id the first time); a counter that is not a number from 1
    /// to `counterLimit` is `SyncError.badLedger` (it would overflow, or number changes twice).
    static func load(_ books: any SyncLedgerStore) throws -> SyncLedger {
        let values = try books.ledgerValues()
        let decoder = JSONDecoder()
        func text(_ key: String) -> String? { values[key].map { String(decoding: $0, as: UTF8.self) } }
        func counter(_ key: String) throws -> UInt64 {
            guard let stored = text(key) else { return 1 }
            guard let value = UInt64(stored), (1...counterLimit).contains(value) else {
                throw SyncError.badLedger("\(key) is \(stored.prefix(40).debugDescription), not a number from 1 to \(counterLimit)")
            }
            return value
        }
        return SyncLedger(
            device: text("device") ?? SyncFileName.newDevice(),
            nextOperation: try counter("nextOperation"),
            nextSegment: try counter("nextSegment"),
            legacyBase: try values["base"].map { try decoder.decode(SyncBase.self, from: $0) },
            legacyClock: try values["clock"].map { try decoder.decode(HybridTime.self, from: $0) },
            remote: text("remote"), vault: text("vault"))
    }

    func save(_ books: any SyncLedgerStore) throws {
        try books.setLedgerValue("device", Data(device.utf8))
        try books.setLedgerValue("nextOperation", Data(String(nextOperation).utf8))
        try books.setLedgerValue("nextSegment", Data(String(nextSegment).utf8))
        try books.setLedgerValue("base", try legacyBase.map { try JSONEncoder().encode($0) })
        try books.setLedgerValue("clock", nil)
        try books.setLedgerValue("remote", remote.map { Data($0.utf8) })
        try books.setLedgerValue("vault", vault.map { Data($0.utf8) })
    }

    /// Every change known.
    static func operations(_ books: any SyncLedgerStore) throws -> [SyncOperation] {
        let decoder = JSONDecoder()
        return try books.operationBodies().map { try decoder.decode(SyncOperation.self, from: $0) }
    }

    /// Stores changes (one already known is kept as it was); returns those that were new.
    @discardableResult
    static func insert(_ operations: [SyncOperation], _ books: any SyncLedgerStore) throws -> [SyncOperation] {
        let encoder = JSONEncoder()
        return try operations.filter { operation in
            try books.insertOperation(device: operation.device, sequence: operation.sequence, body: encoder.encode(operation))
        }
    }

    /// This device's segments not yet confirmed by the remote, oldest first.
    static func pending(_ books: any SyncLedgerStore) throws -> [SyncSegment] {
        let decoder = JSONDecoder()
        return try books.pendingSegments().map { try decoder.decode(SyncSegment.self, from: $0) }
    }

    /// Queues one of this device's segments to be sent.
    static func queue(_ segment: SyncSegment, _ books: any SyncLedgerStore) throws {
        try books.queueSegment(segment.sequence, body: JSONEncoder().encode(segment))
    }

    /// Whether this device began writing a snapshot that the remote has not confirmed.
    static func snapshotUnconfirmed(_ books: any SyncLedgerStore) throws -> Bool {
        try books.ledgerValue("snapshotUnconfirmed") != nil
    }

    /// Notes a snapshot write begun (true) or confirmed with the segments it covers removed (false).
    static func setSnapshotUnconfirmed(_ unconfirmed: Bool, _ books: any SyncLedgerStore) throws {
        try books.setLedgerValue("snapshotUnconfirmed", unconfirmed ? Data("1".utf8) : nil)
    }

    /// The vault this device made and wrote, until the folder's vault is known to stand.
    static func madeVault(_ books: any SyncLedgerStore) throws -> Data? {
        try books.ledgerValue("madeVault")
    }

    /// Keeps (or, with nil, forgets) the vault this device made.
    static func setMadeVault(_ vault: Data?, _ books: any SyncLedgerStore) throws {
        try books.setLedgerValue("madeVault", vault)
    }
}
