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
        let behind = try dictionary.ledgerRead { _, books in
            guard try books.hasSynced() else { return false }
            let ledger = try SyncLedger.load(books)
            return files.contains { SyncFileName($0.name).map { $0.device == ledger.device && $0.sequence >= ledger.nextSegment } ?? false }
        }
        guard behind else { return nil }
        return try dictionary.ledgerTransaction { _, books in
            guard try books.hasSynced() else { return nil }
            var ledger = try SyncLedger.load(books)
            guard ledger.remote == remote, ledger.vault == vaultID else { return nil }
            let old = ledger.device
            let ahead = files.contains { file in
                SyncFileName(file.name).map { $0.device == old && $0.sequence >= ledger.nextSegment } ?? false
            }
            guard ahead else { return nil }
            let unsent = try SyncLedger.pending(books).flatMap(\.operations)
            try books.removeOperations(device: old, sequences: unsent.map(\.sequence))
            try books.clearOutbox()
            try SyncLedger.setSnapshotUnconfirmed(false, books)
            ledger.device = SyncFileName.newDevice()
            (ledger.nextOperation, ledger.nextSegment) = (1, 1)
            let again = unsent.map { operation in
                defer { ledger.nextOperation += 1 }
                return SyncOperation(device: ledger.device, sequence: ledger.nextOperation, time: operation.time, change: operation.change)
            }
            try SyncLedger.insert(again, books)
            for operations in try SyncSegment.split(again) {
                try SyncLedger.queue(SyncSegment(device: ledger.device, sequence: ledger.nextSegment, operations: operations), books)
                ledger.nextSegment += 1
            }
            try ledger.save(books)
            return old
        }
    }
}
