import MappedData

/// Byte strings stored one after another in a data file: a section of `count` + 1 offsets
/// (uint32, where each string starts in the text) and a section of their bytes, validated on
/// opening (the offsets start at 0, never fall, and end at the text's end).
struct MappedStrings: Sendable {
    /// Where each string starts, `count` + 1 of them.
    let offsets: MappedArray<UInt32>
    /// The strings' bytes.
    let text: MappedArray<UInt8>

    /// Reads `count` strings from sections `offsetsTag` and `textTag` of `data` (at `path`); bad
    /// offsets are a `ChineseEngineError.corruptFile` naming the strings as `noun`.
    init(_ data: DataFile, offsets offsetsTag: String, text textTag: String, count: Int, path: String, naming noun: String) throws {
        offsets = try data.array(offsetsTag, of: UInt32.self, count: count + 1)
        text = try data.array(textTag, of: UInt8.self)
        func fail(_ reason: String) -> ChineseEngineError { .corruptFile(path: path, reason: "\(noun) offsets are \(reason)") }
        guard offsets[0] == 0, Int(offsets[count]) == text.count else { throw fail("inconsistent") }
        for index in 0..<count where offsets[index] > offsets[index + 1] { throw fail("not monotonic") }
    }

    /// The positions of string `index`'s bytes in `text`.
    @inline(__always)
    func span(of index: Int) -> Range<Int> { Int(offsets[index])..<Int(offsets[index + 1]) }

    /// String `index` as text (UTF-8).
    func string(at index: Int) -> String { String(decoding: span(of: index).map { text[$0] }, as: UTF8.self) }
}
