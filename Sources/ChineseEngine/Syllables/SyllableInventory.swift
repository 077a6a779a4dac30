/// A language's syllables as the engine reads them: every toneless spelling (its index is the
/// syllable id the lexicon stores), the spellings people type for some of them (aliases), the
/// initials that may stand alone for every syllable they begin (abbreviations), and the sets of
/// syllables each typed prefix can stand for. The syllable graph, the lexicon's trie and the
/// decoder read one of these: Mandarin pinyin (`mandarin`, `SyllableTable`'s) or the one a data
/// set names in its lexicon (粤拼's `SYLS` section), so one engine serves every language.
public final class SyllableInventory: Hashable, Sendable {
    /// The inventory's name (`pinyin`, `jyutping`): two inventories of one name are the same.
    public let name: String
    /// Every syllable spelling; the index is the syllable id.
    public let spellings: [String]
    /// Spellings people commonly type for a syllable the table writes otherwise.
    public let aliases: [String: String]
    /// The initials, longest first so that `zh` wins over `z` (`ng` over `n`) when splitting a spelling.
    public let initials: [String]
    /// The longest spelling (aliases included), in letters.
    public let maxSpellingLength: Int
    /// Each spelling's and alias's syllable id by its `SpellingKey` (the graph looks typed letters
    /// up without making a String of them).
    let idByKey: [SpellingKey: UInt16]
    /// Each typed prefix's syllables, as a window of `SyllableSet`'s words (`SyllableSet.window`):
    /// where its words start in `prefixWords`, how many there are and the first's index in a set.
    /// Whole sets (128 bytes, some 700 prefixes) took 150 kB of private memory; windows take 20.
    let prefixWindows: [SpellingKey: (offset: Int32, count: UInt8, first: UInt8)]
    let prefixWords: [UInt64]
    /// The initials' keys.
    let initialKeys: Set<SpellingKey>
    /// Whether a store of several inventories' readings (a user dictionary) keeps this one's
    /// untagged, as every reading was kept before a second inventory came (Mandarin pinyin's);
    /// the others' are tagged with their name (`jyutping:nei hou`).
    public let isStoredUntagged: Bool

    /// An inventory of `spellings` (at most `SyllableSet.capacity`), `aliases` and `initials`.
    public init(name: String, spellings: [String], aliases: [String: String] = [:], initials: [String], isStoredUntagged: Bool = false) {
        self.name = name
        self.isStoredUntagged = isStoredUntagged
        self.spellings = Array(spellings.prefix(SyllableSet.capacity))
        self.aliases = aliases
        self.initials = initials.sorted { $0.count > $1.count }
        maxSpellingLength = (self.spellings + Array(aliases.keys)).map(\.count).max() ?? 1
        var ids: [String: UInt16] = [:]
        for (index, spelling) in self.spellings.enumerated() { ids[spelling] = UInt16(index) }
        // A spelling before an alias of the same letters.
        var idByKey: [SpellingKey: UInt16] = [:]
        for (alias, target) in aliases { if let id = ids[target] { idByKey[SpellingKey(alias)] = id } }
        for (spelling, id) in ids { idByKey[SpellingKey(spelling)] = id }
        self.idByKey = idByKey
        initialKeys = Set(initials.map(SpellingKey.init))
        var sets: [String: SyllableSet] = [:]
        for (index, spelling) in self.spellings.enumerated() {
            for length in 1...spelling.count { sets[String(spelling.prefix(length)), default: SyllableSet()].insert(UInt16(index)) }
        }
        for (alias, target) in aliases {
            guard let id = ids[target] else { continue }
            for length in 1...alias.count { sets[String(alias.prefix(length)), default: SyllableSet()].insert(id) }
        }
        var windows: [SpellingKey: (offset: Int32, count: UInt8, first: UInt8)] = [:]
        var words: [UInt64] = []
        for (prefix, set) in sets {
            let window = set.window
            windows[SpellingKey(prefix)] = (Int32(words.count), UInt8(window.words.count), UInt8(window.first))
            words += window.words
        }
        prefixWindows = windows
        prefixWords = words
    }

    /// Mandarin pinyin (toneless, `ü` written `v`): `SyllableTable`'s lists, the inventory a
    /// lexicon naming none is spelled in; stored untagged.
    public static let mandarin = SyllableInventory(name: "pinyin", spellings: SyllableTable.spellings,
                                                   aliases: SyllableTable.aliases, initials: SyllableTable.initials, isStoredUntagged: true)

    /// Syllable id for a spelling (aliases included), or nil.
    public func id(of spelling: String) -> UInt16? { idByKey[SpellingKey(spelling)] }

    /// Syllable id for the letters of `key` (aliases included), or nil.
    func id(of key: SpellingKey) -> UInt16? { idByKey[key] }

    /// The spelling of a syllable id ("" beyond the table).
    public func spelling(of id: UInt16) -> String { Int(id) < spellings.count ? spellings[Int(id)] : "" }

    /// The initial of a spelling (`zh` of `zhong`), or "" for zero-initial syllables (`an`) and a
    /// syllable that is an initial itself (粤拼 `ng`, `m`: all final).
    public func initial(of spelling: String) -> String {
        initials.contains(spelling) ? "" : initials.first { spelling.hasPrefix($0) } ?? ""
    }

    /// The final of a spelling (`ong` of `zhong`).
    public func final(of spelling: String) -> String {
        String(spelling.dropFirst(initial(of: spelling).count))
    }

    /// Every syllable whose spelling starts with `prefix` (the prefix itself included when it is one).
    public func syllables(withPrefix prefix: String) -> SyllableSet { syllables(withPrefix: SpellingKey(prefix)) }

    /// Every syllable whose spelling starts with the letters of `key`.
    func syllables(withPrefix key: SpellingKey) -> SyllableSet {
        guard let window = prefixWindows[key] else { return SyllableSet() }
        let start = Int(window.offset)
        return SyllableSet(window: prefixWords[start..<start + Int(window.count)], first: Int(window.first))
    }

    /// Whether `spelling` is an initial that may stand alone for the syllables it begins.
    public func isInitial(_ spelling: String) -> Bool { isInitial(SpellingKey(spelling)) }

    /// Whether the letters of `key` are an initial that may stand alone.
    func isInitial(_ key: SpellingKey) -> Bool { initialKeys.contains(key) }

    /// The same inventory when the names are the same.
    public static func == (lhs: SyllableInventory, rhs: SyllableInventory) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
