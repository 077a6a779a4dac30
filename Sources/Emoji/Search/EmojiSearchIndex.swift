/// Search over the catalogue by Chinese name, pinyin of the Chinese name and its initials,
/// English name and aliases; fast enough to run on every keystroke (see `shurufa bench emoji`).
public struct EmojiSearchIndex: Sendable {
    /// The names of one entry as lowercase UTF-8 bytes, prepared once.
    struct Keys: Sendable {
        var chinese: [UInt8]
        var pinyin: [UInt8]
        /// Byte offsets in `pinyin` where a syllable starts, and its length as the last element.
        var syllableBounds: [Int]
        var initials: [UInt8]
        var english: [UInt8]
        var aliases: [[UInt8]]
    }

    public let entries: [EmojiEntry]
    let keys: [Keys]

    public init(catalogue: EmojiCatalogue) {
        entries = catalogue.entries
        keys = catalogue.entries.map { entry in
            var bounds: [Int] = []
            var pinyin: [UInt8] = []
            for syllable in entry.pinyin {
                bounds.append(pinyin.count)
                pinyin += syllable.lowercased().utf8
            }
            bounds.append(pinyin.count)
            return Keys(
                chinese: Array(entry.chineseName.utf8),
                pinyin: pinyin,
                syllableBounds: bounds,
                initials: entry.pinyin.compactMap { $0.lowercased().utf8.first },
                english: Array(entry.englishName.lowercased().utf8),
                aliases: entry.aliases.map { Array($0.lowercased().utf8) })
        }
    }

    /// Emoji matching `query` ("笑哭", "xiaoku", "xk", "joy", ":joy:", "tears of joy"), ranked by
    /// the user's usage, then match quality, then catalogue order. Hides emoji newer than
    /// `maximumVersion`. An empty query finds nothing.
    public func search(
        _ query: String, limit: Int = 24, usage: EmojiUsage = .none, maximumVersion: EmojiVersion? = nil
    ) -> [EmojiSearchResult] {
        guard limit > 0, let query = SearchQuery(query) else { return [] }
        var hits: [(index: Int, kind: EmojiMatchKind, quality: EmojiMatchQuality)] = []
        for index in keys.indices {
            if let maximumVersion, entries[index].version > maximumVersion { continue }
            if let (kind, quality) = query.bestMatch(keys[index]) { hits.append((index, kind, quality)) }
        }
        return rank(hits, limit: limit, usage: usage)
    }

    /// Emoji to offer after the words in the candidate bar while typing pinyin: the typed letters
    /// must spell the pinyin of a Chinese name from its start up to a syllable end, covering the
    /// whole name or at least two syllables ("xiaoku" → 😂 笑哭了, "mao" → 🐈 猫, "xiao" → none).
    public func pinyinSuggestions(
        _ letters: String, limit: Int = 3, usage: EmojiUsage = .none, maximumVersion: EmojiVersion? = nil
    ) -> [EmojiSearchResult] {
        let typed = Array(letters.lowercased().utf8.filter { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        guard limit > 0, !typed.isEmpty else { return [] }
        var hits: [(index: Int, kind: EmojiMatchKind, quality: EmojiMatchQuality)] = []
        for index in keys.indices {
            let key = keys[index]
            guard key.pinyin.count >= typed.count, key.pinyin.starts(with: typed) else { continue }
            if let maximumVersion, entries[index].version > maximumVersion { continue }
            guard let end = key.syllableBounds.firstIndex(of: typed.count), end > 0 else { continue }
            let whole = typed.count == key.pinyin.count
            if whole || end >= 2 { hits.append((index, .pinyin, whole ? .exact : .prefix)) }
        }
        return rank(hits, limit: limit, usage: usage)
    }

    private func rank(
        _ hits: [(index: Int, kind: EmojiMatchKind, quality: EmojiMatchQuality)], limit: Int, usage: EmojiUsage
    ) -> [EmojiSearchResult] {
        let scored = hits.map { hit in (hit, usage.counts.isEmpty ? 0 : usage.count(of: entries[hit.index].value)) }
        let sorted = scored.sorted { a, b in
            if a.1 != b.1 { return a.1 > b.1 }
            if a.0.quality != b.0.quality { return a.0.quality < b.0.quality }
            return a.0.index < b.0.index
        }
        return sorted.prefix(limit).map { EmojiSearchResult(entry: entries[$0.0.index], match: $0.0.kind, quality: $0.0.quality) }
    }
}
