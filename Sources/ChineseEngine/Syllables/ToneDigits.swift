/// Syllables typed with their tones as digits after them (a schema's `syllableTones` digits,
/// 地球拼音's `ni3hao3`, `ma1`): a digit (1–5, 5 the neutral tone) right after a letter ends its syllable.
/// The decoder reads the toneless input (`text`, each tone a separator `'`, so toned, partly toned
/// and toneless typing decode alike), and the tones weigh each syllable's characters through a
/// tone table (`ToneWeighting`); a syllable typed without a tone may be read in any tone.
public struct ToneDigits: TonedSyllables {
    /// The input the decoder reads: the typed text with each tone a separator `'`, one unit per character.
    public let text: String
    /// The tone typed at each separator that stands for one, by its unit offset in `text`.
    public let tonesByUnit: [Int: Int]
    private let letters: [Character?]
    private let inventory: SyllableInventory

    /// Reads `typed`, its tones typed as `keys` says, over `inventory`'s syllables (see the type).
    public init(parsing typed: some StringProtocol, keys: SyllableTones, inventory: SyllableInventory) {
        var text = ""
        var tones: [Int: Int] = [:]
        var count = 0
        for character in typed {
            // As the keyboard types it (`SyllableTones.typing`): a tone after a letter is a
            // separator carrying it, a second one is dropped.
            let added = keys.typing(String(character), after: text)
            if added == "'", let tone = keys.tone(character) { tones[count] = tone }
            text += added
            count += added.count
        }
        self.init(toneless: text, tones: tones, inventory: inventory)
    }

    /// Input already toneless (`text`, as a composition holds it) with the tones typed at its separators.
    public init(toneless text: String, tones: [Int: Int], inventory: SyllableInventory) {
        self.text = text
        tonesByUnit = tones
        letters = text.map { Self.isLetter($0) ? Character($0.lowercased()) : nil }
        self.inventory = inventory
    }

    private static func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }

    /// Whether a tone was typed.
    public var hasTones: Bool { !tonesByUnit.isEmpty }

    /// See `TonedSyllables`.
    public func isSeparator(at index: Int) -> Bool { index < letters.count && letters[index] == nil }

    /// See `TonedSyllables`: each syllable spelled from `start` (its tone the one typed right after
    /// it), and letters standing for a syllable not yet known — an initial alone, or the unfinished
    /// end of a run of letters — with no id.
    public func tonedSyllables(from start: Int) -> [(end: Int, id: UInt16?, tone: Int?)] {
        var found: [(end: Int, id: UInt16?, tone: Int?)] = []
        var spelling = ""
        var end = start
        while end < letters.count, let letter = letters[end], spelling.count < inventory.maxSpellingLength {
            spelling.append(letter)
            end += 1
            let runEnds = end == letters.count || letters[end] == nil
            if let id = inventory.id(of: spelling) {
                found.append((end, id, tonesByUnit[end]))
            } else if inventory.isInitial(spelling) || (runEnds && !inventory.syllables(withPrefix: spelling).isEmpty) {
                found.append((end, nil, tonesByUnit[end]))
            }
        }
        return found
    }
}
