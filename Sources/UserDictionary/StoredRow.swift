import Foundation
import GRDB

/// A value of a row that is not of its column's kind (`StoredTable.Kind`): a BLOB where text is
/// kept, text where a number is, a NULL where a value must be. Reading the row throws it; the
/// readers leave such a row out, and opening sets it aside (`UserDictionary+SetAside.swift`).
struct StoredValueError: Error, CustomStringConvertible {
    /// The column.
    var column: String
    /// What it should hold.
    var expected: StoredTable.Kind
    /// What it holds, as an SQL literal (`X'FF00'`, `'abc'`, `NULL`).
    var found: String

    var description: String { "\(column) holds \(found) where \(expected.name) is kept" }
}

/// One row read from the dictionary's file, each value decoded by throwing `StoredValueError` when
/// it is not of the kind asked for (never by GRDB's subscript, which traps): exactly the values
/// `StoredTable.Kind.condition` accepts decode, so a row opening keeps in place always reads. The
/// Sync module reads its own tables in the file with it too (`SyncStore.database`).
public struct StoredRow {
    let row: Row

    private func value(_ column: String) throws -> DatabaseValue {
        try row.decode(DatabaseValue.self, forColumn: column)
    }

    /// The text in `column` (TEXT only).
    public func text(_ column: String) throws -> String {
        let value = try value(column)
        guard case .string(let text) = value.storage else { throw StoredValueError(column: column, expected: .text, found: Self.literal(value)) }
        return text
    }

    /// The text in `column`, nil for NULL.
    func optionalText(_ column: String) throws -> String? {
        try value(column).isNull ? nil : text(column)
    }

    /// The number in `column` (INTEGER or REAL).
    func number(_ column: String) throws -> Double {
        let value = try value(column)
        switch value.storage {
        case .int64(let integer): return Double(integer)
        case .double(let number): return number
        default: throw StoredValueError(column: column, expected: .number, found: Self.literal(value))
        }
    }

    /// The number in `column`, nil for NULL.
    func optionalNumber(_ column: String) throws -> Double? {
        try value(column).isNull ? nil : number(column)
    }

    /// The whole number in `column` (a REAL is rounded down and kept within Int64's range).
    public func integer(_ column: String) throws -> Int64 {
        let value = try value(column)
        switch value.storage {
        case .int64(let integer): return integer
        case .double(let number): return Self.clamped(number)
        default: throw StoredValueError(column: column, expected: .number, found: Self.literal(value))
        }
    }

    /// The flag in `column` (a number; any but 0 is true).
    func flag(_ column: String) throws -> Bool {
        try number(column) != 0
    }

    /// The bytes in `column` (a BLOB, or TEXT as its UTF-8 bytes).
    public func bytes(_ column: String) throws -> Data {
        let value = try value(column)
        switch value.storage {
        case .blob(let data): return data
        case .string(let text): return Data(text.utf8)
        default: throw StoredValueError(column: column, expected: .bytes, found: Self.literal(value))
        }
    }

    /// `number` rounded down within Int64's range (NaN as 0).
    static func clamped(_ number: Double) -> Int64 {
        guard !number.isNaN else { return 0 }
        guard number > -9.2e18 else { return .min }
        guard number < 9.2e18 else { return .max }
        return Int64(number.rounded(.down))
    }

    /// `value` as an SQL literal that reads back as the same value: `NULL`, `42`, `1.5`, `9e999`,
    /// `'it''s'`, `X'FF00'`.
    static func literal(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64(let integer): String(integer)
        case .double(let number): number.isFinite ? "\(number)" : (number > 0 ? "9e999" : number < 0 ? "-9e999" : "NULL")
        case .string(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let data): "X'" + data.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }
}

extension StoredRow {
    /// The rows `sql` selects, each decoded by `decode`; a row with a value not of its kind is left
    /// out (opening sets such rows aside; a read-only open leaves them in place, skipped).
    public static func fetchAll<T>(_ db: Database, sql: String, arguments: StatementArguments = [],
                            _ decode: (StoredRow) throws -> T) throws -> [T] {
        var values: [T] = []
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            do {
                values.append(try decode(StoredRow(row: row)))
            } catch is StoredValueError {
                continue
            }
        }
        return values
    }

    /// The first row `sql` selects, decoded by `decode`; nil when there is none or it does not decode.
    public static func fetchOne<T>(_ db: Database, sql: String, arguments: StatementArguments = [],
                            _ decode: (StoredRow) throws -> T) throws -> T? {
        guard let row = try Row.fetchOne(db, sql: sql, arguments: arguments) else { return nil }
        do {
            return try decode(StoredRow(row: row))
        } catch is StoredValueError {
            return nil
        }
    }
}
