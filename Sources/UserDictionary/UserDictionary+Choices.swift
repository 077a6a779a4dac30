import Foundation
import GRDB

/// A text the keyboard's memory keeps as chosen in a list after a context (`ChoiceMemory`).
public struct StoredChosenText: Hashable, Sendable {
    /// The list (`chinese`, `english`).
    public var kind: String
    /// What it was chosen after.
    public var context: String
    /// The text chosen.
    public var text: String

    /// `text` chosen in `kind`'s list after `context`.
    public init(kind: String, context: String, text: String) {
        self.kind = kind
        self.context = context
        self.text = text
    }
}

extension UserDictionary {
    /// The most choices the file keeps (the oldest go first past it).
    public static let chosenTextLimit = 20_000

    /// Every choice kept, the oldest first.
    public func chosenTexts() throws -> [StoredChosenText] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT kind, context, text FROM chosenText ORDER BY chosen, rowid").map {
                StoredChosenText(kind: $0["kind"], context: $0["context"], text: $0["text"])
            }
        }
    }

    /// Keeps `choice` as the newest (texts over 64 characters are ignored); past
    /// `chosenTextLimit` the oldest go.
    public func keepChosenText(_ choice: StoredChosenText) throws {
        guard !choice.text.isEmpty, choice.text.count <= 64, choice.context.count <= 64 else { return }
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO chosenText (kind, context, text, chosen) VALUES (?, ?, ?, ?)
                    ON CONFLICT(kind, context, text) DO UPDATE SET chosen = excluded.chosen
                    """,
                arguments: [choice.kind, choice.context, choice.text, time])
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chosenText") ?? 0
            if count > Self.chosenTextLimit {
                try db.execute(
                    sql: "DELETE FROM chosenText WHERE rowid IN (SELECT rowid FROM chosenText ORDER BY chosen LIMIT ?)",
                    arguments: [count - Self.chosenTextLimit])
            }
        }
    }

    /// Forgets `choice`.
    public func forgetChosenText(_ choice: StoredChosenText) throws {
        try pool.write { db in
            try db.execute(
                sql: "DELETE FROM chosenText WHERE kind = ? AND context = ? AND text = ?", arguments: [choice.kind, choice.context, choice.text])
        }
    }
}
