import Foundation
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
    /// This device's id in the sync folder, made when the device joins (here, or at its first
    /// sync): what the dictionary holds then goes into this device's log, and the dictionary's
    /// change feed is switched on, so every later edit is stamped when it is made. A host calls it
    /// when the user sets sync up.
    public func deviceID() throws -> String {
        let now = dictionary.clock()
        let halfLife = halfLifeDays
        return try dictionary.ledgerTransaction { store, books in
            var ledger = try SyncLedger.load(books)
            if try !store.feedIsOn() || ledger.legacyBase != nil {
                _ = try logOwnChanges(store, books, &ledger, now: now, halfLifeDays: halfLife)
            }
            try ledger.save(books)
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
        report.leftDevice = try leaveIfBehind(files, vaultID: vaultID)
        let ledger = try dictionary.ledgerRead { _, books in try books.hasSynced() ? SyncLedger.load(books) : nil }
        let forget = ledger.map { $0.remote != remote || $0.vault != vaultID } ?? false
        // A device that never synced has no file of its own on the remote (its id is made when it joins, at the merge).
        let incoming = try await readNew(files, cipher: cipher, device: ledger?.device ?? "", forget: forget, report: &report)
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
        let made = try dictionary.ledgerRead { _, books in try SyncLedger.madeVault(books) }
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
            try dictionary.ledgerTransaction { _, books in try SyncLedger.setMadeVault(data, books) }
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
        if made != nil { try dictionary.ledgerTransaction { _, books in try SyncLedger.setMadeVault(nil, books) } }
        return (cipher, id)
    }

    /// A short, stable fingerprint of the vault's bytes (FNV-1a), to notice a folder made anew.
    static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// One transaction: the incoming changes stored, this device's changes read from the feed
    /// and logged, everything merged into the dictionary.
    private func merge(_ incoming: Incoming, vaultID: String, report: inout SyncReport) throws {
        let now = dictionary.clock()
        let time = now.timeIntervalSince1970
        let halfLife = halfLifeDays
        let clockAfter = try dictionary.ledgerTransaction { store, books -> HybridTime in
            var ledger = try SyncLedger.load(books)
            if incoming.forget { try books.forgetRemote() }
            ledger.remote = remote
            ledger.vault = vaultID
            let received = try SyncLedger.insert(incoming.operations, books)
            report.changesReceived = received.count
            report.received = SyncTally(received.map(\.change))
            for file in incoming.merged { try books.setMerged(name: file.name, tag: file.tag) }
            // Every change made here from now on is later than every change seen.
            if let latest = incoming.operations.map(\.time).max() { try store.receive(latest) }
            let own = try logOwnChanges(store, books, &ledger, now: now, halfLifeDays: halfLife)
            if !own.isEmpty { report.capturedAt = own.map(\.time).max() }
            // This device's segments the remote confirmed once and has lost go again, from its log.
            if !incoming.forget {
                let lost = SyncLogGaps(listed: incoming.listed, merged: [], device: ledger.device, sent: try books.sentSegments()).own
                try books.markSegments(lost, sent: false)
                report.resent = lost.count
            }
            report.changesCaptured = own.count
            report.captured = SyncTally(own.map(\.change))
            let state = SyncMerge(try SyncLedger.operations(books)).state(time: time, halfLifeDays: halfLife)
            try store.apply(state, time: time, halfLifeDays: halfLife)
            try ledger.save(books)
            return try store.clock()
        }
        lock.withLock { merged = ((merged?.count ?? 0) + 1, clockAfter) }
    }

    /// Logs this device's changes since the last capture (`capture`) and queues them in segments.
    private func logOwnChanges(_ store: SyncStore, _ books: any SyncLedgerStore, _ ledger: inout SyncLedger, now: Date,
                               halfLifeDays: Double) throws -> [SyncOperation] {
        // The clock an earlier version kept in the ledger moves into the dictionary's.
        if let clock = ledger.legacyClock { try store.receive(clock) }
        ledger.legacyClock = nil
        var own: [SyncOperation] = []
        for (time, change) in try capture(store, &ledger, now: now, halfLifeDays: halfLifeDays) {
            own.append(SyncOperation(device: ledger.device, sequence: ledger.nextOperation, time: time, change: change))
            ledger.nextOperation += 1
        }
        guard !own.isEmpty else { return own }
        try SyncLedger.insert(own, books)
        for operations in try SyncSegment.split(own) {
            try SyncLedger.queue(SyncSegment(device: ledger.device, sequence: ledger.nextSegment, operations: operations), books)
            ledger.nextSegment += 1
        }
        return own
    }

    /// This device's changes since the last capture, each with its time: the change feed's, each
    /// stamped when it was made. The first sync of a dictionary (or the first since a sync of an
    /// earlier version) has no feed yet: what the dictionary holds is compared with the base the
    /// last sync left (nothing, the first time), and the feed is switched on in the same
    /// transaction, so no change is missed or read twice. Joining, each change is logged at the
    /// time it was made (`JoinCapture`); after an earlier version's sync, at one time.
    private func capture(_ store: SyncStore, _ ledger: inout SyncLedger, now: Date,
                         halfLifeDays: Double) throws -> [(HybridTime, SyncChange)] {
        let feed = try store.feed()
        if let last = feed.last { try store.dropFeed(through: last.id) }
        if try store.feedIsOn(), ledger.legacyBase == nil { return feed.map { ($0.time, $0.change) } }
        let base = ledger.legacyBase ?? SyncBase()
        let current = try store.contents()
        let journal = try store.journaledRemovals()
        let removed = journal.map(\.key) + feed.compactMap { entry -> SyncWordKey? in
            if case let .word(key, nil) = entry.change { key } else { nil }
        }
        var newIDs = 0
        let device = ledger.device, next = ledger.nextOperation
        let capture = ChangeCapture(base: base, current: current, removed: removed, time: now.timeIntervalSince1970,
                                    halfLifeDays: halfLifeDays) {
            newIDs += 1
            return "\(device)-\(next)-\(newIDs)"
        }
        let rows = Set(current.phrases.map(\.rowID))
        try store.setPhraseIDs(base.phraseIDs.filter { rows.contains($0.key) }.merging(capture.newPhraseIDs) { a, _ in a })
        if let last = journal.last { try store.dropJournal(through: last.id) }
        let edits = try store.unsyncedEdits()
        try store.dropUnsyncedEdits()
        try store.startFeed()
        let upgrade = ledger.legacyBase != nil
        ledger.legacyBase = nil
        let seeds = capture.seeds.map { (HybridTime.zero, $0) }
        guard !capture.changes.isEmpty || !edits.isEmpty else { return seeds }
        let time = try store.tick(now: now)
        // A device that synced with an earlier version: what changed since its last sync, at one time.
        if upgrade { return seeds + capture.changes.map { (time, $0) } }
        // Joining: each change at the time it was made.
        let removals = Dictionary(journal.map { ($0.key, $0.time) }, uniquingKeysWith: max)
        return seeds + JoinCapture(capture, current: current, edits: edits, removals: removals, joined: time).changes.map { ($0.time, $0.change) }
    }

    /// Sends the segments waiting, oldest first; each is marked sent only after the remote confirmed it.
    private func send(cipher: SyncCipher, report: inout SyncReport) async throws {
        let pending = try dictionary.ledgerRead { _, books in try SyncLedger.pending(books) }
        var sentChanges: [SyncChange] = []
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
            try dictionary.ledgerTransaction { _, books in try books.markSegments([segment.sequence], sent: true) }
            report.segmentsSent += 1
            report.changesSent += segment.operations.count
            sentChanges += segment.operations.map(\.change)
            report.sent = SyncTally(sentChanges)
        }
    }
}
