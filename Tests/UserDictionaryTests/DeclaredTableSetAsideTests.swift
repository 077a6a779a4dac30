import Foundation
import GRDB
import Testing
@testable import UserDictionary

/// Issue 91: the Sync module keeps its tables in the dictionary's file but makes them itself, so
/// the dictionary guards a table it does not own by what its columns declare: a row of another
/// module's table holding what its column does not declare is set aside on open, as one of its own.
@Suite struct DeclaredTableSetAsideTests {
    @Test func aTableAnotherModuleKeepsIsGuardedByItsDeclaredTypes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do { _ = try openDictionary(directory) }
        let file = directory.url.appendingPathComponent(UserDictionary.fileName)
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE otherModule (id INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, body BLOB NOT NULL, count INTEGER NOT NULL,
                    note TEXT, anything);
                INSERT INTO otherModule (name, body, count, note, anything) VALUES ('good', x'01', 1, NULL, x'ff');
                INSERT INTO otherModule (name, body, count) VALUES (x'ff00', x'01', 2);
                INSERT INTO otherModule (name, body, count) VALUES ('body', 42, 3);
                INSERT INTO otherModule (name, body, count) VALUES ('count', x'01', 'abc');
                INSERT INTO otherModule (name, body, count, note) VALUES ('note', x'01', 4, x'ff00');
                """)
        }
        try queue.close()
        let declared = try DatabaseQueue(path: file.path).read { db in try StoredTable.declared("otherModule", db) }
        #expect(declared?.columns.map(\.name) == ["name", "body", "count", "note"], "the rowid alias and an untyped column are not checked")

        let (dictionary, _) = try openDictionary(directory)
        #expect(dictionary.setAsideOnOpen.map(\.table) == Array(repeating: "otherModule", count: 4))
        #expect(dictionary.setAsideOnOpen.map { String($0.problem.prefix { $0 != " " }) } == ["name", "body", "count", "note"])
        let left = try DatabaseQueue(path: file.path).read { db in try String.fetchAll(db, sql: "SELECT name FROM otherModule") }
        #expect(left == ["good"])
    }
}
