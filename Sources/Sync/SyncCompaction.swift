import Foundation
import UserDictionary

/// Folds this device's segments into one snapshot once the remote holds more than the session's
/// threshold of them: the snapshot keeps each register's latest change (and each word's latest
/// removal, which clears learning before it) and every learning delta, then the segments it
/// covers and older snapshots are removed. Readers skip a device's segments its snapshot covers;
/// a change read twice counts once, so a reader that raced the removal loses nothing. A snapshot
/// past `SyncFileSize.segment` is not written (the segments stay).
struct SyncCompaction {
    let session: SyncSession
    let cipher: SyncCipher

    /// Compacts if due; returns whether it did.
    func run() async throws -> Bool {
        let dictionary = session.dictionary
        let (device, sent, unconfirmed) = try dictionary.ledgerRead { _, books -> (String, UInt64, Bool) in
            (try SyncLedger.load(books).device, try books.sentSegments().max() ?? 0, try SyncLedger.snapshotUnconfirmed(books))
        }
        let listed = try await session.transport.list()
        let own = listed.compactMap { SyncFileName($0.name) }.filter { $0.device == device }
        let segments = own.filter { $0.kind == .segment }
        // A snapshot whose write did not finish (a cut upload can leave a file the server lists
        // whole and serves cut short) is written again whatever the count.
        guard segments.count > session.compactionThreshold || unconfirmed, sent > 0 else { return false }
        let operations = try dictionary.ledgerRead { _, books in try SyncLedger.operations(books) }.filter { $0.device == device }
        let snapshot = SyncSegment(device: device, sequence: sent, operations: Self.reduced(operations))
        let name = SyncFileName(kind: .snapshot, device: device, sequence: sent)
        let sealed = try snapshot.sealed(as: name, cipher: cipher)
        // A snapshot past a file's limit could not be read: the segments stay instead.
        guard sealed.count <= SyncFileSize.segment else { return false }
        try dictionary.ledgerTransaction { _, books in try SyncLedger.setSnapshotUnconfirmed(true, books) }
        try await session.transport.write(name.name, sealed, onlyIfAbsent: false)
        for old in own where old != name && old.sequence <= sent {
            try await session.transport.remove(old.name)
        }
        try dictionary.ledgerTransaction { _, books in try SyncLedger.setSnapshotUnconfirmed(false, books) }
        return true
    }

    /// A device's changes with the overwritten ones left out.
    static func reduced(_ operations: [SyncOperation]) -> [SyncOperation] {
        var latest: [String: SyncOperation] = [:]
        var kept: [SyncOperation] = []
        func keep(_ key: String, _ operation: SyncOperation) {
            if latest[key].map({ $0.stamp < operation.stamp }) ?? true { latest[key] = operation }
        }
        for operation in operations {
            switch operation.change {
            case let .word(key, value):
                keep("w\u{1}\(key.text)\u{1}\(key.pinyin)", operation)
                if value == nil { keep("r\u{1}\(key.text)\u{1}\(key.pinyin)", operation) }
            case .learned, .pair: kept.append(operation)
            case let .phrase(id, _): keep("p\u{1}\(id)", operation)
            case let .phrasePosition(id, _): keep("o\u{1}\(id)", operation)
            case let .setting(key, _): keep("s\u{1}\(key)", operation)
            case let .choice(key, _): keep("h\u{1}\(key.kind)\u{1}\(key.context)\u{1}\(key.text)", operation)
            case let .keptEnglishWord(word, _): keep("k\u{1}\(word)", operation)
            case let .emojiRecent(emoji, _, _): keep("e\u{1}\(emoji)", operation)
            }
        }
        return (kept + Set(latest.values)).sorted { $0.sequence < $1.sequence }
    }
}
