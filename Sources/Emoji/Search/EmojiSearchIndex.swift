/// Search over the catalogue by Chinese name, pinyin of the Chinese name and its initials,
/// English name and aliases; fast enough to run on every keystroke (see `shurufa bench emoji`).
/// All names live in one flat byte table, so a query scans memory without allocating.
public struct EmojiSearchIndex: Sendable {
    /// The catalogue's entries, in catalogue order (results point into them).
    public let entries: [EmojiEntry]
    let keys: SearchKeyTable
    /// Entry index of each default-form emoji, to resolve usage counts.
    let entryIndex: [String: Int]

    /// Indexes every entry's names; build it once per catalogue (it copies the names into one table).
    public init(catalogue: EmojiCatalogue) {
        entries = catalogue.entries
        keys = SearchKeyTable(entries: catalogue.entries)
        entryIndex = Dictionary(catalogue.entries.map { ($0.value, $0.index) }, uniquingKeysWith: { first, _ in first })
    }

    /// Emoji matching `query` ("笑哭", "xiaoku", "xk", "joy", ":joy:", "tears of joy"), ranked by
    /// the user's usage, then what the word means in everyday use (`EverydayEmojiWords`: `love`
    /// → ❤️ 😍 🥰), then match quality, then catalogue order. Hides emoji newer than
    /// `maximumVersion`. An empty query finds nothing.
    public func search(
        _ query: String, limit: Int = 24, usage: EmojiUsage = .none, maximumVersion: EmojiVersion? = nil
    ) -> [EmojiSearchResult] {
        guard limit > 0, let query = SearchQuery(query) else { return [] }
        var hits = query.withBytes { pinned in
            keys.hits(maximumVersion: maximumVersion?.tenths ?? Int.max, requiring: query.requiredMask) { keys, entry in
                pinned.bestMatch(keys, entry)
            }
        }
        // What the word means in a chat is found even when no name of the emoji holds the word
        // (`haha` → 😂, whose names are "face with tears of joy" and 笑哭了).
        let everyday = EverydayEmojiWords.searchFirst(for: String(decoding: query.text, as: UTF8.self))
        for value in everyday {
            guard let index = entryIndex[value], entries[index].version.tenths <= maximumVersion?.tenths ?? Int.max,
                  !hits.contains(where: { $0.entry == Int32(index) }) else { continue }
            hits.append(SearchKeyTable.Hit(entry: Int32(index), kind: .alias, quality: .exact))
        }
        return rank(hits, limit: limit, usage: usage, everyday: everyday)
    }

    /// Emoji to offer after the words in the candidate bar while typing pinyin: the typed letters
    /// must spell the pinyin of a Chinese name from its start up to a syllable end, covering the
    /// whole name or at least two syllables ("xiaoku" → 😂 笑哭了, "mao" → 🐈 猫, "xiao" → none).
    public func pinyinSuggestions(
        _ letters: String, limit: Int = 3, usage: EmojiUsage = .none, maximumVersion: EmojiVersion? = nil
    ) -> [EmojiSearchResult] {
        let typed = Array(letters.lowercased().utf8.filter { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        guard limit > 0, !typed.isEmpty else { return [] }
        let hits = typed.withUnsafeBufferPointer { typed in
            let required = SearchKeyTable.mask(typed)
            return keys.hits(maximumVersion: maximumVersion?.tenths ?? Int.max, requiring: required) { keys, entry -> (EmojiMatchKind, EmojiMatchQuality)? in
                let pinyin = keys.field(entry, .pinyin)
                guard pinyin.count >= typed.count, keys.equal(pinyin.lowerBound, typed) else { return nil }
                if pinyin.count == typed.count { return (.pinyin, .exact) }
                let starts = keys.syllableStarts(entry)
                guard starts.count >= 3, let end = starts.firstIndex(of: UInt8(truncatingIfNeeded: typed.count)) else { return nil }
                return end >= 2 ? (.pinyin, .prefix) : nil
            }
        }
        return rank(hits, limit: limit, usage: usage)
    }

    /// Orders hits by usage, then the `everyday` emoji of the word (in their order), then quality,
    /// then catalogue order, without sorting them all: hits arrive in catalogue order, so
    /// bucketing by quality keeps that order within each bucket.
    private func rank(_ hits: [SearchKeyTable.Hit], limit: Int, usage: EmojiUsage, everyday: [String] = []) -> [EmojiSearchResult] {
        var uses: [Int32] = []
        if !usage.counts.isEmpty {
            uses = [Int32](repeating: 0, count: entries.count)
            for (value, count) in usage.counts where count > 0 {
                if let index = entryIndex[value] { uses[index] = Int32(clamping: count) }
            }
        }
        var used: [SearchKeyTable.Hit] = []
        var meant: [(place: Int, hit: SearchKeyTable.Hit)] = []
        var buckets = [[SearchKeyTable.Hit]](repeating: [], count: 4)
        for hit in hits {
            if !uses.isEmpty, uses[Int(hit.entry)] > 0 {
                used.append(hit)
            } else if !everyday.isEmpty, let place = everyday.firstIndex(of: entries[Int(hit.entry)].value) {
                meant.append((place, hit))
            } else if buckets[hit.quality.rawValue].count < limit {
                buckets[hit.quality.rawValue].append(hit)
            }
        }
        used.sort { a, b in
            let (usesA, usesB) = (uses[Int(a.entry)], uses[Int(b.entry)])
            if usesA != usesB { return usesA > usesB }
            if a.quality != b.quality { return a.quality < b.quality }
            return a.entry < b.entry
        }
        meant.sort { $0.place < $1.place }
        return (used + meant.map(\.hit) + buckets.joined()).prefix(limit).map {
            EmojiSearchResult(entry: entries[Int($0.entry)], match: $0.kind, quality: $0.quality)
        }
    }
}
