import StrokeInput

/// The keys typed for a shape code: each a key of the table's alphabet (1…its size) or nil, the
/// wildcard that stands for any one key.
public struct CodePattern: Hashable, Sendable {
    /// The keys, nil for the wildcard.
    public let keys: [UInt8?]

    /// A pattern of `keys`.
    public init(keys: [UInt8?]) { self.keys = keys }

    /// The strokes of a 笔画 pattern (横 1 … 折 5).
    public init(_ strokes: StrokePattern) { keys = strokes.strokes.map { $0?.rawValue } }

    /// Whether nothing is typed.
    public var isEmpty: Bool { keys.isEmpty }
    /// How many keys are typed.
    public var count: Int { keys.count }
    /// Whether a wildcard is among the keys.
    public var hasWildcard: Bool { keys.contains(nil) }
}

/// A shape-code scheme: its table, the keys its typists type and the few rules that set it apart
/// (笔画, 五笔 86, 倉頡 5, 速成). All of them are one `CodeDecoder` over a `CodeTable`.
public struct ShapeScheme: Hashable, Sendable {
    /// The scheme's name (`strokes`, `wubi86`, `cangjie5`, `quick5`).
    public let name: String
    /// Its table file in the engine's data directory.
    public let component: DataComponent
    /// The keys typed for the wildcard (any one key).
    public let wildcards: Set<Character>
    /// The label of each key of the alphabet, in order (倉頡's 日月金木…, 笔画's 一丨丿丶乛): the
    /// composition shows the typed code in them.
    public let labels: [Character]
    /// Words are offered only when their whole code is typed (五笔's words are not completions).
    public let wordsOnlyWhole: Bool
    /// The table's characters are traditional: the model's simplified statistics count for each
    /// character's traditional form too, and a simplified-only form ranks a little lower.
    public let isTraditional: Bool
    /// The longest code (五笔 4, 倉頡 5, 速成 2): a whole code this long that one text alone has
    /// commits itself, and a key past it commits the first candidate.
    public let maximumCodeLength: Int
    /// Whether a whole code of the longest length that one text alone has commits it unasked (五笔).
    public let commitsUniqueCodes: Bool
    /// How many completions (texts whose code only begins with the keys) the list holds after
    /// 1, 2, 3… keys (the last number for longer codes; empty: no limit). Past the first key only
    /// the likeliest completion joins the whole codes, so the first candidate is more often the
    /// one meant and space takes it (shape_eval.py: about a tenth more characters first when
    /// taken, for a few hundredths of a key more).
    public var completionPlaces: [Int] = []
    /// Whether a completion the bar showed among its first five at an earlier key is not offered
    /// again: whoever typed on did not want it, and its place goes to one not yet seen.
    public var skipsPassedCompletions = false
    /// After the first key, a completion that the next key along its code puts first, ahead of
    /// that key's second by at least this many nats, is left to that key (nil: none is): 五笔's
    /// 二级简码 keep their place as muscle memory has it, and the first page shows the common
    /// characters first nowhere yet. shape_eval.py on dev.tsv and everyday.tsv together, with
    /// 五笔's keys saved counted (`keysSavedWeight` 1): 1.4 (keys 2.72 / 2.73, first when taken
    /// 61.5 % / 62.0 %; 1.0: 2.74 / 2.74, 62.9 % / 63.7 %; 1.5: 2.72 / 2.73, 61.4 % / 61.9 %).
    /// 速成 0.5 (yue-dev, Cantonese and Mandarin costs on one scale, `CharacterPrior`: 2.75 keys,
    /// first when taken 64.1 %; 0: 2.88, 68.3 %; 0.3: 2.81, 65.6 %; 0.7: 2.74, 63.4 %).
    public var nextFirstMargin: Float?
    /// How much the keys a completion saves count (nats a factor of e saved; 0: not at all): a
    /// completion is ranked by its prior less this × ln of the keys left to its shortest code, so
    /// after the first key a character that needs three more keys comes before an equally common
    /// one that its 简码 gives at the next (`CodeDecoder.keysSaved`). shape_eval.py: 五笔 1
    /// (with its margin, above), 倉頡 0.5 (keys 2.93, first when taken 67.4 %, from 2.95 and 62.5 %).
    public var keysSavedWeight: Float = 0
    /// How much a completion off its next key's first page counts after the first key (nats a
    /// factor of e of keys saved): shown now it saves two keys, where one on that page saves one,
    /// so it is ranked ahead by this × ln 2 (0: not at all). 速成 0.5 (shape_eval.py on yue-dev:
    /// keys 2.84 from 2.85, first when taken 66.2 %; 1: 2.86, with its margin 0 then; with its
    /// margin 0.5 it moves no text on yue-dev).
    public var offPageWeight: Float = 0
    /// The nats taken off a text whose whole code the keys are (`CodeDecoder.Settings.wholeMatchBonus`):
    /// 笔画 1 (its 女 531 first before 好); the letter schemes 0.5, which with their rules below
    /// gives shape_eval.py's keys and first when taken both a little better for 五笔 and 倉頡.
    public var wholeMatchBonus: Float = 1
    /// How the bar notes the rest of each candidate's code under it (`CodeNote`).
    public var codeNote = CodeNote.none
    /// The key that, typed first, starts a look-up by pinyin instead of a code (五笔's `z`, as in
    /// Rime's wubi86): the characters read so, each noted with its codes. Past the first key it
    /// is the wildcard as before. nil: none.
    public var readingLookupKey: Character?
    /// The data folder whose language ranks its characters by how often that language writes them
    /// (`Language.characterFrequencies`) and writes them in 简体 (`Language.simplifier`): 倉頡's
    /// and 速成's Hong Kong characters by 粤语's (`rank-by yue` in the registry); nil: none.
    public var rankedBy: String?

    /// How a candidate's code is noted under it in the bar.
    public enum CodeNote: Hashable, Sendable {
        /// Not at all (笔画: a stroke order is long, and its keys show the strokes).
        case none
        /// In the table's letters (五笔 `iy`, as its typists say the codes).
        case letters
        /// In the scheme's labels (倉頡 戈日口, as its keys show them and Rime's cangjie5 notes them).
        case labels
        /// Not the code but the character's reading with its tone, as the table has it (拆字's 焱 `yàn`).
        case reading

        /// Whether the rest of each candidate's code is noted (in letters or labels).
        public var notesCode: Bool { self == .letters || self == .labels }
    }

    /// The most completions the list holds after `keys` keys (nil: no limit).
    public func completionLimit(after keys: Int) -> Int? {
        completionPlaces.isEmpty ? nil : completionPlaces[min(keys, completionPlaces.count) - 1]
    }

    /// Why a line is not a code of the scheme.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// The offending character.
        public let character: Character
        /// Its position, from 0.
        public let offset: Int
        /// The message.
        public var description: String { "'\(character)' at \(offset + 1) is not a key of the scheme" }
    }

    /// `text` (letters of `table`'s alphabet, upper or lower case, and the wildcards) as a
    /// pattern; anything else is a `ParseError`, and so is a code longer than 64 keys.
    public func pattern(_ text: String, alphabet: [Character]) throws -> CodePattern {
        var keys: [UInt8?] = []
        for (offset, character) in text.enumerated() {
            let lower = Character(character.lowercased())
            if let index = alphabet.firstIndex(of: lower) {
                keys.append(UInt8(index + 1))
            } else if wildcards.contains(lower) {
                keys.append(nil)
            } else {
                throw ParseError(character: character, offset: offset)
            }
            if keys.count > 64 { throw ParseError(character: character, offset: offset) }
        }
        return CodePattern(keys: keys)
    }

    /// The typed code in the scheme's labels (倉頡 `oiar` → 人戈日口), the wildcard as ＊.
    public func labelled(_ pattern: CodePattern) -> String {
        String(pattern.keys.map { key in key.flatMap { labels.indices.contains(Int($0) - 1) ? labels[Int($0) - 1] : nil } ?? "＊" })
    }
}
