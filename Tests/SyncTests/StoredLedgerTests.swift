import Foundation
import GRDB
@testable import Sync
import Testing
import UserDictionary

/// Issue 89, "stored values are untrusted", for sync's own records in the dictionary: a counter
/// stored at UInt64's end is a clear refusal (it trapped on `nextOperation += 1`), and a row of
/// sync's tables of the wrong storage type is set aside while every other change still syncs.
@Suite struct StoredLedgerTests {
    @Test func aCounterAtTheEndOfItsRangeIsRefusedNotTrapped() async throws {
        let shared = try SharedFolder(devices: 1)
        defer { shared.remove() }
        let device = shared.devices[0]
        try device.dictionary.add(UserWord(text: testWords[0].0, syllables: testWords[0].1))
        #expect(try await device.session.run().isComplete)
        try device.dictionary.ledgerTransaction { _, books in try books.setLedgerValue("nextOperation", Data("18446744073709551615".utf8)) }
        try device.dictionary.add(UserWord(text: testWords[1].0, syllables: testWords[1].1))
        await #expect(throws: SyncError.badLedger("nextOperation is \"18446744073709551615\", not a number from 1 to \(SyncLedger.counterLimit)")) {
            try await device.session.run()
        }
        #expect(try device.dictionary.words().count == 2, "nothing was changed")
    }

    @Test func aSyncRowOfTheWrongTypeIsSetAsideAndTheRestSyncs() async throws {
        let shared = try SharedFolder(devices: 2)
        defer { shared.remove() }
        let (a, b) = (shared.devices[0], shared.devices[1])
        try a.dictionary.add(UserWord(text: testWords[0].0, syllables: testWords[0].1))
        #expect(try await a.session.run().isComplete)
        // Another program's rows: an operation whose body is a number, a merged file whose tag is a blob.
        let raw = try DatabaseQueue(path: a.dictionary.path)
        try await raw.write { db in
            try db.execute(sql: "INSERT INTO syncOperation (device, sequence, body) VALUES ('0123456789abcdef', 1, 42)")
            try db.execute(sql: "INSERT INTO syncRemoteFile (name, tag) VALUES ('x.srf', x'ff00')")
        }
        try a.dictionary.add(UserWord(text: testWords[1].0, syllables: testWords[1].1))
        #expect(try await a.session.run().isComplete)
        #expect(try await b.session.run().isComplete)
        #expect(try b.dictionary.words().map(\.text).sorted() == [testWords[0].0, testWords[1].0].sorted())
        #expect(try Set(a.dictionary.setAsideRows().map(\.table)) == ["syncOperation", "syncRemoteFile"])
    }
}
