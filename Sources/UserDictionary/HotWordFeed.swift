import Foundation
import GRDB

/// A 热词 feed: words of the moment with a boost until they expire, as the host app downloads it
/// (with Full Access; the keyboard never goes online) and hands it to the dictionary. JSON:
/// `{"version": 3, "entries": [{"text": "…", "pinyin": "shu ru fa", "weight": 5, "expires": "2026-12-01T00:00:00Z"}]}`,
/// or TSV lines `词<TAB>pin yin<TAB>weight<TAB>expiry<TAB>feed version` (see `init(tsv:)`).
public struct HotWordFeed: Hashable, Sendable {
    /// One hot word.
    public struct Entry: Hashable, Sendable {
        /// The word (Han characters, checked like a user word when the feed is installed).
        public var text: String
        /// Its reading, one toneless pinyin syllable per character (`["shu", "ru", "fa"]`).
        public var syllables: [String]
        /// How strongly to prefer it (≥ 0; 1 when a JSON entry leaves it out). Weighs like `UserWord.weight`,
        /// plus the tuning's hot boost while live.
        public var weight: Double
        /// When it stops being offered: from then on the snapshot leaves it out.
        public var expires: Date
        /// An entry; nothing is checked until the feed is installed.
        public init(text: String, syllables: [String], weight: Double, expires: Date) {
            self.text = text
            self.syllables = syllables
            self.weight = weight
            self.expires = expires
        }
    }

    /// Grows with each feed; an older feed never replaces a newer one.
    public var version: Int
    /// The hot words, in feed order.
    public var entries: [Entry]
    /// Lines of a TSV feed that were skipped.
    public var problems: [WordListProblem] = []

    /// A feed of `entries` at `version`, with no problems.
    public init(version: Int, entries: [Entry]) {
        self.version = version
        self.entries = entries
    }

    /// Reads a feed in either format: JSON when it starts with `{`, TSV otherwise.
    public init(data: Data) throws {
        let text = String(decoding: data, as: UTF8.self)
        if text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{" {
            try self.init(json: data)
        } else {
            try self.init(tsv: text)
        }
    }

    private struct File: Decodable {
        struct Item: Decodable { var text: String; var pinyin: String; var weight: Double?; var expires: Date }
        var version: Int
        var entries: [Item]
    }

    /// Reads a JSON feed; a malformed file is an error naming the problem.
    public init(json data: Data) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let file: File
        do {
            file = try decoder.decode(File.self, from: data)
        } catch {
            throw UserDictionaryError.badFeed(reason: "\(error)")
        }
        version = file.version
        entries = file.entries.map {
            Entry(text: $0.text, syllables: $0.pinyin.split(whereSeparator: { " '".contains($0) }).map(String.init),
                  weight: $0.weight ?? 1, expires: $0.expires)
        }
    }
}

extension UserDictionary {
    /// Replaces every hot word with `feed`'s, in one transaction (readers see the old feed or the
    /// new one, never a mix). A feed older than the one installed is refused; entries with a bad
    /// reading are skipped and returned.
    @discardableResult
    public func replaceHotWords(with feed: HotWordFeed) throws -> [HotWordFeed.Entry] {
        var skipped: [HotWordFeed.Entry] = []
        try pool.write { db in
            let installed = try Int.fetchOne(db, sql: "SELECT MAX(feedVersion) FROM hotWord") ?? Int.min
            guard feed.version >= installed else { throw UserDictionaryError.staleFeed(installed: installed, offered: feed.version) }
            try db.execute(sql: "DELETE FROM hotWord")
            for entry in feed.entries {
                do {
                    try Self.validate(entry.text, entry.syllables, weight: entry.weight)
                } catch {
                    skipped.append(entry)
                    continue
                }
                try db.execute(sql: """
                    INSERT INTO hotWord (text, pinyin, weight, expires, feedVersion) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (text, pinyin) DO UPDATE SET weight = excluded.weight, expires = excluded.expires
                    """, arguments: [entry.text, entry.syllables.joined(separator: " "), max(0, entry.weight),
                                     entry.expires.timeIntervalSince1970, feed.version])
            }
        }
        snapshotChanged()
        return skipped
    }

    /// The hot words that have not expired.
    public func hotWords() throws -> [HotWordFeed.Entry] {
        let time = now().timeIntervalSince1970
        return try pool.read { db in
            try StoredRow.fetchAll(db, sql: "SELECT * FROM hotWord WHERE expires > ? ORDER BY text", arguments: [time]) {
                HotWordFeed.Entry(text: try $0.text("text"), syllables: Self.syllables(try $0.text("pinyin")), weight: try $0.number("weight"),
                                  expires: Date(timeIntervalSince1970: try $0.number("expires")))
            }
        }
    }
}
