/// Sentences that differ only in a trailing particle (了吗 / 了嘛 / 勒马, 不错 / 不错哦 / 不错噢): the
/// same meaning read with another modal ending, which should not take a second place in the list.
enum ParticleVariants {
    /// The sentence-final particles and interjections (mostly modal: 吗 嘛 呢 吧 啊 呀 哦 噢 …).
    static let particles: Set<Character> = [
        "了", "吗", "嘛", "么", "麽", "呢", "吧", "啊", "呀", "哦", "噢", "喔", "啦", "嘞", "咯", "喽",
        "哇", "呗", "吖", "哟", "呐", "哒",
    ]

    /// `text` less the particles that end it.
    static func stem(_ text: String) -> Substring {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            guard particles.contains(text[before]) else { break }
            end = before
        }
        return text[..<end]
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
        return stem.count + 2 <= other.count && text.count == other.count && text.hasPrefix(stem)
    }
}
