import Foundation
import GRDB

/// The last edit of one thing that syncs, made before this device joined sync: when (this
/// device's wall clock, in milliseconds) and what.
public struct UnsyncedEdit: Hashable, Sendable {
    /// What it is about (`SyncChange.target`).
    public var target: String
    /// When it was made (milliseconds since 1970).
    public var milliseconds: Int64
    /// What was done.
    public var change: SyncChange
}

/// Before a device joins sync its dictionary keeps no change feed (a dictionary that never syncs
/// must not grow with every commit), but a person may type on a new phone for a day before
/// turning sync on, and joining orders each thing it did by when it did it. Most rows say when
/// (a word's last use, a removal's time in `deletedWord`, a pick's, a kept word's, an emoji's,
/// learning's last update). What leaves no dated row is kept here, one row per thing, replaced in
/// place: a phrase's edit, place or removal, a setting, a pick forgotten. An edit of a thing whose
/// row says when drops what was kept of it (its row speaks now), so the table stays small: an
/// import of 100,000 words adds nothing to it.
extension UserDictionary {
    /// Keeps the last edit of each thing `changes` touch that leaves no dated row, at `now`
    /// (seconds since 1970); for the others, drops what was kept.
    static func noteUnsynced(_ changes: [SyncChange], at now: Double, _ db: Database) throws {
        let milliseconds = StoredRow.clamped(now * 1000)
        let encoder = JSONEncoder()
        for change in changes {
            guard let target = change.target else { continue }
            if change.leavesDatedRow {
                try db.cachedStatement(sql: "DELETE FROM unsyncedEdit WHERE target = ?").execute(arguments: [target])
                continue
            }
            try db.cachedStatement(sql: """
                INSERT INTO unsyncedEdit (target, milliseconds, body) VALUES (?, ?, ?)
                ON CONFLICT (target) DO UPDATE SET milliseconds = excluded.milliseconds, body = excluded.body
                """).execute(arguments: [target, milliseconds, try encoder.encode(change)])
        }
    }

    /// The edits kept before joining (a row that does not decode is left out: it is dropped with
    /// the rest when the device joins, and the table's contents are what joining logs anyway).
    static func unsyncedEdits(_ db: Database) throws -> [UnsyncedEdit] {
        let decoder = JSONDecoder()
        return try StoredRow.fetchAll(db, sql: "SELECT target, milliseconds, body FROM unsyncedEdit ORDER BY target") {
            (target: try $0.text("target"), milliseconds: try $0.integer("milliseconds"), body: try $0.bytes("body"))
        }.compactMap { row in
            guard let change = try? decoder.decode(SyncChange.self, from: row.body), change.target == row.target else { return nil }
            return UnsyncedEdit(target: row.target, milliseconds: row.milliseconds, change: change)
        }
    }
}

extension SyncChange {
    /// Whether the dictionary's row after this change says when it was made (a word set or
    /// removed, a pick made, an English word kept, an emoji used).
    var leavesDatedRow: Bool {
        switch self {
        case .word, .keptEnglishWord, .emojiRecent, .choice(_, .some): true
        case .learned, .pair, .phrase, .phrasePosition, .setting, .choice(_, .none): false
        }
    }

    /// What the change is about, as one key across kinds (learning: nil, its deltas add up).
    public var target: String? {
        func key(_ kind: String, _ parts: String...) -> String { ([kind] + parts).joined(separator: "\u{1F}") }
        return switch self {
        case let .word(word, _): key("word", word.text, word.pinyin)
        case .learned, .pair: nil
        case let .phrase(id, _): key("phrase", id)
        case let .phrasePosition(id, _): key("phrasePosition", id)
        case let .setting(name, _): key("setting", name)
        case let .choice(choice, _): key("choice", choice.kind, choice.context, choice.text)
        case let .keptEnglishWord(word, _): key("keptEnglishWord", word)
        case let .emojiRecent(emoji, _, _): key("emojiRecent", emoji)
        }
    }
}
