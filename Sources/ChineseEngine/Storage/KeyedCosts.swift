import MappedData

/// Two sections of a data file: keys ascending and a cost for each, memory-mapped and looked up
/// by binary search (`CharacterFrequencies`' code points, `WordFrequencies`' packed words).
struct KeyedCosts<Key: FixedWidthInteger & Sendable, Cost: FixedWidthInteger & Sendable>: Sendable {
    let data: DataFile
    let keys: MappedArray<Key>
    let costs: MappedArray<Cost>

    /// Opens `path`, a file of `kind`, and reads its sections `keySection` and `costSection`: a
    /// wrong kind, a bad checksum, or keys out of order is a `ChineseEngineError.corruptFile`
    /// naming them as `noun`.
    init(path: String, kind: String, verifyChecksum: Bool, keys keySection: String, costs costSection: String,
         naming noun: String) throws {
        data = try DataFile(path: path, kind: kind, verifyChecksum: verifyChecksum)
        keys = try data.array(keySection, of: Key.self)
        costs = try data.array(costSection, of: Cost.self, count: keys.count)
        for index in 1..<max(1, keys.count) where keys[index - 1] >= keys[index] {
            throw ChineseEngineError.corruptFile(path: path, reason: "\(noun) out of order at \(index)")
        }
    }

    /// The cost stored under `key`, nil when the table has none.
    func cost(of key: Key) -> Cost? {
        keys.index(ofSorted: key).map { costs[$0] }
    }
}
