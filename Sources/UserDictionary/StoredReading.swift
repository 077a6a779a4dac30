import ChineseEngine

/// How a reading is stored, so that one user dictionary — one file, one memory, synced as one —
/// keeps each language's words apart: Mandarin's spellings joined by spaces (as in every file
/// before 粤拼: `xiao xue sheng`), another inventory's after its name and a colon
/// (`jyutping:nei hou`). A `UserDictionary` opened over a lexicon reads and writes only the rows of
/// that lexicon's inventory: the Mandarin engine never sees a Cantonese word (嘿 `hei` is a
/// syllable of both), and a Cantonese word travels to other devices with its inventory named.
struct StoredReading: Sendable {
    /// What starts a stored reading of this inventory: "" for one stored untagged (Mandarin's), else its name and `:`.
    let prefix: String
    /// The inventory whose spellings the readings are (what a word added is checked against).
    let inventory: SyllableInventory

    /// The stored form of `inventory`'s readings (its name kept to ASCII letters and digits).
    init(_ inventory: SyllableInventory) {
        self.inventory = inventory
        prefix = inventory.isStoredUntagged ? "" : inventory.name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) } + ":"
    }

    /// The stored reading of `syllables` (spellings of this inventory).
    func stored(_ syllables: [String]) -> String { prefix + syllables.joined(separator: " ") }

    /// The spellings of a stored reading of this inventory.
    func syllables(_ stored: String) -> [String] {
        stored.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }

    /// An SQL condition keeping the rows whose `column` holds a reading of this inventory
    /// (Mandarin's have no colon; the prefix is ASCII letters and digits, so it is safe inline).
    func condition(_ column: String) -> String {
        prefix.isEmpty ? "instr(\(column), ':') = 0" : "substr(\(column), 1, \(prefix.count)) = '\(prefix)'"
    }
}
