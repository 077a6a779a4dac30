import KeyGeometry

/// Walks the valid-word trie with one row of the edit-distance table per node, pruning a branch
/// once every cell of its row exceeds the budget: the valid words within the budget of the typed
/// letters, each with its cost. Each row keeps only its band of cells within the budget
/// (`EditRows`), so a long word costs a few cells a node, not one per letter typed.
struct CorrectionSearch<Trie: LetterTrie> {
    let trie: Trie
    let keys: KeyGeometry
    let costs: SlipCosts
    let typed: [UInt8]
    let touches: [KeyTouch?]
    /// The most a key may cost.
    let budget: Float

    /// Whether rows keep only their cells within the budget (`EditRows`); off, every cell of
    /// every row is worked out (what the tests compare the bands with).
    var bandsRows = true

    /// (key letters, cost) of each key within the budget, cheapest first (ties in the trie's
    /// order), at most `limit`.
    func run(limit: Int = 64) -> [(key: [UInt8], cost: Float)] {
        let n = typed.count
        guard n > 0, n <= 30 else { return [] }
        let maxDepth = n + 3
        // Every cell's slip prices, computed once rather than per trie node: what reading typed
        // letter j as each of the 26 letters costs, and what typing letter j too many costs.
        var substitution = [Float](repeating: costs.farKey, count: n * 26)
        var insertion = [Float](repeating: 0, count: n)
        for j in 0..<n {
            insertion[j] = insertionCost(at: j)
            for letter in 0..<26 { substitution[j * 26 + letter] = substitutionCost(UInt8(ascii: "a") + UInt8(letter), at: j) }
        }
        // Bands are exact only while no slip costs less than nothing.
        let noCredit = (substitution + insertion + [costs.omission, costs.doubledOmission, costs.transposition, costs.soundAlike])
            .allSatisfy { $0 >= 0 }
        let rows = EditRows(typed: typed, depths: maxDepth + 1, cap: bandsRows && noCredit ? budget : .infinity,
                            substitution: substitution, insertion: insertion, costs: costs)
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
            let least = rows.fill(depth: depth, letter: letter, before: depth >= 2 ? path[depth - 2] : 0)
            guard least <= budget else { continue }
            let cost = rows.last(depth: depth)
            if trie.endsWord(at: node), cost <= budget {
                found.add(Array(path[0..<depth]), cost: cost)
            }
            guard !trie.children(of: node).isEmpty else { continue }
            if rows.noSlipFits(depth: depth, letter: letter) {
                // The words below are the path and the rest of the letters typed, found in the
                // trie's order as the walk would find them (most often none).
                var below: [(key: [UInt8], cost: Float)] = []
                for read in rows.band(depth: depth) where read < n && depth + n - read <= maxDepth {
                    let cost = rows.cost(depth: depth, read: read)
                    guard cost <= budget else { continue }
                    var keys: [[UInt8]] = []
                    exactWords(from: node, depth: depth, reading: read, path: &path, into: &keys)
                    for key in keys { below.append((key, cost)) }
                }
                if below.count > 1 { below.sort { $0.key.lexicographicallyPrecedes($1.key) } }
                for word in below { found.add(word.key, cost: word.cost) }
            } else {
                stack.append((node, depth, 0))
            }
        }
        return found.sorted().map { ($0.item, $0.cost) }
    }

    /// The keys of the words under `node` (at `depth`, spelled `path` so far) spelled by the
    /// letters typed from `read` on, each read at no cost (a child in the letter's column, as
    /// `EditRows` reads it), with the trie's labels; `path` below `depth` is overwritten.
    private func exactWords(from node: Int, depth: Int, reading read: Int, path: inout [UInt8], into keys: inout [[UInt8]]) {
        guard read < typed.count else {
            if trie.endsWord(at: node) { keys.append(Array(path[0..<depth])) }
            return
        }
        let column = Int(typed[read] &- UInt8(ascii: "a")) % 26
        for child in trie.children(of: node) where Int(trie.letter(at: child) &- UInt8(ascii: "a")) % 26 == column {
            path[depth] = trie.letter(at: child)
            exactWords(from: child, depth: depth + 1, reading: read + 1, path: &path, into: &keys)
        }
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
