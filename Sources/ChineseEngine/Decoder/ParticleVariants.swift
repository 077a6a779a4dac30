/// Sentences that differ only in a trailing particle (了吗 / 了嘛 / 勒马, 不错 / 不错哦 / 不错噢): the
/// same meaning read with another modal ending, which should not take a second place in the list.
enum ParticleVariants {
    /// The sentence-final particles and interjections (mostly modal: 吗 嘛 呢 吧 啊 呀 哦 噢 …).
    static let particles: Set<Character> = [
        "了", "吗", "嘛", "么", "麽", "呢", "吧", "啊", "呀", "哦", "噢", "喔", "啦", "嘞", "咯", "喽",
        "哇", "呗", "吖", "哟", "呐", "哒",
    ]

    /// The particles as scalars (each is one).
    private static let particleScalars: Set<Unicode.Scalar> = Set(particles.compactMap { $0.unicodeScalars.first })

    /// `text` less the particles that end it.
    static func stem(_ text: String) -> Substring {
        // Every scalar a character of its own (the decoder's texts): stepped by scalar, without
        // grapheme breaking, to the same place.
        text[..<(characterCount(text) != nil ? start(of: particleScalars, endingIn: text.unicodeScalars)
                                              : start(of: particles, endingIn: text))]
    }

    /// Where the run of `members` that ends `items` starts.
    private static func start<Items: BidirectionalCollection>(of members: Set<Items.Element>, endingIn items: Items) -> Items.Index
        where Items.Element: Hashable {
        var end = items.endIndex
        while end > items.startIndex {
            let before = items.index(before: end)
            guard members.contains(items[before]) else { break }
            end = before
        }
        return end
    }

    /// Whether `text` says what `other` says but for its trailing particles: both the same once
    /// their particles are dropped (了吗 / 了嘛, 不错 / 不错哦), or `other` ends in two particles or
    /// more that `text` reads as something else of the same length (了吗 / 勒马; one is a word
    /// that may mean something: 去了 / 去过).
    static func isVariant(_ text: String, of other: String) -> Bool {
        guard text != other else { return true }
        let stem = stem(other)
        guard !stem.isEmpty else { return false }
        if Self.stem(text) == stem { return true }
        let otherCount = length(other)
        return length(stem) + 2 <= otherCount && length(text) == otherCount && text.hasPrefix(stem)
    }

    /// The number of characters in `text`, as `count` says, counted by scalar when each is a
    /// character of its own (the decoder's texts), which needs no grapheme breaking.
    static func length(_ text: some StringProtocol) -> Int { characterCount(text) ?? text.count }

    /// The number of scalars in `text` when each is a character of its own: Han ideographs,
    /// printable ASCII and full-width forms, between any two of which characters always break
    /// (Unicode's rule GB999); nil when it has another scalar.
    static func characterCount(_ text: some StringProtocol) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF5E, 0x20000...0x3FFFF: count += 1
            default: return nil
            }
        }
        return count
    }
}
