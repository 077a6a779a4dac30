import MappedData

/// One memory-mapped conversion table of `script.bin`: UTF-8 keys sorted bytewise, each with
/// its replacement, found by binary search.
struct ScriptTable: Sendable {
    /// The tables of `script.bin`, in file order.
    enum Name: String, CaseIterable, Sendable {
        case simplifiedToTraditional = "ST"
        case taiwanPhrases = "TP"
        case taiwanVariants = "TV"
        case hongKongVariants = "HV"
    }

    /// The tables of a simplifying file (`Data/yue/simplified.bin`, kind `T2S1`), in file order:
    /// Hong Kong's forms back to OpenCC's traditional ones, then traditional → simplified.
    static let simplifyingTags = ["HR", "TS"]

    let keyOffsets: MappedArray<UInt32>
    nonisolated(unsafe) let keyBytes: UnsafeRawBufferPointer
    let valueOffsets: MappedArray<UInt32>
    nonisolated(unsafe) let valueBytes: UnsafeRawBufferPointer
    /// The longest key, in Unicode scalars.
    let longestKey: Int

    init(_ name: Name, in file: DataFile, info: MappedArray<UInt32>) throws {
        try self.init(tag: name.rawValue, index: Name.allCases.firstIndex(of: name)!, of: Name.allCases.count, in: file, info: info)
    }

    /// Table `tag`, the `index`th of the `tables` the file's `INFO` describes.
    init(tag: String, index: Int, of tables: Int, in file: DataFile, info: MappedArray<UInt32>) throws {
        guard info.count >= 2 * tables else {
            throw ChineseEngineError.corruptFile(path: file.file.path, reason: "section INFO is too short")
        }
        let count = Int(info[2 * index])
        longestKey = Int(info[2 * index + 1])
        keyOffsets = try file.array(tag + "ko", of: UInt32.self, count: count + 1)
        keyBytes = try file.section(tag + "kb")
        valueOffsets = try file.array(tag + "vo", of: UInt32.self, count: count + 1)
        valueBytes = try file.section(tag + "vb")
        for offsets in [(keyOffsets, keyBytes.count), (valueOffsets, valueBytes.count)] {
            guard Int(offsets.0[count]) == offsets.1 else {
                throw ChineseEngineError.corruptFile(path: file.file.path, reason: "table \(tag) has bad offsets")
            }
        }
    }

    var count: Int { keyOffsets.count - 1 }

    /// The replacement of `key` (UTF-8), or nil.
    func value(for key: ArraySlice<UInt8>) -> Substring? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let start = Int(keyOffsets[middle]), end = Int(keyOffsets[middle + 1])
            guard start <= end, end <= keyBytes.count else { return nil }
            let order = compare(UnsafeRawBufferPointer(rebasing: keyBytes[start..<end]), key)
            if order == 0 {
                let from = Int(valueOffsets[middle]), to = Int(valueOffsets[middle + 1])
                guard from <= to, to <= valueBytes.count else { return nil }
                return Substring(String(decoding: UnsafeRawBufferPointer(rebasing: valueBytes[from..<to]), as: UTF8.self))
            }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    private func compare(_ stored: UnsafeRawBufferPointer, _ key: ArraySlice<UInt8>) -> Int {
        var index = key.startIndex
        for byte in stored {
            guard index < key.endIndex else { return 1 }
            if byte != key[index] { return byte < key[index] ? -1 : 1 }
            index += 1
        }
        return index == key.endIndex ? 0 : -1
    }
}
