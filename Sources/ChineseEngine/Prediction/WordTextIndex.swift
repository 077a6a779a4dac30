import Foundation

/// Lexicon words by their text, for finding the words that end committed text (`shurufa predict`,
/// one text per line; a 手写 reading asks for every candidate character; a composition's left
/// context). The word ids sorted by a hash of their UTF-16 units: 4 bytes a word, and where each
/// hash prefix begins; a look-up is a binary search on the hash within its prefix, each probe
/// hashing a word's text in the mapped lexicon. The table is the lexicon file's own when it carries
/// one (`Lexicon.TextTable`: mapped, no private memory), else built at the first use (0.9 MB of
/// private memory for the pinyin lexicon, where a `[String: Int32]` took 9 MB). Without a file's
/// table, a keyboard finds its context by the lexicon's scan (`Lexicon.longestWord(endingWith:)`).
struct WordTextIndex {
    private let lexicon: Lexicon
    private let table: Table
    static let prefixBits = 14

    /// Word ids (from 1) ordered by `hash(of:)`, then by id; and where the words of each hash
    /// prefix (its top `prefixBits` bits) begin, and one more entry (the end): a look-up searches
    /// only its prefix's few words (about 14 in the pinyin lexicon, 4 probes instead of 18, each of
    /// which hashes a word's text), for 64 kB.
    private enum Table {
        case built(words: [Int32], starts: [Int32])
        case mapped(Lexicon.TextTable)

        @inline(__always) func word(at position: Int) -> Int32 {
            switch self {
            case .built(let words, _): words[position]
            case .mapped(let table): Int32(bitPattern: table.words[position])
            }
        }

        @inline(__always) func start(of prefix: Int) -> Int {
            switch self {
            case .built(_, let starts): Int(starts[prefix])
            case .mapped(let table): Int(table.starts[prefix])
            }
        }
    }

    /// The index over `lexicon`'s words and its supplement's: the file's table when there is no
    /// supplement, else built once per opened lexicon (a few milliseconds) and shared by every
    /// copy of it, so a server's sessions (each a handwriting context) hold one, not one each.
    init(lexicon: Lexicon) {
        self.lexicon = lexicon
        if lexicon.supplement == nil, let mapped = lexicon.textTable {
            table = .mapped(mapped)
        } else {
            let (words, starts) = lexicon.textIndex.table { BuiltWordTextIndexes.table(for: lexicon) { Self.build(lexicon) } }
            table = .built(words: words, starts: starts)
        }
    }

    /// The index over the lexicon file's own words (not a supplement's) through the file's table,
    /// or nil when the file has none.
    init?(fileWordsOf lexicon: Lexicon) {
        guard let mapped = lexicon.textTable else { return nil }
        self.lexicon = lexicon
        table = .mapped(mapped)
    }

    /// The word ids ordered by their text's hash, and where each hash prefix begins among them.
    static func build(_ lexicon: Lexicon) -> (words: [Int32], starts: [Int32]) {
        let count = max(0, lexicon.allWordCount - 1)
        var keyed = [(hash: UInt32, word: Int32)]()
        keyed.reserveCapacity(count)
        for word in 1..<max(1, Int32(lexicon.allWordCount)) { keyed.append((Self.hash(of: word, in: lexicon), word)) }
        keyed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.word < $1.word }
        // starts[p]: the first position whose prefix is at least p (so an empty prefix's range is empty).
        var starts: [Int32] = []
        starts.reserveCapacity((1 << prefixBits) + 1)
        for (position, item) in keyed.enumerated() {
            while starts.count <= Self.prefix(item.hash) { starts.append(Int32(position)) }
        }
        while starts.count <= 1 << prefixBits { starts.append(Int32(keyed.count)) }
        return (keyed.map(\.word), starts)
    }

    @inline(__always) private static func prefix(_ hash: UInt32) -> Int { Int(hash >> (32 - UInt32(prefixBits))) }

    /// The first (lowest) word id whose text is `units`, or nil.
    func word(_ units: ArraySlice<UInt16>) -> Int32? {
        let key = Self.hash(units), p = Self.prefix(key)
        var low = table.start(of: p)
        let end = table.start(of: p + 1)
        var high = end
        while low < high {
            let middle = (low + high) >> 1
            if Self.hash(of: table.word(at: middle), in: lexicon) < key { low = middle + 1 } else { high = middle }
        }
        while low < end, Self.hash(of: table.word(at: low), in: lexicon) == key {
            if lexicon.hasText(table.word(at: low), units) { return table.word(at: low) }
            low += 1
        }
        return nil
    }

    /// The longest word whose text ends `units`, or nil: the same answer as the lexicon's scan.
    func longestWord(endingWith units: [UInt16]) -> Int32? {
        for length in stride(from: min(Lexicon.longestWordLength, units.count), through: 1, by: -1) {
            if let word = word(units[(units.count - length)...]) { return word }
        }
        return nil
    }

    /// FNV-1a over a word's text, read in place in the mapped lexicon.
    private static func hash(of word: Int32, in lexicon: Lexicon) -> UInt32 {
        guard let range = lexicon.unitRange(of: word) else { return 0 }
        var value = offsetBasis
        for position in range { value = mix(value, lexicon.unit(at: position)) }
        return value
    }

    /// FNV-1a over UTF-16 units: the same hash as `hash(of:in:)` for the same text.
    private static func hash(_ units: ArraySlice<UInt16>) -> UInt32 {
        var value = offsetBasis
        for unit in units { value = mix(value, unit) }
        return value
    }

    private static let offsetBasis: UInt32 = 0x811C_9DC5

    @inline(__always)
    private static func mix(_ value: UInt32, _ unit: UInt16) -> UInt32 { (value ^ UInt32(unit)) &* 0x0100_0193 }
}

/// The word-text index of one opened lexicon, built at the first use and shared by the lexicon's
/// copies (a lexicon is a value over mapped memory; this is its only mutable state, behind a lock).
/// It holds the ids only, never the lexicon, so no cycle keeps either alive.
final class WordTextIndexCache: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: (words: [Int32], starts: [Int32])?

    /// The cached table, or `build`'s, cached (a second caller waits for the first's).
    func table(build: () -> (words: [Int32], starts: [Int32])) -> (words: [Int32], starts: [Int32]) {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let table = build()
        cached = table
        return table
    }
}

/// The word-text indexes built in this process, by the identity of the files their words come
/// from (`Identity`): each is built once, not once per opened engine. A keyboard extension opens
/// the engine afresh each time it appears, in the same process; the pinyin lexicon carries no
/// mapped table, so every open of 五笔 (whose words are priced through the index), 手写 or 联想
/// built it again: 1.3 MB a time, 0.9 MB of it a temporary glibc kept in its heap once its mmap
/// threshold had risen (`bench lifecycle --dynamic-mmap`: +2.6 MB by the tenth open). The few
/// most recent are kept (a server opens one engine's files, a test a few of its own).
enum BuiltWordTextIndexes {
    /// The files a lexicon's words come from: its own and its supplement's, each by path, size and
    /// the header's checksum, and the word count (ids the table holds).
    struct Identity: Hashable {
        let files: [String]
        let sizes: [Int]
        let checksums: [UInt64]
        let wordCount: Int

        init(_ lexicon: Lexicon) {
            let data = [lexicon.data] + (lexicon.supplement.map { [$0.words.data] } ?? [])
            files = data.map(\.file.path)
            sizes = data.map(\.file.bytes.count)
            checksums = data.map(\.recordedChecksum)
            wordCount = lexicon.allWordCount
        }
    }

    /// How many built tables are kept (the oldest is dropped first).
    static let capacity = 4
    nonisolated(unsafe) private static var built: [(identity: Identity, table: (words: [Int32], starts: [Int32]))] = []
    private static let lock = NSLock()

    /// The table of `lexicon`'s words, `build`'s the first time these files are asked for.
    static func table(for lexicon: Lexicon, build: () -> (words: [Int32], starts: [Int32])) -> (words: [Int32], starts: [Int32]) {
        let identity = Identity(lexicon)
        lock.lock()
        defer { lock.unlock() }
        if let index = built.firstIndex(where: { $0.identity == identity }) { return built[index].table }
        let table = build()
        if built.count >= capacity { built.removeFirst() }
        built.append((identity, table))
        return table
    }
}
