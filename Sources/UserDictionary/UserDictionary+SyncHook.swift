import Foundation
import GRDB

extension UserDictionary {
    /// The journal kind of a removed word (`changeJournal.kind`).
    static let removedWordKind = "removedWord"

    /// Notes a removal in the change journal, in the removal's own transaction, for the Sync
    /// module: the state alone cannot tell a word removed and added back from one never removed.
    static func noteRemoval(_ db: Database, text: String, pinyin: String, time: Double) throws {
        try db.execute(sql: "INSERT INTO changeJournal (kind, text, pinyin, time) VALUES (?, ?, ?, ?)",
                       arguments: [removedWordKind, text, pinyin, time])
    }

    /// Runs `body` in one write transaction of the file (all of it or none), for the Sync module,
    /// which reads the tables, writes the merged state and keeps its own tables beside them; the
    /// snapshot is re-read when next used. The clock the dictionary was opened with is `now`.
    public func syncTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        let result = try pool.write(body)
        snapshotChanged()
        return result
    }

    /// Runs `body` over a consistent read of the file, for the Sync module.
    public func syncRead<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }

    /// The clock this dictionary was opened with (the Sync module stamps its changes by it).
    public var clock: @Sendable () -> Date { now }
}
