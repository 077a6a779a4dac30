import Emoji
import Foundation
import UserDictionary

/// The emoji page's recents in the user dictionary's file (so they sync with the words): each
/// use is one typed write of `UserDictionary`'s emoji recents, in its change feed.
public final class UserDictionaryEmojiRecentsStore: EmojiRecentsPersistence, @unchecked Sendable {
    /// The dictionary whose file keeps the recents.
    public let dictionary: UserDictionary

    /// The store in `dictionary`'s file.
    public init(_ dictionary: UserDictionary) { self.dictionary = dictionary }

    /// The dictionary's file.
    public var location: String { dictionary.path }

    /// The recents, most recent first, with their tones and this device's use counts.
    public func loadRecents(capacity: Int) throws -> EmojiRecents {
        let rows = try dictionary.emojiRecents()
        var tones: [String: [SkinTone]] = [:]
        var uses: [String: Int] = [:]
        for row in rows {
            let parsed = row.tones.compactMap { Int($0).flatMap(SkinTone.init(rawValue:)) }
            if !parsed.isEmpty { tones[row.emoji] = parsed }
            uses[row.emoji] = row.uses
        }
        return EmojiRecents(emoji: rows.map(\.emoji), skinTones: tones, useCounts: uses, capacity: capacity)
    }

    /// Notes the use of `emoji` with the tone `recents` remembers for it.
    public func saveRecents(_ recents: EmojiRecents, used emoji: String) throws {
        try dictionary.useEmoji(emoji, tones: (recents.skinTones[emoji] ?? []).map { String($0.rawValue) })
    }

    /// Takes in `recents` (an earlier version's file) when the dictionary has none: the recent
    /// ones in their order, then the others it counted uses of.
    public func adoptRecents(_ recents: EmojiRecents) throws {
        let others = recents.useCounts.keys.filter { !recents.emoji.contains($0) }.sorted {
            (recents.useCounts[$0] ?? 0, $1) > (recents.useCounts[$1] ?? 0, $0)
        }
        try dictionary.importEmojiRecents((recents.emoji + others).map { emoji in
            (emoji, (recents.skinTones[emoji] ?? []).map { String($0.rawValue) }, recents.useCounts[emoji] ?? 1)
        })
    }
}
