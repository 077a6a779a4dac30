import Foundation
import GRDB
import UserDictionary

/// One device's sync with one folder: `run` reads the others' new files, captures what changed
/// here into this device's log, merges everything into the dictionary in one transaction, and
/// sends this device's segments. A sync that fails before the merge changes nothing here; one
/// that fails while sending keeps the rest for the next sync, and marks nothing sent that the
/// remote did not confirm. The derived key is kept between runs of a session.
public final class SyncSession: @unchecked Sendable {
    /// The dictionary synced.
    public let dictionary: UserDictionary
    /// The sync folder.
    public let transport: any SyncTransport
    /// The folder's address (a change of it sends everything again).
    public let remote: String
    /// Days for learning to halve (the dictionary's tuning).
    public let halfLifeDays: Double
    /// scrypt's cost when this device makes the folder's vault.
    public let vaultCost: Int
    /// Own segments on the remote beyond which they are folded into a snapshot.
    public var compactionThreshold = 16
    private let passphrase: String
    private let lock = NSLock()
    private var cached: (vault: Data, cipher: SyncCipher)?
    private var merged: (count: Int, time: HybridTime)?

    /// How many merges this session committed, and this device's hybrid time after the last: the
    /// local changes made before a merge are in the log at (or, when they cancelled out, before)
    /// that time. A merge is committed even when the sync fails afterwards while sending.
    public var lastMerge: (count: Int, time: HybridTime)? { lock.withLock { merged } }
    /// This device's id in the sync folder (made at the first sync).
    public func deviceID() throws -> String {
        try dictionary.syncTransaction { db in
            try SyncLedger.createTables(db)
            let ledger = try SyncLedger.load(db)
            try ledger.save(db)
            return ledger.device
        }
    }

    /// A session; `vaultCost` is log2 of scrypt's N for a new vault (15: 32 MiB).
    public init(dictionary: UserDictionary, transport: any SyncTransport, remote: String, passphrase: String, vaultCost: Int = 15) {
        self.dictionary = dictionary
        self.transport = transport
        self.remote = remote
        self.passphrase = passphrase
        self.halfLifeDays = dictionary.tuning.halfLifeDays
        self.vaultCost = vaultCost
    }

    /// Runs one sync within `timeout` seconds. Past it, the error says whether this sync's merge
    /// was kept here (`SyncError.timedOutAfterMerge`) or nothing changed (`SyncError.timedOut`).
    public func run(timeout: Double = 30) async throws -> SyncReport {
        let deadline = Date().addingTimeInterval(timeout)
        let gate = SyncMergeGate()
        do {
            return try await SyncDeadline.within(deadline, seconds: timeout) {
                try await self.run(deadline: deadline, seconds: timeout, gate: gate)
            }
        } catch SyncError.timedOut(let seconds) {
            if let merged = gate.close() { throw SyncError.timedOutAfterMerge(seconds: seconds, report: merged) }
            throw SyncError.timedOut(seconds: seconds)
        }
    }

    private func run(deadline: Date, seconds: Double, gate: SyncMergeGate) async throws -> SyncReport {
        var report = SyncReport()
        let files = try await transport.list()
        let (cipher, vaultID) = try await openVault(files)
        let ledger = try dictionary.syncRead { db in try SyncLedger.exists(db) ? SyncLedger.load(db) : nil }
        let forget = ledger.map { $0.remote != remote || $0.vault != vaultID } ?? false
        let incoming = try await readNew(files, cipher: cipher, device: try deviceID(), forget: forget, report: &report)
        // Past the deadline nothing is merged: a sync that timed out changed nothing here.
        guard Date() < deadline else { throw SyncError.timedOut(seconds: seconds) }
        try gate.merge(seconds: seconds) {
            try merge(incoming, vaultID: vaultID, report: &report)
            return report
        }
        try await send(cipher: cipher, report: &report)
        if report.sendError == nil {
            do { report.compacted = try await SyncCompaction(session: self, cipher: cipher).run() } catch {
                if case SyncError.timedOut = error { throw error }
                report.sendError = "compaction: \(error) (tried again at the next sync)"
            }
        }
        return report
    }

    /// The cipher of the folder's vault (made, if the folder has none, by this device).
    private func openVault(_ files: [RemoteFile]) async throws -> (SyncCipher, String) {
        var data: Data
        let made = try dictionary.syncRead { db in try SyncLedger.madeVault(db) }
        if files.contains(where: { $0.name == SyncVault.fileName }) {
            data = try await transport.read(SyncVault.fileName)
            // The start of the vault this device made (an upload cut, kept by a server as far as
            // it came): written again whole. Only ever this device's own bytes, never over another's.
            if let made, data.count < made.count, made.starts(with: data) {
                try await transport.write(SyncVault.fileName, made, onlyIfAbsent: false)
                data = try await transport.read(SyncVault.fileName)
            }
        } else {
            let (vault, cipher) = try SyncVault.make(passphrase: passphrase, logN: vaultCost)
            data = try vault.encoded()
            try dictionary.syncTransaction { db in try SyncLedger.setMadeVault(data, db) }
            do {
                try await transport.write(SyncVault.fileName, data, onlyIfAbsent: true)
                lock.withLock { cached = (data, cipher) }
            } catch is SyncTransportConflict {}
            // Read back: a server that ignores If-None-Match (rclone's) lets two first devices both
            // write, and the vault that stands is the one everyone must use.
            data = try await transport.read(SyncVault.fileName)
        }
        let id = Self.fingerprint(data)
        let cipher: SyncCipher
        if let cached = lock.withLock({ cached }), cached.vault == data {
            cipher = cached.cipher
        } else {
            cipher = try SyncVault.decode(data).cipher(passphrase: passphrase)
            lock.withLock { cached = (data, cipher) }
        }
        // The folder's vault stands: the one made here is no longer needed to mend it.
        if made != nil { try dictionary.syncTransaction { db in try SyncLedger.setMadeVault(nil, db) } }
        return (cipher, id)
    }

    /// A short, stable fingerprint of the vault's bytes (FNV-1a), to notice a folder made anew.
    static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// One transaction: the incoming changes stored, this device's changes captured and logged,
    /// everything merged into the dictionary, the new base saved.
    private func merge(_ incoming: Incoming, vaultID: String, report: inout SyncReport) throws {
        let now = dictionary.clock()
        let time = now.timeIntervalSince1970
        let halfLife = halfLifeDays
        let clockAfter = try dictionary.syncTransaction { db -> HybridTime in
            try SyncLedger.createTables(db)
            var ledger = try SyncLedger.load(db)
            if incoming.forget { try SyncLedger.forgetRemote(db) }
            ledger.remote = remote
            ledger.vault = vaultID
            report.changesReceived = try SyncLedger.insert(incoming.operations, db)
            for file in incoming.merged {
                try db.execute(sql: "INSERT INTO syncRemoteFile (name, tag) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET tag = excluded.tag",
                               arguments: [file.name, file.tag])
            }
            if let latest = incoming.operations.map(\.time).max() { ledger.clock = ledger.clock.receiving(latest) }
            let current = try LocalState(db)
            let journal = try LocalState.journal(db)
            var newIDs = 0
            let capture = ChangeCapture(base: ledger.base, current: current, removed: journal.map(\.key), time: time, halfLifeDays: halfLife) {
                newIDs += 1
                return "\(ledger.device)-\(ledger.nextOperation)-\(newIDs)"
            }
            // One time for the whole capture, its changes in order by sequence: what one device
            // did between two syncs sits in one place of the total order, never interleaved with
            // another device's capture.
            var own: [SyncOperation] = []
            if !capture.changes.isEmpty { ledger.clock = ledger.clock.tick(now: now) }
            let stamped = capture.seeds.map { (HybridTime.zero, $0) } + capture.changes.map { (ledger.clock, $0) }
            for (time, change) in stamped {
                own.append(SyncOperation(device: ledger.device, sequence: ledger.nextOperation, time: time, change: change))
                ledger.nextOperation += 1
            }
            if !own.isEmpty {
                try SyncLedger.insert(own, db)
                for operations in try SyncSegment.split(own) {
                    let segment = SyncSegment(device: ledger.device, sequence: ledger.nextSegment, operations: operations)
                    try SyncLedger.queue(segment, db)
                    ledger.nextSegment += 1
                }
                report.capturedAt = ledger.clock
            }
            // This device's segments the remote confirmed once and has lost go again, from its log.
            if !incoming.forget {
                let lost = SyncLogGaps(listed: incoming.listed, merged: [], device: ledger.device, sent: try SyncLedger.sent(db)).own
                try SyncLedger.markUnsent(lost, db)
                report.resent = lost.count
            }
            report.changesCaptured = own.count
            let state = SyncMerge(try SyncLedger.operations(db)).state(time: time, halfLifeDays: halfLife)
            let rows = Set(current.phrases.map(\.rowID))
            let ids = ledger.base.phraseIDs.filter { rows.contains($0.key) }.merging(capture.newPhraseIDs) { a, _ in a }
            ledger.base = try state.apply(to: db, current: current, phraseIDs: ids, time: time, halfLifeDays: halfLife)
            if let last = journal.last { try db.execute(sql: "DELETE FROM changeJournal WHERE id <= ?", arguments: [last.id]) }
            try ledger.save(db)
            return ledger.clock
        }
        lock.withLock { merged = ((merged?.count ?? 0) + 1, clockAfter) }
    }

    /// Sends the segments waiting, oldest first; each is marked sent only after the remote confirmed it.
    private func send(cipher: SyncCipher, report: inout SyncReport) async throws {
        let pending = try dictionary.syncRead { db in try SyncLedger.pending(db) }
        for (index, segment) in pending.enumerated() {
            let name = SyncFileName(kind: .segment, device: segment.device, sequence: segment.sequence)
            do {
                try await transport.write(name.name, try segment.sealed(as: name, cipher: cipher), onlyIfAbsent: false)
            } catch {
                if case SyncError.timedOut = error { throw error }
                report.sendError = "\(error)"
                report.segmentsPending = pending.count - index
                return
            }
            try dictionary.syncTransaction { db in
                try db.execute(sql: "UPDATE syncOutbox SET uploaded = 1 WHERE sequence = ?", arguments: [Int64(segment.sequence)])
            }
            report.segmentsSent += 1
            report.changesSent += segment.operations.count
        }
    }
}
