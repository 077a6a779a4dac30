import Foundation
import GRDB
@testable import Sync
import Testing
import UserDictionary

/// Issue 91: the sync's bookkeeping tables were made by the user dictionary's schema; the Sync
/// module makes them now (`SQLiteSyncLedgerStore`), in the same form, so a file that synced under
/// the dictionary's schema reads on, and one that never synced holds none of them.
@Suite struct LedgerTablesTests {
    /// The statements the dictionary's schema v8 ran, as shipped.
    static let shippedStatements = [
        "CREATE TABLE syncMeta (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL)",
        "CREATE TABLE syncOperation (device TEXT NOT NULL, sequence INTEGER NOT NULL, body BLOB NOT NULL,\n    PRIMARY KEY (device, sequence))",
        "CREATE TABLE syncOutbox (sequence INTEGER PRIMARY KEY NOT NULL, body BLOB NOT NULL, uploaded INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE syncRemoteFile (name TEXT PRIMARY KEY NOT NULL, tag TEXT NOT NULL)",
    ]

    /// The sync tables of the file at `path`, as SQLite keeps their statements.
    private func ledgerTables(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name LIKE 'sync%' ORDER BY name")
        }
    }

    @Test func aFileThatNeverSyncedHasNoneAndTheFirstSyncMakesThemAsShipped() async throws {
        let shared = try SharedFolder(devices: 1)
        defer { shared.remove() }
        let device = shared.devices[0]
        #expect(try ledgerTables(device.dictionary.path).isEmpty, "the dictionary makes none of the sync's tables")
        #expect(try device.dictionary.ledgerRead { _, books in try books.hasSynced() } == false)
        #expect(try device.dictionary.ledgerRead { _, books in try books.mergedFiles() }.isEmpty)
        try device.dictionary.add(UserWord(text: testWords[0].0, syllables: testWords[0].1))
        #expect(try await device.session.run().isComplete)
        #expect(try ledgerTables(device.dictionary.path) == Self.shippedStatements)
        #expect(try device.dictionary.ledgerRead { _, books in try books.hasSynced() })
    }

    @Test func aFileWhoseTablesTheDictionaryMadeSyncsOn() async throws {
        let shared = try SharedFolder(devices: 2)
        defer { shared.remove() }
        let (a, b) = (shared.devices[0], shared.devices[1])
        // As a file of the earlier schema holds them, with a device id in its ledger.
        try await DatabaseQueue(path: a.dictionary.path).write { db in
            for statement in Self.shippedStatements { try db.execute(sql: statement) }
            try db.execute(sql: "INSERT INTO syncMeta (key, value) VALUES ('device', x'30313233343536373839616263646566')")
        }
        #expect(try a.dictionary.ledgerRead { _, books in try SyncLedger.load(books).device } == "0123456789abcdef")
        try a.dictionary.add(UserWord(text: testWords[0].0, syllables: testWords[0].1))
        #expect(try await a.session.run().isComplete)
        #expect(try await b.session.run().isComplete)
        #expect(try b.dictionary.words().map(\.text) == [testWords[0].0])
        #expect(try a.dictionary.ledgerRead { _, books in try SyncLedger.load(books).device } == "0123456789abcdef", "its device id is kept")
        #expect(try ledgerTables(a.dictionary.path) == Self.shippedStatements)
    }
}
