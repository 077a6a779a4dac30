/// The commonest English words (`english.bin`, kind `ENW1`, built from wordfreq's English list by
/// `scripts/engine/build_english_words.py`), memory-mapped and sorted for binary search, each
/// with its Zipf frequency: typed letters that spell one are offered as the word itself.
public struct EnglishWords: Sendable {
    let data: DataFile
    let offsets: MappedArray<UInt32>
    let text: MappedArray<UInt8>
    let zipf: MappedArray<UInt8>
    /// The number of words.
    public let count: Int

    /// The file's name inside a data directory.
    public static let fileName = "english.bin"

    /// Opens and validates `path`.
    public init(path: String, verifyChecksum: Bool = true) throws {
        data = try DataFile(path: path, kind: "ENW1", verifyChecksum: verifyChecksum)
        zipf = try data.array("WZPF", of: UInt8.self)
        count = zipf.count
        offsets = try data.array("WOFF", of: UInt32.self, count: count + 1)
        text = try data.array("WTXT", of: UInt8.self)
        func fail(_ reason: String) -> PinyinEngineError { .corruptFile(path: path, reason: reason) }
        guard offsets[0] == 0, Int(offsets[count]) == text.count else { throw fail("word offsets are inconsistent") }
        for index in 0..<count where offsets[index] > offsets[index + 1] { throw fail("word offsets are not monotonic") }
    }

    /// The Zipf frequency of `word` (lower-case letters), or nil when it is not in the list.
    public func zipfFrequency(of word: [UInt8]) -> Float? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            switch compare(middle, word) {
            case 0: return Float(zipf[middle]) / 10
            case ..<0: low = middle + 1
            default: high = middle
            }
        }
        return nil
    }

    /// Compares word `index` with `word`: negative, zero or positive.
    private func compare(_ index: Int, _ word: [UInt8]) -> Int {
        let start = Int(offsets[index]), end = Int(offsets[index + 1])
        var position = start, other = 0
        while position < end, other < word.count {
            let a = text[position], b = word[other]
            if a != b { return Int(a) - Int(b) }
            position += 1
            other += 1
        }
        return (end - start) - word.count
    }
}
