import Foundation

/// Where the sync keeps its bookkeeping (`SyncLedger` reads and writes through it): its values by
/// key (this device's id, its counters, the remote and the vault it syncs with), every change known
/// by `(device, sequence)`, this device's outgoing segments and the remote files merged. The Sync
/// module's own: `SQLiteSyncLedgerStore` keeps it in tables of the dictionary's file, in the
/// dictionary's transactions, so a merge and its bookkeeping are kept together or not at all.
protocol SyncLedgerStore {
    /// Whether this file has synced (its ledger has a device id).
    func hasSynced() throws -> Bool
    /// The ledger's values by key.
    func ledgerValues() throws -> [String: Data]
    /// One ledger value.
    func ledgerValue(_ key: String) throws -> Data?
    /// Sets (or, with nil, removes) a ledger value.
    func setLedgerValue(_ key: String, _ value: Data?) throws

    /// Stores a change by its device and sequence (one known is kept as it was); whether it was new.
    func insertOperation(device: String, sequence: UInt64, body: Data) throws -> Bool
    /// Drops `device`'s changes numbered `sequences` (a device taking a new id logs them again under it).
    func removeOperations(device: String, sequences: [UInt64]) throws
    /// Every change known (encoded).
    func operationBodies() throws -> [Data]

    /// Queues one of this device's segments (encoded) to be sent.
    func queueSegment(_ sequence: UInt64, body: Data) throws
    /// This device's segments not yet confirmed by the remote, oldest first (encoded).
    func pendingSegments() throws -> [Data]
    /// Marks segments confirmed by the remote (`sent`), or to be sent again.
    func markSegments(_ sequences: [UInt64], sent: Bool) throws
    /// The numbers of this device's segments the remote confirmed.
    func sentSegments() throws -> [UInt64]
    /// Empties this device's outbox (a device taking a new id).
    func clearOutbox() throws

    /// The remote files merged: name and tag.
    func mergedFiles() throws -> [String: String]
    /// Notes a remote file merged.
    func setMerged(name: String, tag: String) throws
    /// A sync with another remote or vault than the last: every segment goes again, every remote file is read again.
    func forgetRemote() throws
}
