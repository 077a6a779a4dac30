import MappedData

/// How much less likely than after any Chinese word an English word is right after a given one,
/// and a given Chinese word right after an English one (`english-context.bin`, kind `ENC1`, from
/// the Latin words inside the Chinese clauses of the zh-CN doc packages,
/// `scripts/engine/build_english_context.py`), memory-mapped. It turns the flat prior of English
/// next (`EnglishVocabulary.Costs.entry`) into one that reads the word before: after 使用 or 安装
/// English is likelier (`anzhuangbash` → 安装bash), after 就, 您 or 结果 it is rare, so a slip there
/// stays Chinese (`henkuaijiusondao` → 很快就送到, not 很快就son到).
///
/// Keyed by the lexicon's word ids (0: the sentence start); the file names the lexicon's word
/// count, and the engine leaves it out, with a warning, when it was built for another lexicon.
public struct EnglishContext: Sendable {
    /// The file's kind.
    public static let kind = "ENC1"
    let data: DataFile
    /// The words with a figure, sorted.
    let words: MappedArray<UInt32>
    /// Each word's cost (tenths of a nat, positive: less likely) of English right after it.
    let after: MappedArray<Int8>
    /// Each word's cost (tenths of a nat) of it right after English.
    let before: MappedArray<Int8>
    /// The word count of the lexicon whose ids the file holds.
    public let lexiconWordCount: Int
    /// Per run of 16 word ids (`bucketShift`; up to the file's last word), the index in `words`
    /// of its first word with a figure, and the word count after the last run: a look-up searches
    /// one run's words (at most 16, one cache line), not the whole file. The decoder asks for
    /// every English arc it scores, and a search of all 12,032 words, a dozen dependent reads
    /// and as many likely mispredicted branches, was 2 % of the decode's time (#78). 4 bytes for
    /// every 16 ids (32 kB for the shipped file): the one part of the file in private memory.
    private let buckets: [UInt32]
    /// How many ids a run of `buckets` covers (a power of two).
    static let bucketShift: UInt32 = 4

    /// Opens and validates `path`: a wrong kind, a bad checksum, sections of unequal lengths or
    /// words out of order is a `ChineseEngineError.corruptFile`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: Self.kind, verifyChecksum: verifyChecksum)
        let count = try data.array("LEXN", of: UInt32.self, count: 1)
        lexiconWordCount = Int(count[0])
        words = try data.array("WIDS", of: UInt32.self)
        after = try data.array("AFTR", of: Int8.self, count: words.count)
        before = try data.array("BFOR", of: Int8.self, count: words.count)
        for index in 1..<max(1, words.count) where words[index - 1] >= words[index] {
            throw ChineseEngineError.corruptFile(path: path, reason: "words out of order at \(index)")
        }
        for index in 0..<words.count where Int(words[index]) >= lexiconWordCount {
            throw ChineseEngineError.corruptFile(path: path, reason: "word \(words[index]) beyond the lexicon's \(lexiconWordCount)")
        }
        buckets = Self.buckets(of: words)
    }

    /// `buckets` of `words` (sorted): entry `b` is the index of the first word at or above `b << bucketShift`.
    static func buckets(of words: MappedArray<UInt32>) -> [UInt32] {
        guard words.count > 0 else { return [0] }
        let runs = Int(words[words.count - 1] >> bucketShift) + 1
        var result = [UInt32](repeating: UInt32(words.count), count: runs + 1)
        var index = 0
        for run in 0..<runs {
            while index < words.count, words[index] >> bucketShift < run { index += 1 }
            result[run] = UInt32(index)
        }
        return result
    }

    /// The index in `words` of word `id`, if it has a figure: a search of its run of `buckets`.
    @inline(__always)
    func index(of id: UInt32) -> Int? {
        let run = Int(id >> Self.bucketShift)
        guard run + 1 < buckets.count else { return nil }
        var low = Int(buckets[run]), high = Int(buckets[run + 1])
        let end = high
        while low < high {
            let middle = (low + high) >> 1
            if words[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < end && words[low] == id ? low : nil
    }

    /// The extra cost (nats; negative: cheaper) of an English word right after word `id` (a
    /// lexicon word's raw id, 0 the sentence start); 0 when the file has no figure for it.
    @inline(__always)
    public func costOfEnglish(after id: Int32) -> Float {
        guard id >= 0, let index = index(of: UInt32(id)) else { return 0 }
        return Float(after[index]) / 10
    }

    /// The extra cost (nats) of word `id` right after an English word; 0 when the file has no
    /// figure for it.
    @inline(__always)
    public func costAfterEnglish(of id: Int32) -> Float {
        guard id > 0, let index = index(of: UInt32(id)) else { return 0 }
        return Float(before[index]) / 10
    }
}
