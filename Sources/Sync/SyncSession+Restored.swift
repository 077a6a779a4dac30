import Foundation
import UserDictionary

extension SyncSession {
    /// A device whose log on the remote runs past what it numbered itself (its dictionary
    /// restored from an older backup, or copied to a second phone that synced since) would
    /// number new files the remote already holds, and overwrite what it did after the backup. It
    /// takes a new id instead, in one transaction: its old id's files are then another device's,
    /// read and merged like any (so what it did after the backup comes back), and the changes it
    /// had not sent go again under the new id, at their own times. Returns the id it left.
    func leaveIfBehind(_ files: [RemoteFile], vaultID: String) throws -> String? {
        // Read first: nearly every sync has nothing to do here, and needs no write lock for it.
        let behind = try dictionary.syncRead { store in
            guard try store.hasSynced() else { return false }
            let ledger = try SyncLedger.load(store)
            return files.contains { SyncFileName($0.name).map { $0.device == ledger.device && $0.sequence >= ledger.nextSegment } ?? false }
        }
        guard behind else { return nil }
        return try dictionary.syncTransaction { store in
            guard try store.hasSynced() else { return nil }
            var ledger = try SyncLedger.load(store)
            guard ledger.remote == remote, ledger.vault == vaultID else { return nil }
            let old = ledger.device
            let ahead = files.contains { file in
                SyncFileName(file.name).map { $0.device == old && $0.sequence >= ledger.nextSegment } ?? false
            }
            guard ahead else { return nil }
            let unsent = try SyncLedger.pending(store).flatMap(\.operations)
            try store.removeOperations(device: old, sequences: unsent.map(\.sequence))
            try store.clearOutbox()
            try SyncLedger.setSnapshotUnconfirmed(false, store)
            ledger.device = SyncFileName.newDevice()
            (ledger.nextOperation, ledger.nextSegment) = (1, 1)
            let again = unsent.map { operation in
                defer { ledger.nextOperation += 1 }
                return SyncOperation(device: ledger.device, sequence: ledger.nextOperation, time: operation.time, change: operation.change)
            }
            try SyncLedger.insert(again, store)
            for operations in try SyncSegment.split(again) {
                try SyncLedger.queue(SyncSegment(device: ledger.device, sequence: ledger.nextSegment, operations: operations), store)
                ledger.nextSegment += 1
            }
            try ledger.save(store)
            return old
        }
    }
}
