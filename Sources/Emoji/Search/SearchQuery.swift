/// A normalised query and the matching rules for each kind of name.
struct SearchQuery {
    /// The query as typed (lowercased, trimmed, colons stripped) for Chinese names.
    let text: [UInt8]
    /// With spaces and hyphens as underscores, for English names and aliases ("tears of joy").
    let english: [UInt8]
    /// Letters and digits only, for pinyin ("xiao ku", "xiao'ku").
    let letters: [UInt8]
    let isASCII: Bool
    /// Bytes every matching name must contain (see `SearchKeyTable.masks`).
    let requiredMask: UInt64

    init?(_ raw: String) {
        var trimmed = Substring(raw.lowercased()).drop { $0.isWhitespace || $0 == ":" }
        while let last = trimmed.last, last.isWhitespace || last == ":" { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { return nil }
        text = Array(trimmed.utf8)
        isASCII = text.allSatisfy { $0 < 0x80 }
        english = text.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }
        letters = text.filter { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        // Pinyin matches only need the letters; other names hold the whole query but separators.
        requiredMask = isASCII
            ? SearchKeyTable.mask(letters)
            : SearchKeyTable.mask(text.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") })
    }

    /// Runs `body` with the query bytes pinned, for a scan over many entries.
    func withBytes<R>(_ body: (Pinned) -> R) -> R {
        text.withUnsafeBufferPointer { text in
            english.withUnsafeBufferPointer { english in
                letters.withUnsafeBufferPointer { letters in
                    body(Pinned(query: self, text: text, english: english, letters: letters))
                }
            }
        }
    }

    /// The query's bytes as pointers, valid inside `withBytes`.
    struct Pinned {
        let query: SearchQuery
        let text: UnsafeBufferPointer<UInt8>
        let english: UnsafeBufferPointer<UInt8>
        let letters: UnsafeBufferPointer<UInt8>

        /// The best (kind, quality) of this query against one entry's names, nil when none matches.
        func bestMatch(_ keys: SearchKeyTable.View, _ entry: Int) -> (EmojiMatchKind, EmojiMatchQuality)? {
            query.bestMatch(keys, entry, text: text, english: english, letters: letters)
        }
    }

    fileprivate func bestMatch(
        _ keys: SearchKeyTable.View, _ entry: Int, text: UnsafeBufferPointer<UInt8>,
        english: UnsafeBufferPointer<UInt8>, letters: UnsafeBufferPointer<UInt8>
    ) -> (EmojiMatchKind, EmojiMatchQuality)? {
        var best = Best()
        func offer(_ kind: EmojiMatchKind, _ quality: EmojiMatchQuality?) { best.offer(kind, quality) }
        let underscore = UInt8(ascii: "_")
        offer(.chineseName, Self.match(text, keys, keys.field(entry, .chinese), wordStart: nil, allowContains: !isASCII || text.count >= 2))
        if best.quality == .exact { return best.result }
        let aliases = keys.field(entry, .aliases)
        var start = aliases.lowerBound
        while start < aliases.upperBound {
            var end = start
            while end < aliases.upperBound, keys.byte(end) != 0 { end += 1 }
            offer(.alias, Self.match(english, keys, start..<end, wordStart: underscore, allowContains: false))
            if best.quality == .exact { return best.result }
            start = end + 1
        }
        // English names match whole words and word starts only: `love` is not in clover, glove or Slovenia.
        offer(.englishName, Self.match(english, keys, keys.field(entry, .english), wordStart: underscore, allowContains: false))
        guard isASCII, !letters.isEmpty else { return best.result }
        offer(.pinyin, pinyinMatch(letters, keys, entry))
        let initials = keys.field(entry, .initials)
        if letters.count >= 2, letters.count <= initials.count, keys.equal(initials.lowerBound, letters) {
            offer(.pinyinInitials, letters.count == initials.count ? .prefix : .wordPrefix)
        }
        return best.result
    }

    /// The best match so far.
    private struct Best {
        var kind = EmojiMatchKind.chineseName
        var quality: EmojiMatchQuality?

        @inline(__always)
        mutating func offer(_ kind: EmojiMatchKind, _ quality: EmojiMatchQuality?) {
            guard let quality else { return }
            if self.quality == nil || quality < self.quality! {
                self.kind = kind
                self.quality = quality
            }
        }

        var result: (EmojiMatchKind, EmojiMatchQuality)? { quality.map { (kind, $0) } }
    }

    /// Full pinyin from the start (exact or prefix), or from a later syllable start (word prefix).
    private func pinyinMatch(_ letters: UnsafeBufferPointer<UInt8>, _ keys: SearchKeyTable.View, _ entry: Int) -> EmojiMatchQuality? {
        let pinyin = keys.field(entry, .pinyin)
        guard letters.count <= pinyin.count else { return nil }
        if keys.equal(pinyin.lowerBound, letters) { return letters.count == pinyin.count ? .exact : .prefix }
        let starts = keys.syllableStarts(entry)
        guard starts.count > 2 else { return nil }
        for index in 1..<(starts.count - 1) {
            let start = Int(starts[index])
            if pinyin.count - start >= letters.count, keys.equal(pinyin.lowerBound + start, letters) { return .wordPrefix }
        }
        return nil
    }

    /// Exact, prefix, prefix of a later word (after `wordStart`), or anywhere inside.
    static func match(
        _ query: UnsafeBufferPointer<UInt8>, _ keys: SearchKeyTable.View, _ name: Range<Int>,
        wordStart: UInt8?, allowContains: Bool
    ) -> EmojiMatchQuality? {
        guard !query.isEmpty, query.count <= name.count else { return nil }
        if keys.equal(name.lowerBound, query) { return query.count == name.count ? .exact : .prefix }
        guard wordStart != nil || allowContains else { return nil }
        let first = Int32(query[0])
        var found: EmojiMatchQuality?
        var position = name.lowerBound + 1
        let last = name.upperBound - query.count
        while position <= last {
            // memchr finds the next candidate first byte with SIMD.
            guard let hit = keys.find(first, from: position, through: last) else { break }
            position = hit
            if keys.equal(position, query) {
                if let wordStart, keys.byte(position - 1) == wordStart { return .wordPrefix }
                if allowContains {
                    found = .contains
                    if wordStart == nil { return found }
                }
            }
            position += 1
        }
        return found
    }
}
