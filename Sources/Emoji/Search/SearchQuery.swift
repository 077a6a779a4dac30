/// A normalised query and the matching rules for each kind of name.
struct SearchQuery {
    /// The query as typed (lowercased, trimmed, colons stripped) for Chinese and alias matching.
    let text: [UInt8]
    /// With spaces and hyphens as underscores, for English names ("tears of joy").
    let english: [UInt8]
    /// Letters only, for pinyin ("xiao ku", "xiao'ku").
    let letters: [UInt8]
    let isASCII: Bool

    init?(_ raw: String) {
        var trimmed = Substring(raw.lowercased()).drop { $0.isWhitespace || $0 == ":" }
        while let last = trimmed.last, last.isWhitespace || last == ":" { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { return nil }
        text = Array(trimmed.utf8)
        isASCII = text.allSatisfy { $0 < 0x80 }
        english = text.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }
        letters = text.filter { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    /// The best (kind, quality) of this query against one entry's names, nil when none matches.
    func bestMatch(_ keys: EmojiSearchIndex.Keys) -> (EmojiMatchKind, EmojiMatchQuality)? {
        var best: (EmojiMatchKind, EmojiMatchQuality)?
        func offer(_ kind: EmojiMatchKind, _ quality: EmojiMatchQuality?) {
            guard let quality else { return }
            if best == nil || quality < best!.1 { best = (kind, quality) }
        }
        if !isASCII {
            offer(.chineseName, Self.match(text, in: keys.chinese, wordStarts: nil, allowContains: true))
            return best
        }
        for alias in keys.aliases {
            offer(.alias, Self.match(english, in: alias, wordStarts: UInt8(ascii: "_"), allowContains: false))
            if best?.1 == .exact { return best }
        }
        offer(.englishName, Self.match(english, in: keys.english, wordStarts: UInt8(ascii: "_"), allowContains: english.count >= 3))
        if !letters.isEmpty {
            offer(.pinyin, pinyinMatch(keys))
            if letters.count >= 2, keys.initials.starts(with: letters) {
                offer(.pinyinInitials, letters.count == keys.initials.count ? .prefix : .wordPrefix)
            }
        }
        return best
    }

    /// Full pinyin from the start (exact or prefix), or from a later syllable start (word prefix).
    private func pinyinMatch(_ keys: EmojiSearchIndex.Keys) -> EmojiMatchQuality? {
        let pinyin = keys.pinyin
        guard letters.count <= pinyin.count else { return nil }
        if pinyin.starts(with: letters) { return letters.count == pinyin.count ? .exact : .prefix }
        for start in keys.syllableBounds.dropFirst().dropLast() where pinyin.count - start >= letters.count {
            if pinyin[start...].starts(with: letters) { return .wordPrefix }
        }
        return nil
    }

    /// Exact, prefix, prefix of a later word (after `wordStarts`), or anywhere inside.
    static func match(_ query: [UInt8], in name: [UInt8], wordStarts: UInt8?, allowContains: Bool) -> EmojiMatchQuality? {
        guard !query.isEmpty, query.count <= name.count else { return nil }
        if name.starts(with: query) { return query.count == name.count ? .exact : .prefix }
        let first = query[0]
        var found: EmojiMatchQuality?
        var position = 1
        let last = name.count - query.count
        while position <= last {
            if name[position] == first, name[position...].starts(with: query) {
                if let wordStarts, name[position - 1] == wordStarts { return .wordPrefix }
                if allowContains { found = .contains }
                if wordStarts == nil { return found }
            }
            position += 1
        }
        return found
    }
}
