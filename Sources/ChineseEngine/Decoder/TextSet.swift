/// A set of candidate texts that hashes and compares their UTF-8 bytes: a `Set<String>` hashes
/// a string's canonical (NFC) form, checking and normalising every non-ASCII text on each insert,
/// which was a tenth of a 粤拼 keystroke's list-making. The decoder's texts are the lexicon's and
/// the user's words, already NFC, so bytes and canonical equivalence tell the same texts apart.
struct TextSet {
    private var members: Set<Key> = []

    /// An empty set.
    init() {}

    /// A set of `texts`.
    init(_ texts: some Sequence<String>) {
        for text in texts { insert(text) }
    }

    /// Adds `text`; whether it was new.
    @discardableResult
    mutating func insert(_ text: String) -> Bool { members.insert(Key(text: text)).inserted }

    /// Whether `text` is in the set.
    func contains(_ text: String) -> Bool { members.contains(Key(text: text)) }

    /// A text hashed and compared as its UTF-8 bytes.
    private struct Key: Hashable {
        var text: String

        static func == (lhs: Key, rhs: Key) -> Bool {
            var lhs = lhs.text, rhs = rhs.text
            return lhs.withUTF8 { left in
                rhs.withUTF8 { right in
                    left.count == right.count && (left.isEmpty || memoryEqual(left.baseAddress!, right.baseAddress!, left.count))
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        private static func memoryEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            for index in 0..<count where left[index] != right[index] { return false }
            return true
        }
    }
}
