/// The names a chat app uses in `[名称]` tags: each name stands for one emoji, and each emoji
/// is encoded with its first name. Default: the catalogue's Chinese names (`[笑哭了]`); an app
/// can supply its own, WeChat style (`[笑哭]`), or merge both.
public struct EmojiTagVocabulary: Sendable, Hashable {
    /// Every name and the emoji it stands for (several names may share an emoji).
    public private(set) var emojiByName: [String: String] = [:]
    /// Each emoji and the name `encode` writes for it (its first name).
    public private(set) var nameByEmoji: [String: String] = [:]
    /// First scalars of the named emoji: most characters of a text are ruled out by this alone.
    private(set) var firstScalars: Set<UInt32> = []

    /// An empty vocabulary: nothing is encoded, nothing decoded.
    public init() {}

    /// A vocabulary from (name, emoji) pairs. Names must be non-empty, at most 64 characters and
    /// free of brackets, backslashes and line breaks; each emoji must be one character; a name
    /// may appear once. The first name of an emoji is the one `encode` writes.
    public init(_ pairs: [(name: String, emoji: String)]) throws {
        for pair in pairs { try add(name: pair.name, emoji: pair.emoji) }
    }

    /// Every catalogue emoji (default and skin-tone forms) under its Chinese name.
    public static func chineseNames(_ catalogue: EmojiCatalogue) -> EmojiTagVocabulary {
        var vocabulary = EmojiTagVocabulary()
        for entry in catalogue.entries {
            vocabulary.addUnchecked(name: entry.chineseName, emoji: entry.value)
            for variant in entry.variants { vocabulary.addUnchecked(name: variant.chineseName, emoji: variant.value) }
        }
        return vocabulary
    }

    /// Every catalogue emoji under its English name and aliases; encodes with the first alias
    /// (`[joy]`) when there is one, else the English name (`[thumbs_up_medium_skin_tone]`).
    public static func englishNames(_ catalogue: EmojiCatalogue) -> EmojiTagVocabulary {
        var vocabulary = EmojiTagVocabulary()
        for entry in catalogue.entries {
            for alias in entry.aliases where isValidName(alias) { vocabulary.addUnchecked(name: alias, emoji: entry.value) }
            vocabulary.addUnchecked(name: entry.englishName, emoji: entry.value)
            for variant in entry.variants { vocabulary.addUnchecked(name: variant.englishName, emoji: variant.value) }
        }
        return vocabulary
    }

    /// Adds a name; throws on an invalid name or emoji, or a name already taken by another emoji.
    public mutating func add(name: String, emoji: String) throws {
        guard Self.isValidName(name) else { throw EmojiTagVocabularyError.invalidName(name) }
        guard emoji.count == 1 else { throw EmojiTagVocabularyError.invalidEmoji(name: name, emoji: emoji) }
        if let existing = emojiByName[name], existing != emoji {
            throw EmojiTagVocabularyError.duplicateName(name)
        }
        addUnchecked(name: name, emoji: emoji)
    }

    /// This vocabulary with `other`'s names added; `other` wins for names and for each emoji's tag.
    public func merging(_ other: EmojiTagVocabulary) -> EmojiTagVocabulary {
        var result = self
        result.emojiByName.merge(other.emojiByName) { _, new in new }
        result.firstScalars.formUnion(other.firstScalars)
        result.nameByEmoji.merge(other.nameByEmoji) { _, new in new }
        for (emoji, name) in result.nameByEmoji where result.emojiByName[name] != emoji {
            result.nameByEmoji[emoji] = nil  // its name now belongs to another emoji
        }
        return result
    }

    /// The emoji a tag name stands for; nil for an unknown name.
    public func emoji(named name: String) -> String? { emojiByName[name] }
    /// The name an emoji is written as; nil for an emoji without a name here.
    public func name(of emoji: String) -> String? { nameByEmoji[emoji] }

    /// The name of one character of a text, checking the cheap first-scalar set first.
    func name(of character: Character) -> String? {
        guard let first = character.unicodeScalars.first, firstScalars.contains(first.value) else { return nil }
        return nameByEmoji[String(character)]
    }
    /// How many names there are (not emoji: an emoji may have several).
    public var count: Int { emojiByName.count }

    /// Whether a string can be a tag name.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64
            && !name.unicodeScalars.contains { $0 == "[" || $0 == "]" || $0 == "\\" || EmojiTagScanner.isLineBreak($0) }
    }

    private mutating func addUnchecked(name: String, emoji: String) {
        guard emojiByName[name] == nil else { return }
        emojiByName[name] = emoji
        if nameByEmoji[emoji] == nil { nameByEmoji[emoji] = name }
        if let first = emoji.unicodeScalars.first { firstScalars.insert(first.value) }
    }
}

/// Why a vocabulary entry was refused.
public enum EmojiTagVocabularyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name is empty, longer than 64 characters, or holds a bracket, a backslash or a line break.
    case invalidName(String)
    /// The emoji given for a name is not exactly one character.
    case invalidEmoji(name: String, emoji: String)
    /// The name already stands for another emoji.
    case duplicateName(String)

    /// The message for a person, naming the refused tag and the rule it broke.
    public var description: String {
        switch self {
        case .invalidName(let name):
            "tag name \"\(name)\" must be 1–64 characters without brackets, backslashes or line breaks"
        case .invalidEmoji(let name, let emoji): "tag [\(name)] must stand for exactly one character, not \"\(emoji)\""
        case .duplicateName(let name): "tag name [\(name)] is given to two different emoji"
        }
    }
}
