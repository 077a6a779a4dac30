import Foundation
import GRDB

extension UserDictionary {
    /// The most choices the file keeps (the oldest go first past it).
    public static let chosenTextLimit = 20_000

    /// Every text the keyboard's memory keeps as chosen in a list (`kind`: `chinese`, `english`)
    /// after a context (`ChoiceMemory`), the oldest first.
    public func chosenTexts() throws -> [(kind: String, context: String, text: String)] {
        try pool.read { db in
            try StoredRow.fetchAll(db, sql: "SELECT kind, context, text FROM chosenText ORDER BY chosen, rowid") {
                (try $0.text("kind"), try $0.text("context"), try $0.text("text"))
            }
        }
    }

    /// Keeps `text` chosen in `kind`'s list after `context` as the newest (texts over 64
    /// characters are ignored); past `chosenTextLimit` the oldest go (on this device only: the
    /// pick is in the change feed, the forgetting of old ones is not).
    public func keepChosenText(_ text: String, kind: String, context: String) throws {
        guard !text.isEmpty, text.count <= 64, context.count <= 64 else { return }
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO chosenText (kind, context, text, chosen) VALUES (?, ?, ?, ?)
                    ON CONFLICT(kind, context, text) DO UPDATE SET chosen = excluded.chosen
                    """,
                arguments: [kind, context, text, time])
            try Self.record([.choice(SyncChoiceKey(kind: kind, context: context, text: text), chosen: time)], at: time, db)
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chosenText") ?? 0
            if count > Self.chosenTextLimit {
                try db.execute(
                    sql: "DELETE FROM chosenText WHERE rowid IN (SELECT rowid FROM chosenText ORDER BY chosen LIMIT ?)",
                    arguments: [count - Self.chosenTextLimit])
            }
        }
    }

    /// Forgets `text` chosen in `kind`'s list after `context`.
    public func forgetChosenText(_ text: String, kind: String, context: String) throws {
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try db.execute(sql: "DELETE FROM chosenText WHERE kind = ? AND context = ? AND text = ?", arguments: [kind, context, text])
            if db.changesCount > 0 { try Self.record([.choice(SyncChoiceKey(kind: kind, context: context, text: text), chosen: nil)], at: time, db) }
        }
    }
}
