import Foundation
import GRDB

/// A row of the dictionary that could not be read — a value not of its column's kind
/// (`StoredTable`): a BLOB where a word's text is kept, `'abc'` where a weight is — kept apart
/// rather than stopping every open: moved, whole and unchanged, into the `setAsideRow` table, or,
/// by a read-only open, left in its table and skipped. `restoringSQL` puts it back.
public struct SetAsideRow: Hashable, Sendable, CustomStringConvertible {
    /// The table it was in.
    public var table: String
    /// Its rowid there.
    public var rowID: Int64
    /// Its columns, in the table's order.
    public var columns: [String]
    /// Its values, each an SQL literal that reads back as the value stored (`X'FF00'`, `'ni hao'`, `1.0`).
    public var values: [String]
    /// What could not be read (`text holds X'FF00' where text is kept`).
    public var problem: String
    /// When it was set aside; nil for a row still in its table (a read-only open skips it and changes nothing).
    public var setAside: Date?

    /// The statement that puts the row back as it was (after its value is corrected, it reads).
    public var restoringSQL: String {
        "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))"
    }

    /// `table row N: problem; (columns) = (values)`, and whether it was set aside or left in place.
    public var description: String {
        let place = setAside == nil ? "left in place and skipped" : "set aside"
        return "\(table) row \(rowID) (\(place)): \(problem); (\(columns.joined(separator: ", "))) = (\(values.joined(separator: ", ")))"
    }
}

extension UserDictionary {
    /// Every row kept apart: those set aside (oldest first), then those a read-only open skips
    /// in their tables.
    public func setAsideRows() throws -> [SetAsideRow] {
        try pool.read { db in try Self.keptAside(db) + Self.mistypedRows(db).compactMap { try Self.describe(db, $0.table, rowID: $0.rowID) } }
    }

    /// The rows moved into `setAsideRow`, oldest first (none in a file from before it existed).
    static func keptAside(_ db: Database) throws -> [SetAsideRow] {
        guard try db.tableExists("setAsideRow") else { return [] }
        let decoder = JSONDecoder()
        return try StoredRow.fetchAll(db, sql: "SELECT * FROM setAsideRow ORDER BY id") { row in
            let columns = try? decoder.decode([String].self, from: Data(try row.text("columns").utf8))
            let values = try? decoder.decode([String].self, from: Data(try row.text("literals").utf8))
            return SetAsideRow(table: try row.text("tableName"), rowID: try row.integer("rowID"), columns: columns ?? [],
                               values: values ?? [], problem: try row.text("problem"),
                               setAside: Date(timeIntervalSince1970: try row.number("setAside")))
        }
    }

    /// The rows holding a value not of its column's kind, by table (`StoredTable.inFile`'s order) and rowid.
    static func mistypedRows(_ db: Database) throws -> [(table: StoredTable, rowID: Int64)] {
        var found: [(table: StoredTable, rowID: Int64)] = []
        for table in try StoredTable.inFile(db) {
            let present = Set(try db.columns(in: table.name).map { $0.name.lowercased() })
            guard let condition = table.mistypedCondition(present: present) else { continue }
            for rowID in try Int64.fetchAll(db, sql: "SELECT rowid FROM \(table.name) WHERE \(condition)") {
                found.append((table, rowID))
            }
        }
        return found
    }

    /// The row `rowID` of `table` as a `SetAsideRow` still in place (nil when it is not there).
    static func describe(_ db: Database, _ table: StoredTable, rowID: Int64) throws -> SetAsideRow? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM \(table.name) WHERE rowid = ?", arguments: [rowID]) else { return nil }
        let values = row.databaseValues.map(StoredRow.literal)
        return SetAsideRow(table: table.name, rowID: rowID, columns: Array(row.columnNames), values: Array(values),
                           problem: problem(of: row, in: table), setAside: nil)
    }

    /// What cannot be read in `row`: each value not of its column's kind.
    private static func problem(of row: Row, in table: StoredTable) -> String {
        let stored = StoredRow(row: row)
        let problems = table.columns.compactMap { column -> String? in
            guard row.hasColumn(column.name) else { return nil }
            do {
                switch column.kind {
                case .text: _ = column.optional ? try stored.optionalText(column.name) : try stored.text(column.name)
                case .number: _ = column.optional ? try stored.optionalNumber(column.name) : try stored.number(column.name)
                case .bytes: _ = try stored.bytes(column.name)
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        return problems.isEmpty ? "it could not be read" : problems.joined(separator: "; ")
    }

    /// Moves the row `rowID` of `table` into `setAsideRow`, whole (every column as an SQL literal),
    /// and out of its table, inside the caller's write transaction; returns it (nil when it is not there).
    static func setAside(_ db: Database, _ table: StoredTable, rowID: Int64, time: Double) throws -> SetAsideRow? {
        guard var row = try describe(db, table, rowID: rowID) else { return nil }
        row.setAside = Date(timeIntervalSince1970: time)
        let encoder = JSONEncoder()
        try db.execute(sql: """
            INSERT INTO setAsideRow (tableName, rowID, columns, literals, problem, setAside) VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [table.name, rowID, String(decoding: try encoder.encode(row.columns), as: UTF8.self),
                             String(decoding: try encoder.encode(row.values), as: UTF8.self), row.problem, time])
        try db.execute(sql: "DELETE FROM \(table.name) WHERE rowid = ?", arguments: [rowID])
        return row
    }

    /// Sets aside every row holding a value not of its column's kind (`mistypedRows`), inside the
    /// caller's write transaction; returns them.
    static func setAsideMistyped(_ db: Database, time: Double) throws -> [SetAsideRow] {
        try mistypedRows(db).compactMap { try setAside(db, $0.table, rowID: $0.rowID, time: time) }
    }

    /// The rows this open cannot read: a read-write open sets them aside (one transaction, only
    /// when there are some: a sound file is read, never written); a read-only one leaves them in
    /// place, skipped. Either way the rest of the file reads.
    static func keepApartMistyped(_ pool: DatabasePool, access: Access, time: Double) throws -> [SetAsideRow] {
        let found = try pool.read { db in try mistypedRows(db).compactMap { try describe(db, $0.table, rowID: $0.rowID) } }
        guard !found.isEmpty, access == .readWrite else { return found }
        return try pool.write { db in try setAsideMistyped(db, time: time) }
    }
}
