import Testing
@testable import ChineseEngine

/// The walk's shortcut: a trie node none of whose children any edge at a position reads skips
/// that position's edges. It must never skip a node that has such a child.
@Suite struct WalkerFilterTests {
    @Test func eachStartsSyllablesAreTheUnionOfItsEdges() {
        let graph = SyllableGraph(PinyinInput("zhognguoren"), correction: SpellingCorrection())
        for (start, edges) in graph.edgesFrom.enumerated() {
            var union = SyllableSet()
            for edge in edges { union.formUnion(edge.syllables) }
            #expect(graph.syllablesFrom[start] == union)
        }
        #expect(graph.syllablesFrom[0].contains(SyllableTable.id(of: "zhong")!))
    }

    @Test func aLexiconNodeIsSkippedOnlyWhenNoChildIsRead() {
        let lexicon = testEngine.lexicon
        let trie = LexiconTrie(lexicon: lexicon, model: testEngine.model, limits: WordLattice.Limits())
        let sets = ["sh", "g", "zhong", "guo", "ren", "a", "x"].map { SyllableTable.syllables(withPrefix: $0) }
        // Nodes at depths one to three along common readings, and their children.
        var nodes: [Lexicon.Node] = []
        for first in ["zhong", "shi", "ren", "guo", "wo"] {
            guard let one = lexicon.child(of: lexicon.root, syllable: SyllableTable.id(of: first)!) else { continue }
            nodes.append(one)
            for two in lexicon.children(of: one).prefix(40) {
                nodes.append(two)
                nodes += Array(lexicon.children(of: two).prefix(5))
            }
        }
        var skipped = 0
        for node in nodes {
            for set in sets {
                var children: [Lexicon.Node] = []
                lexicon.appendChildren(of: node, in: set, to: &children)
                let may = trie.mayHaveChild(of: node, in: set)
                if !children.isEmpty { #expect(may, "node \(node) has a child in the set but was skipped") }
                if !may { skipped += 1 }
            }
        }
        #expect(skipped > 0, "the shortcut never applied: deep nodes have few children")
    }

    @Test func aUserNodeIsSkippedOnlyWhenNoChildIsRead() {
        let words = [["zhong", "guo", "ren"], ["zhong", "wen"], ["shi", "jie"], ["shi", "jian", "biao"]].enumerated().map {
            UserLexicon.Word(text: "词\($0.offset)", syllables: $0.element, cost: 12)
        }
        let user = UserLexicon(lexicon: testEngine.lexicon, words: words, usage: [], pairs: [], version: 1)
        let trie = UserLexicon.Trie(user: user)
        let sets = ["zh", "g", "w", "j", "b", "a"].map { SyllableTable.syllables(withPrefix: $0) }
        var skipped = 0
        for node in 0..<Int32(user.children.count) {
            for set in sets {
                let has = user.children[Int(node)].contains { set.contains($0.syllable) }
                let may = trie.mayHaveChild(of: node, in: set)
                if has { #expect(may, "user node \(node) has a child in the set but was skipped") }
                if !may { skipped += 1 }
            }
        }
        #expect(skipped > 0)
    }

    /// A trie that offers no guessed words (the supplement's) is not walked along a guess: the
    /// same arcs as a full walk's unguessed ones, from fewer nodes.
    @Test func aTrieWithoutGuessesIsNotWalkedAlongOne() {
        let graph = SyllableGraph(PinyinInput("zhognguorenmenhoa"), correction: SpellingCorrection())
        let limits = WordLattice.Limits()
        func walker(takesGuesses: Bool) -> Walker<LexiconTrie> {
            Walker(graph: graph, trie: LexiconTrie(lexicon: testEngine.lexicon, model: testEngine.model, limits: limits, takesGuesses: takesGuesses),
                   nodeBudget: .max, maxEdgeCost: limits.maxEdgeCost, mixedReadingCost: limits.mixedReadingCost)
        }
        var full = walker(takesGuesses: true), plain = walker(takesGuesses: false)
        var sawGuess = false
        for start in 0..<graph.input.count {
            let all = full.arcs(from: start).0, kept = plain.arcs(from: start).0
            let unguessed = all.filter { !$0.guessed }
            sawGuess = sawGuess || unguessed.count < all.count
            #expect(kept.map(\.word) == unguessed.map(\.word), "start \(start)")
            #expect(kept.map(\.end) == unguessed.map(\.end), "start \(start)")
            #expect(plain.visited <= full.visited)
            if start == 0 { #expect(plain.visited < full.visited, "a guess was walked") }
        }
        #expect(sawGuess, "the input has no guessed reading: the test proves nothing")
    }
}
