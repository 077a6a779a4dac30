/// The user's recently used emoji (most recent first), the skin tone chosen per emoji and
/// how often each was used (for ranking search results). A value; persist it with `EmojiRecentsStore`.
public struct EmojiRecents: Sendable, Hashable, Codable {
    /// How many recent emoji a keyboard shows.
    public static let defaultCapacity = 30
    /// How many use counts are kept before the least used are forgotten.
    public static let usageLimit = 500

    /// Recent emoji in their default form, most recent first, at most `capacity`.
    public private(set) var emoji: [String]
    /// The skin tone(s) last chosen for an emoji, keyed by its default form.
    public private(set) var skinTones: [String: [SkinTone]]
    /// Uses per emoji (default form).
    public private(set) var useCounts: [String: Int]
    /// The most recent emoji kept (at least 1).
    public let capacity: Int

    /// Empty recents keeping at most `capacity` emoji (values below 1 are raised to 1).
    public init(capacity: Int = EmojiRecents.defaultCapacity) {
        self.capacity = max(1, capacity)
        emoji = []
        skinTones = [:]
        useCounts = [:]
    }

    /// Recents as a store read them back: `emoji` most recent first (cut at `capacity`), the skin
    /// tones and the use counts (non-positive ones dropped).
    public init(emoji: [String], skinTones: [String: [SkinTone]], useCounts: [String: Int], capacity: Int = EmojiRecents.defaultCapacity) {
        self.capacity = max(1, capacity)
        self.emoji = Array(emoji.prefix(self.capacity))
        self.skinTones = skinTones.filter { !$0.value.isEmpty }
        self.useCounts = useCounts.filter { $0.value > 0 }
    }

    /// Notes a use of `value` (any form). With a catalogue, a skin-tone form counts for its base
    /// emoji and remembers the tone; picking the default form forgets the tone. Unknown strings
    /// (an app's own stickers) are kept as they are.
    public mutating func record(_ value: String, in catalogue: EmojiCatalogue? = nil) {
        guard !value.isEmpty else { return }
        var key = value
        if let catalogue, let location = catalogue.location(of: value) {
            let entry = catalogue.entries[location.entryIndex]
            key = entry.value
            if let variant = location.variantIndex {
                skinTones[key] = entry.variants[variant].skinTones
            } else {
                skinTones[key] = nil
            }
        }
        emoji.removeAll { $0 == key }
        emoji.insert(key, at: 0)
        if emoji.count > capacity { emoji.removeLast(emoji.count - capacity) }
        useCounts[key, default: 0] += 1
        trimUseCounts()
    }

    /// Remembers a skin tone for an emoji without counting a use (e.g. chosen in a settings page).
    public mutating func setSkinTones(_ tones: [SkinTone], for base: String) {
        skinTones[base] = tones.isEmpty ? nil : tones
    }

    /// Forgets everything.
    public mutating func removeAll() {
        self = EmojiRecents(capacity: capacity)
    }

    /// The form to insert for an entry: with its remembered tone when there is one.
    public func preferredValue(of entry: EmojiEntry) -> String {
        entry.value(tones: skinTones[entry.value] ?? [])
    }

    /// Use counts for ranking search results.
    public var usage: EmojiUsage { EmojiUsage(counts: useCounts) }

    private mutating func trimUseCounts() {
        guard useCounts.count > Self.usageLimit else { return }
        let recent = Set(emoji)
        let victims = useCounts.filter { !recent.contains($0.key) }
            .sorted { ($0.value, $0.key) < ($1.value, $1.key) }
            .prefix(useCounts.count - Self.usageLimit)
        for victim in victims { useCounts[victim.key] = nil }
    }

    private enum CodingKeys: String, CodingKey { case emoji, skinTones, useCounts, capacity }

    /// Reads saved recents, forgiving what an older file lacks: a missing capacity is the default,
    /// missing tones and counts are empty, extra emoji past the capacity and non-positive counts are
    /// dropped. A missing `emoji` list or a value of the wrong type throws a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        capacity = max(1, try container.decodeIfPresent(Int.self, forKey: .capacity) ?? Self.defaultCapacity)
        emoji = Array(try container.decode([String].self, forKey: .emoji).prefix(capacity))
        skinTones = try container.decodeIfPresent([String: [SkinTone]].self, forKey: .skinTones) ?? [:]
        useCounts = (try container.decodeIfPresent([String: Int].self, forKey: .useCounts) ?? [:]).filter { $0.value > 0 }
    }
}

/// How often the user picked each emoji (keyed by default form); search ranks by it first.
public struct EmojiUsage: Sendable, Hashable {
    /// Uses per emoji, keyed by default form; an emoji missing has 0.
    public let counts: [String: Int]

    /// Usage from counts (none by default).
    public init(counts: [String: Int] = [:]) { self.counts = counts }

    /// No usage: search falls back to its default order.
    public static let none = EmojiUsage()

    /// How often `emoji` (its default form) was picked; 0 when never.
    public func count(of emoji: String) -> Int { counts[emoji] ?? 0 }
}
