import KeyGeometry

/// Every misspelling one slip away from a syllable, built once: typed spelling → the syllables it
/// may stand for, each with the slip (so a touch point can price a substitution).
///
/// Stored flat, as a keyboard extension's private memory wants it: the typed spellings packed
/// into integers (`key(_:appending:)`) and sorted, each with its range of one entry array (a
/// dictionary of strings to arrays took 620 kB of heap; the process's RssAnon fell by 0.4 MB).
/// A substitution's letters are the phone's neighbours (`KeyGeometry.phone`): every keyboard
/// drawn is QWERTY, and with a touch point the keys as drawn price it (`KeyGeometry.touchCost`).
enum CorrectionTable {
    /// One slip, packed in 32 bits (the table holds thousands): the syllable in the low 16, then
    /// the slip (3 bits), the position (4) and the intended letter (8).
    struct Entry: Hashable, Sendable {
        private var bits: UInt32

        init(syllable: UInt16, slip: Slip, position: UInt8, letter: UInt8) {
            bits = UInt32(syllable) | UInt32(slip.rawValue & 7) << 16 | UInt32(position & 15) << 19 | UInt32(letter) << 23
        }

        var syllable: UInt16 { UInt16(truncatingIfNeeded: bits) }
        var slip: Slip { Slip(rawValue: UInt8(bits >> 16 & 7)) ?? .substitution }
        /// Index in the typed spelling of the first letter the slip touches.
        var position: UInt8 { UInt8(bits >> 19 & 15) }
        /// For a substitution: the intended letter.
        var letter: UInt8 { UInt8(truncatingIfNeeded: bits >> 23) }
    }

    /// The key of a spelling one letter longer: five bits per letter (a = 1 … z = 26), the first
    /// letter highest, so keys of different lengths never collide. Nil for anything but a–z or
    /// past twelve letters (no slip of a syllable is that long).
    @inline(__always)
    static func key(_ key: UInt64, appending letter: UInt8) -> UInt64? {
        guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z"), key < 1 << 55 else { return nil }
        return key << 5 | UInt64(letter - UInt8(ascii: "a") + 1)
    }

    /// The key of a whole spelling (nil as above).
    static func key(of spelling: some Sequence<UInt8>) -> UInt64? {
        var result: UInt64 = 0
        for letter in spelling {
            guard let next = key(result, appending: letter) else { return nil }
            result = next
        }
        return result
    }

    /// The entries of the spelling with `key`, in the order they were found (empty: none).
    static func entries(for key: UInt64) -> ArraySlice<Entry> {
        let table = Self.table
        let segment = Int(key >> 32)
        guard segment + 1 < table.segments.count else { return [] }
        let low32 = UInt32(truncatingIfNeeded: key)
        var low = Int(table.segments[segment]), high = Int(table.segments[segment + 1])
        let end = high
        while low < high {
            let middle = (low + high) >> 1
            if table.keys[middle] < low32 { low = middle + 1 } else { high = middle }
        }
        guard low < end, table.keys[low] == low32 else { return [] }
        return table.entries[Int(table.starts[low])..<Int(table.starts[low + 1])]
    }

    /// How many entries the table holds (its starts are 16 bits: tests keep it below 65,536).
    static var entryCount: Int { table.entries.count }

    /// The entries of a typed spelling (for tests and tools).
    static func entries(for spelling: String) -> ArraySlice<Entry> {
        key(of: spelling.utf8).map { entries(for: $0) } ?? []
    }

    /// The spellings' keys, sorted, with their entries: a key's low 32 bits are in `keys`, and
    /// `segments[h]..<segments[h + 1]` are the keys whose bits above those are `h` (a slip is at
    /// most seven letters, 35 bits). `starts[i]..<starts[i + 1]` are key `i`'s entries.
    private static let table: (segments: [UInt32], keys: [UInt32], starts: [UInt16], entries: [Entry]) = {
        var found: [(key: UInt64, order: Int, entry: Entry)] = []
        func add(_ typed: [UInt8], _ entry: Entry) {
            guard !typed.isEmpty, typed.count <= SyllableTable.maxSpellingLength + 1, let key = key(of: typed) else { return }
            guard SyllableTable.id(of: String(decoding: typed, as: UTF8.self)) != entry.syllable else { return }
            found.append((key, found.count, entry))
        }
        for (index, spelling) in SyllableTable.spellings.enumerated() {
            let id = UInt16(index)
            let letters = Array(spelling.utf8)
            for k in letters.indices {
                for neighbour in KeyGeometry.phone.neighbours(of: letters[k]) {
                    var typed = letters
                    typed[k] = neighbour
                    add(typed, Entry(syllable: id, slip: .substitution, position: UInt8(k), letter: letters[k]))
                }
                if k + 1 < letters.count, letters[k] != letters[k + 1] {
                    var typed = letters
                    typed.swapAt(k, k + 1)
                    add(typed, Entry(syllable: id, slip: .swap, position: UInt8(k), letter: 0))
                }
                if letters.count > 1 {
                    var typed = letters
                    typed.remove(at: k)
                    add(typed, Entry(syllable: id, slip: .drop, position: UInt8(k), letter: 0))
                }
                var doubled = letters
                doubled.insert(letters[k], at: k + 1)
                add(doubled, Entry(syllable: id, slip: .double, position: UInt8(k + 1), letter: 0))
            }
            for (written, typed) in [("iu", "iou"), ("ui", "uei"), ("un", "uen")] where spelling.hasSuffix(written) && spelling.count > written.count {
                add(Array((spelling.dropLast(written.count) + typed).utf8), Entry(syllable: id, slip: .slip, position: 1, letter: 0))
            }
            if let first = letters.first, "jqxy".utf8.contains(first), letters.count > 1, letters[1] == UInt8(ascii: "u") {
                var typed = letters
                typed[1] = UInt8(ascii: "v")
                add(typed, Entry(syllable: id, slip: .slip, position: 1, letter: 0))
            }
            if spelling.hasSuffix("ng") {
                add(Array((spelling.dropLast(2) + "gn").utf8), Entry(syllable: id, slip: .slip, position: UInt8(letters.count - 2), letter: 0))
            }
        }
        // By key, each key's entries in the order found; the first of a syllable and slip stays.
        found.sort { ($0.key, $0.order) < ($1.key, $1.order) }
        var keys: [UInt64] = [], starts: [Int] = [], entries: [Entry] = []
        for item in found {
            if keys.last != item.key {
                keys.append(item.key)
                starts.append(entries.count)
            } else if entries[starts[starts.count - 1]...].contains(where: { $0.syllable == item.entry.syllable && $0.slip == item.entry.slip }) {
                continue
            }
            entries.append(item.entry)
        }
        starts.append(entries.count)
        // Seven letters at most (the add above), so every key is below 1 << 35 and its segment
        // below 8; and some twelve thousand entries, well within 16 bits.
        let segmentCount = Int((keys.last ?? 0) >> 32) + 2
        var segments = [UInt32](repeating: UInt32(keys.count), count: segmentCount)
        for (index, key) in keys.enumerated().reversed() { segments[Int(key >> 32)] = UInt32(index) }
        for segment in stride(from: segmentCount - 2, through: 0, by: -1) { segments[segment] = min(segments[segment], segments[segment + 1]) }
        return (segments, keys.map { UInt32(truncatingIfNeeded: $0) },
                starts.map { UInt16(clamping: $0) }, exactly(entries))
    }()

    /// A copy without the spare capacity growth left (the table lives as long as the process).
    private static func exactly<T>(_ array: [T]) -> [T] {
        var copy: [T] = []
        copy.reserveCapacity(array.count)
        copy.append(contentsOf: array)
        return copy
    }
}
