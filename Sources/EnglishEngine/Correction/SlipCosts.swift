import KeyGeometry

/// What a slip costs, in nats, in the weighted Damerau–Levenshtein distance correction walks
/// the valid-word trie with. Without a touch point a near miss costs `neighbour`; with one, the
/// keys' Gaussian touch cost decides (`touch`).
public struct SlipCosts: Hashable, Sendable {
    /// A letter read as a neighbouring key's, without a touch point (on one scale with the
    /// other slips: a near miss is commoner than a letter added, rarer than two swapped).
    public var neighbour: Float = 4.8
    /// A letter read as a key that does not touch it.
    public var farKey: Float = 10
    /// A letter read as another key's from its touch point: 2.5 nats plus the touch cost.
    public var touch = TouchPricing(base: 2.5, spread: 0.35)
    /// A letter left out.
    public var omission: Float = 4.8
    /// A letter left out next to the same letter (`adress`).
    public var doubledOmission: Float = 4.0
    /// A letter typed too many.
    public var insertion: Float = 6.0
    /// An extra letter next to its own key or a neighbour (`thee`, `thw`).
    public var nearInsertion: Float = 5.5
    /// An extra letter after the word's last, neither a doubled last letter nor a key of the row
    /// above the space bar (`theg` is a slip of `they` far more often than `the` with a `g`
    /// added on the way to the space bar).
    public var finalInsertion: Float = 8.0
    /// A letter written as another that spells the same sound (a real misspelling, not a slip of
    /// the finger: vowels for vowels `seperate`, `c` `k` `s`, `g` `j`, `i` `y`), or `f` for `ph`
    /// or `gh` (`foto`, `enouf`).
    public var soundAlike: Float = 7.0
    /// Two letters swapped.
    public var transposition: Float = 4.0
    /// The most a correction may cost.
    public var budget: Float = 11.5

    /// The default costs.
    public init() {}
}

extension SlipCosts {
    /// The groups of letters that spell alike sounds (`soundAlike`), one bit per group.
    private static let soundGroups: [UInt8] = {
        var groups = [UInt8](repeating: 0, count: 26)
        for (bit, letters) in ["aeiou", "cks", "gj", "iy"].enumerated() {
            for letter in letters.utf8 { groups[Int(letter - UInt8(ascii: "a"))] |= 1 << UInt8(bit) }
        }
        return groups
    }()

    /// Whether two lower-case letters may spell the same sound.
    static func soundsAlike(_ a: UInt8, _ b: UInt8) -> Bool {
        soundGroups[Int(a - UInt8(ascii: "a"))] & soundGroups[Int(b - UInt8(ascii: "a"))] != 0
    }
}

extension KeyGeometry {
    /// Whether `letter`'s key (lower case) lies on the bottom letter row, the one above the space
    /// bar: a letter typed too many on the way to the space bar lands there.
    func isAboveSpaceBar(_ letter: UInt8) -> Bool {
        guard let index = Self.index(of: letter) else { return false }
        var bottom = -Float.infinity
        for centre in centres { bottom = max(bottom, centre.y) }
        return bottom - centres[index].y <= 0.05 * keyWidth
    }
}
