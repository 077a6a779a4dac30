import Foundation
import GRDB
import ChineseEngine

/// The user's dictionary: their words, what they picked (word and pair counts that fade with
/// time), hot words until they expire, and the words they deleted — one SQLite file (WAL) in a
/// directory the host gives, safe for the app and the keyboard extension to open at once.
/// Opened over a lexicon, it reads and writes the words of that lexicon's syllable inventory
/// (Mandarin's, 粤拼's: `StoredReading`); the same file opened over another keeps that language's.
/// Every write is one transaction, so a crash keeps every write that returned. The decoder never
/// queries it: it reads `current`, a snapshot rebuilt after the writes (or `refresh()`).
public final class UserDictionary: UserLexiconSource, @unchecked Sendable {
    /// How learning and user words turn into costs.
    public struct Tuning: Hashable, Sendable {
        /// Days for a learned count to halve.
        public var halfLifeDays: Double = 90
        /// Cost (nats) of a user word of weight 0; weight lowers it by ln(1 + weight), at most `maxWeightBonus`.
        public var userWordCost: Float = 9
        /// The most a weight can lower a user word's cost, in nats (so a huge weight does not make a word free).
        public var maxWeightBonus: Float = 4
        /// Extra bonus of a live hot word.
        public var hotBoost: Float = 1
        /// How learned counts lower costs in the snapshot (`UserLexicon.Tuning`).
        public var lexicon = UserLexicon.Tuning()
        /// The default tuning: the values above.
        public init() {}
    }

    /// The database's file name inside the host's directory.
    public static let fileName = "user-dictionary.sqlite"

    /// The database file.
    public let path: String
    /// Set when the file found on opening was unreadable: what happened and where it was kept.
    public let recovery: UserDictionaryError?
    /// The rows this open could not read (a value not of its column's kind): set aside by a
    /// read-write open (a later open finds them no more: they are reported once), left in place
    /// and skipped by a read-only one. The rest of the file reads either way (`setAsideRows()`).
    public let setAsideOnOpen: [SetAsideRow]
    /// The tuning this dictionary was opened with.
    public let tuning: Tuning
    /// Whether it was opened for writing, or only for reading.
    public let access: Access
    let pool: DatabasePool
    /// A read-only open of a file closed cleanly (no `-wal` or `-shm` beside it): the two files
    /// SQLite makes for the reader go again when the dictionary goes (`closeCleanly`).
    private(set) var tidiesWALFiles = false
    let lexicon: Lexicon
    /// How this dictionary's readings are stored: those of its lexicon's inventory (`StoredReading`).
    let readings: StoredReading
    let now: @Sendable () -> Date
    private let box = UserLexiconBox()
    private let versionLock = NSLock()
    /// Held while the snapshot is re-read or updated, so an update is never lost under a re-read.
    private let snapshotLock = NSLock()
    /// When the first hot word of the snapshot expires (seconds since 1970), if any.
    private let hotExpiry = LockedValue<Double?>(nil)
    /// The error of the last learning write that failed (nil after one succeeds), as the keyboard
    /// learns: it goes on typing, and the host may show it.
    let learningError = LockedValue<Error?>(nil)
    /// Set by a write that changes the words (adding, removing, importing, a hot feed): the
    /// snapshot is re-read when next asked for, not after each such write, so a thousand
    /// acknowledged `dict add` lines cost one re-read, not a thousand that each read it all.
    private let snapshotStale = LockedValue(false)
    /// The writer connection's `data_version` when the snapshot was last read (guarded by `snapshotLock`).
    private var dataVersion: Int?
    private var nextVersion = Int.random(in: 1..<(Int.max / 4))

    /// A read-only dictionary leaves no `-wal` or `-shm` beside a file that had none (`closeTidily`).
    deinit { closeTidily() }

    /// Opens (or creates) the dictionary in `directory`, resolving words against `lexicon`.
    /// `now` is the clock (injected for tests). Only a dictionary of ours that fails SQLite's
    /// check is moved aside (see `recovery`), never emptied in place; anything else at the path —
    /// a directory, a FIFO, a text file, another program's database, a file the process may not
    /// open — is `UserDictionaryError.cannotOpen`, naming the path, with nothing changed.
    public convenience init(directory: URL, lexicon: Lexicon, tuning: Tuning = Tuning(),
                            now: @escaping @Sendable () -> Date = { Date() }) throws {
        try self.init(file: directory.appendingPathComponent(Self.fileName), lexicon: lexicon, tuning: tuning, now: now)
    }

    /// Opens (or creates) the dictionary in the database file `file` (its folder is created if missing).
    /// With `access` `.readOnly` it is only opened, never created, changed or moved aside (`Access`).
    public init(file: URL, lexicon: Lexicon, tuning: Tuning = Tuning(), access: Access = .readWrite,
                now: @escaping @Sendable () -> Date = { Date() }) throws {
        path = file.path
        self.lexicon = lexicon
        readings = StoredReading(lexicon.syllables)
        self.tuning = tuning
        self.access = access
        self.now = now
        guard access == .readWrite else {
            let clean = !FileManager.default.fileExists(atPath: path + "-wal") && !FileManager.default.fileExists(atPath: path + "-shm")
            pool = try Self.openReadOnly(path)
            tidiesWALFiles = clean
            recovery = nil
            setAsideOnOpen = try Self.keepApartMistyped(pool, access: access, time: now().timeIntervalSince1970)
            try refresh()
            return
        }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var recovery: UserDictionaryError?
        let found = try UserDictionaryFile.inspect(path)
        do {
            // A file of ours is checked read-only first: a corrupt one is then kept aside exactly
            // as it was (a read-write open may write to it before its check fails).
            if found == .ours { try Self.checkReadOnly(path) }
            pool = try Self.open(path, check: found != .ours)
        } catch let error as DatabaseError where found == .ours && Self.isCorruption(error) {
            let movedTo = try Self.moveAside(path, now: now())
            recovery = .recoveredFromBadFile(path: path, movedTo: movedTo, reason: "\(error)")
            do {
                pool = try Self.open(path)
            } catch {
                throw UserDictionaryError.cannotOpen(path: path, reason: "\(error)")
            }
        } catch let error as UserDictionaryError {
            throw error
        } catch {
            throw UserDictionaryError.cannotOpen(path: path, reason: "\(error); nothing was changed")
        }
        self.recovery = recovery
        setAsideOnOpen = try Self.keepApartMistyped(pool, access: access, time: now().timeIntervalSince1970)
        try refresh()
    }

    /// The snapshot the decoder uses now. After a write that changed the words, or once a hot
    /// word in it has expired (by the injected clock), the file is re-read first, so a new word
    /// is there at once and an expired hot word leaves the candidates by itself. (A re-read that
    /// fails keeps the last snapshot and is not tried again at every keystroke: the host's next
    /// `refresh()` tries.)
    public var current: UserLexicon {
        let expired = hotExpiry.withLock({ $0 }).map { now().timeIntervalSince1970 >= $0 } ?? false
        if expired || snapshotStale.withLock({ $0 }) {
            do { try refresh() } catch {
                hotExpiry.withLock { $0 = nil }
                snapshotStale.withLock { $0 = false }
            }
        }
        return box.current
    }

    /// Marks the snapshot out of date after a write that changed the words: the next `current`
    /// re-reads the file.
    func snapshotChanged() {
        snapshotStale.withLock { $0 = true }
    }

    /// Re-reads the file into a new snapshot: to see what another process wrote (a host calls it
    /// when the keyboard appears), to fade learned counts, and after rare writes (adding,
    /// removing, importing, a hot feed). Learning updates the snapshot in place instead.
    public func refresh() throws {
        let time = now().timeIntervalSince1970
        let tuning = self.tuning, readings = self.readings
        try snapshotLock.withLock {
            // Cleared first: a write while the file is read marks the snapshot out of date again.
            snapshotStale.withLock { $0 = false }
            // Noted first: a write by another process after it makes the next learning re-read.
            let version = try pool.writeWithoutTransaction { db in try Self.dataVersion(db) }
            let parts = try pool.read { db in try Self.snapshotParts(db, time: time, tuning: tuning, readings: readings) }
            dataVersion = version
            box.replace(with: UserLexicon(lexicon: lexicon, words: parts.words, usage: parts.usage, pairs: parts.pairs,
                                          version: makeVersion(), tuning: tuning.lexicon))
            hotExpiry.withLock { $0 = parts.nextExpiry }
        }
    }

    /// Runs `write` (a transaction returning what it changed) and applies its changes to the
    /// snapshot, without re-reading the file: a commit's learning stays far under a millisecond
    /// however large the dictionary. When another process (the app, the extension) wrote since
    /// the snapshot was read, the file is re-read instead, so its words are not missed.
    func writeAndUpdate(_ write: (Database) throws -> SnapshotParts) throws {
        let stale = try snapshotLock.withLock { () -> Bool in
            let (parts, version) = try pool.write { db in (try write(db), try Self.dataVersion(db)) }
            guard version == dataVersion else { return true }
            box.replace(with: box.current.updated(lexicon: lexicon, words: parts.words, usage: parts.usage,
                                                  pairs: parts.pairs, version: makeVersion()))
            return false
        }
        if stale { try refresh() }
    }

    /// SQLite's count of commits by other connections, as this (writer) connection sees it.
    static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }

    private func makeVersion() -> Int {
        versionLock.lock()
        defer { versionLock.unlock() }
        nextVersion += 1
        return nextVersion
    }

    /// Opens the pool (and with `check`, runs SQLite's quick check through it) and migrates.
    static func open(_ path: String, check: Bool = true) throws -> DatabasePool {
        UserDictionaryFile.createPrivately(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        // Switching a new file to WAL takes a lock SQLite's busy handler does not wait for: when
        // two processes open a new file at once, the loser gets SQLITE_BUSY at once. Try again.
        let pool = try retryingWhileBusy { try DatabasePool(path: path, configuration: configuration) }
        if check {
            let result = try pool.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
            guard result == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "quick_check: \(result ?? "no answer")") }
        }
        // Two processes may open a new file at once: the loser of the race retries and finds the schema.
        var attempt = 0
        while true {
            do {
                try migrator.migrate(pool)
                return pool
            } catch let error as DatabaseError where attempt < 3 && !isCorruption(error) {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05)
                _ = error
            }
        }
    }

    /// `make()`, tried again while another process holds the lock it needs (up to 100 times).
    private static func retryingWhileBusy<T>(_ make: () throws -> T) throws -> T {
        var attempt = 0
        while true {
            do {
                return try make()
            } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) && attempt < 100 {
                Thread.sleep(forTimeInterval: 0.02 * Double(1 + attempt % 5))
                attempt += 1
            }
        }
    }

    /// SQLite's quick check over a read-only connection; throws `SQLITE_CORRUPT` when it fails.
    static func checkReadOnly(_ path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(30)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        guard check == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "quick_check: \(check ?? "no answer")") }
    }

    static func isCorruption(_ error: DatabaseError) -> Bool {
        [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }

    /// Renames the file (and its WAL and shared-memory files) to `<name>.bad-<time>[-n]`.
    static func moveAside(_ path: String, now: Date) throws -> String {
        let stamp = Int(now.timeIntervalSince1970)
        var target = "\(path).bad-\(stamp)"
        var suffix = 1
        while FileManager.default.fileExists(atPath: target) {
            suffix += 1
            target = "\(path).bad-\(stamp)-\(suffix)"
        }
        do {
            try FileManager.default.moveItem(atPath: path, toPath: target)
        } catch {
            throw UserDictionaryError.cannotOpen(path: path, reason: "unreadable, and it could not be moved aside: \(error)")
        }
        for extra in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + extra) {
            try? FileManager.default.moveItem(atPath: path + extra, toPath: target + extra)
        }
        return target
    }
}

/// A value behind a lock.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
