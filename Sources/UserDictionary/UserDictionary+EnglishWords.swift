import Foundation
import GRDB

extension UserDictionary {
    /// The English words the user kept against a correction, lower case, oldest first.
    public func keptEnglishWords() throws -> [String] {
        try pool.read { db in try String.fetchAll(db, sql: "SELECT word FROM keptEnglishWord ORDER BY kept, word") }
    }

    /// Keeps an English word (stored lower case; empty or over 64 characters is ignored), now.
    public func keepEnglishWord(_ word: String) throws {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower.count <= 64 else { return }
        let time = now().timeIntervalSince1970
        try pool.write { db in
            try db.execute(
                sql: "INSERT INTO keptEnglishWord (word, kept) VALUES (?, ?) ON CONFLICT(word) DO UPDATE SET kept = excluded.kept",
                arguments: [lower, time])
        }
    }
}
