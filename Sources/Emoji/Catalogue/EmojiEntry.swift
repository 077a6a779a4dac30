/// One emoji of the catalogue as a keyboard shows it: the default (yellow) form with its names.
public struct EmojiEntry: Sendable, Hashable, Codable {
    /// Position in catalogue (Unicode) order; also the default search order.
    public let index: Int
    /// The fully-qualified emoji, e.g. "😂".
    public let value: String
    /// The Chinese (CLDR) name, e.g. "笑哭了"; the default `[名称]` tag.
    public let chineseName: String
    /// The English name with underscores, e.g. "face_with_tears_of_joy".
    public let englishName: String
    /// Short names such as "joy" (GitHub/Slack style, without colons).
    public let aliases: [String]
    /// Pinyin syllables of the Chinese name, e.g. ["xiao", "ku", "le"].
    public let pinyin: [String]
    /// The emoji version that introduced this emoji.
    public let version: EmojiVersion
    /// Index into `EmojiCatalogue.groups`.
    public let groupIndex: Int
    /// Index into `EmojiCatalogue.subgroups`.
    public let subgroupIndex: Int
    /// Skin-tone forms in Unicode order (empty when the emoji takes no skin tone).
    public let variants: [EmojiVariant]

    /// An entry from its parts; the catalogue's initializer checks the indices, this does not.
    public init(
        index: Int, value: String, chineseName: String, englishName: String, aliases: [String],
        pinyin: [String], version: EmojiVersion, groupIndex: Int, subgroupIndex: Int, variants: [EmojiVariant]
    ) {
        self.index = index
        self.value = value
        self.chineseName = chineseName
        self.englishName = englishName
        self.aliases = aliases
        self.pinyin = pinyin
        self.version = version
        self.groupIndex = groupIndex
        self.subgroupIndex = subgroupIndex
        self.variants = variants
    }

    /// Whether the emoji has skin-tone forms (long press shows them).
    public var hasSkinTones: Bool { !variants.isEmpty }

    /// The form with exactly these tones (one tone, or two for couples), nil when there is none.
    public func variant(tones: [SkinTone]) -> EmojiVariant? {
        variants.first { $0.skinTones == tones }
    }

    /// The string to insert for these tones: the matching variant, or a uniform-tone variant for
    /// a single tone on a couple emoji, or the default form when no tone is asked for or available.
    public func value(tones: [SkinTone]) -> String {
        guard !tones.isEmpty else { return value }
        if let exact = variant(tones: tones) { return exact.value }
        if tones.count == 1, let uniform = variant(tones: [tones[0], tones[0]]) { return uniform.value }
        return value
    }
}

/// A skin-tone form of an emoji, e.g. 👍🏽.
public struct EmojiVariant: Sendable, Hashable, Codable {
    /// The fully-qualified emoji with its modifier(s).
    public let value: String
    /// The Chinese name, e.g. "拇指向上_中等肤色".
    public let chineseName: String
    /// The English name, e.g. "thumbs_up_medium_skin_tone".
    public let englishName: String
    /// The emoji version that introduced this form (it can be newer than the base).
    public let version: EmojiVersion
    /// One tone, or two for couples and handshakes (first person, second person).
    public let skinTones: [SkinTone]
    /// Index of the base `EmojiEntry`.
    public let baseIndex: Int

    /// A variant from its parts; not checked here (the catalogue checks `baseIndex`).
    public init(
        value: String, chineseName: String, englishName: String, version: EmojiVersion,
        skinTones: [SkinTone], baseIndex: Int
    ) {
        self.value = value
        self.chineseName = chineseName
        self.englishName = englishName
        self.version = version
        self.skinTones = skinTones
        self.baseIndex = baseIndex
    }
}
