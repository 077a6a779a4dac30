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

/// Walks the valid-word trie with one row of the edit-distance table per node, pruning a branch
/// once every cell of its row exceeds the budget: the valid words within the budget of the typed
/// letters, each with its cost.
struct CorrectionSearch<Trie: LetterTrie> {
    let trie: Trie
    let keys: KeyGeometry
    let costs: SlipCosts
    let typed: [UInt8]
    let touches: [KeyTouch?]
    /// The most a key may cost.
    let budget: Float

    /// (node where the key ends, key letters, cost) of each key within the budget.
    func run(limit: Int = 64) -> [(key: [UInt8], cost: Float)] {
        let n = typed.count
        guard n > 0, n <= 30 else { return [] }
        let width = n + 1
        let maxDepth = n + 3
        // Every cell's slip prices, computed once rather than per trie node: what reading typed
        // letter j as each of the 26 letters costs, and what typing letter j too many costs.
        var substitution = [Float](repeating: costs.farKey, count: n * 26)
        var insertion = [Float](repeating: 0, count: n)
        for j in 0..<n {
            insertion[j] = insertionCost(at: j)
            for letter in 0..<26 { substitution[j * 26 + letter] = substitutionCost(UInt8(ascii: "a") + UInt8(letter), at: j) }
        }
        var rows = [Float](repeating: 0, count: (maxDepth + 2) * width)
        for j in 0...n { rows[j] = j == 0 ? 0 : rows[j - 1] + insertion[j - 1] }
        var path = [UInt8](repeating: 0, count: maxDepth + 1)
        var found = TopK<[UInt8]>(limit: limit)
        // Depth-first: (node, depth, next child to visit).
        var stack: [(node: Int, depth: Int, child: Int)] = [(0, 0, 0)]
        while let top = stack.last {
            let children = trie.children(of: top.node)
            guard top.child < children.count, top.depth < maxDepth else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].child += 1
            let node = children.lowerBound + top.child
            let letter = trie.letter(at: node)
            let depth = top.depth + 1
            path[depth - 1] = letter
            let previous = (depth - 1) * width, current = depth * width
            rows[current] = rows[previous] + omissionCost(letter: letter, before: depth >= 2 ? path[depth - 2] : 0)
            var least = rows[current]
            let column = Int(letter &- UInt8(ascii: "a")) % 26
            for j in 1...n {
                let typedLetter = typed[j - 1]
                var value = rows[previous + j - 1] + substitution[(j - 1) * 26 + column]
                value = min(value, rows[previous + j] + (letter == typedLetter ? costs.doubledOmission : costs.omission))
                value = min(value, rows[current + j - 1] + insertion[j - 1])
                if depth >= 2, j >= 2, letter == typed[j - 2], path[depth - 2] == typedLetter, letter != typedLetter {
                    value = min(value, rows[(depth - 2) * width + j - 2] + costs.transposition)
                }
                if depth >= 2, letter == UInt8(ascii: "h"), typedLetter == UInt8(ascii: "f"),
                   path[depth - 2] == UInt8(ascii: "p") || path[depth - 2] == UInt8(ascii: "g") {
                    value = min(value, rows[(depth - 2) * width + j - 1] + costs.soundAlike)
                }
                rows[current + j] = value
                least = min(least, value)
            }
            guard least <= budget else { continue }
            if trie.endsWord(at: node), rows[current + n] <= budget {
                found.add(Array(path[0..<depth]), cost: rows[current + n])
            }
            if !trie.children(of: node).isEmpty { stack.append((node, depth, 0)) }
        }
        return found.sorted().map { ($0.item, $0.cost) }
    }

    private func substitutionCost(_ letter: UInt8, at index: Int) -> Float {
        let typedLetter = typed[index]
        if letter == typedLetter { return 0 }
        guard Self.isLetter(letter), Self.isLetter(typedLetter) else { return costs.farKey }
        let spelling = SlipCosts.soundsAlike(typedLetter, letter) ? min(costs.farKey, costs.soundAlike) : costs.farKey
        if let touch = index < touches.count ? touches[index] : nil {
            return min(spelling, costs.touch.cost(of: touch, typed: typedLetter, as: letter, on: keys))
        }
        return keys.areNeighbours(typedLetter, letter) ? min(spelling, costs.neighbour) : spelling
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    private func omissionCost(letter: UInt8, before: UInt8) -> Float {
        letter == before ? costs.doubledOmission : costs.omission
    }

    private func insertionCost(at index: Int) -> Float {
        let letter = typed[index]
        // The last letter typed too many: doubled, or on the way to the space bar.
        if index == typed.count - 1, index > 0, letter != typed[index - 1], !keys.isAboveSpaceBar(letter) {
            return costs.finalInsertion
        }
        let near = { (other: Int) -> Bool in
            other >= 0 && other < typed.count && (typed[other] == letter || keys.areNeighbours(typed[other], letter))
        }
        return near(index - 1) || near(index + 1) ? costs.nearInsertion : costs.insertion
    }
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
