extension PinyinEngine {
    /// The readings (syllable spellings, one list per word) by which `words` — lexicon ids or
    /// user-only ids of `user` — spell `typed` in order, abbreviations and fuzzy syllables
    /// resolved to the word's real syllables (`xxs` for 小学生 → xiao xue sheng). Nil when they
    /// do not spell it (a literal piece, say).
    public func readings(of words: [Int32], typed: String, user: UserLexicon = .empty) -> [[String]]? {
        let graph = SyllableGraph(PinyinInput(typed, form: settings.form), form: settings.form, fuzzy: settings.fuzzy, costs: settings.costs)
        let input = graph.input
        var budget = 20_000
        func skipSeparators(_ position: Int) -> Int {
            var position = position
            while position < input.count, case .separator = input.units[position] { position += 1 }
            return position
        }
        // Matches word `index` from `position`, then the rest; returns the readings or nil.
        func match(_ index: Int, _ position: Int) -> [[String]]? {
            let position = skipSeparators(position)
            if index == words.count { return position == input.count ? [] : nil }
            let word = words[index]
            if user.isUserWord(word) {
                return matchKnown(user.readings[Int(word - user.baseID)], index, position, [])
            }
            return matchLexicon(word, index, lexicon.root, position, [])
        }
        func matchKnown(_ reading: [UInt16], _ index: Int, _ position: Int, _ done: [UInt16]) -> [[String]]? {
            if done.count == reading.count {
                return match(index + 1, position).map { [reading.map(SyllableTable.spelling)] + $0 }
            }
            let position = skipSeparators(position)
            guard position < input.count else { return nil }
            for edge in graph.edgesFrom[position] where edge.syllables.contains(reading[done.count]) {
                budget -= 1
                guard budget > 0 else { return nil }
                if let result = matchKnown(reading, index, edge.end, done + [reading[done.count]]) { return result }
            }
            return nil
        }
        func matchLexicon(_ word: Int32, _ index: Int, _ node: Lexicon.Node, _ position: Int, _ done: [UInt16]) -> [[String]]? {
            if !done.isEmpty, lexicon.wordRange(at: node).contains(where: { lexicon.word(atEntry: $0) == word }),
               let rest = match(index + 1, position) {
                return [done.map(SyllableTable.spelling)] + rest
            }
            let position = skipSeparators(position)
            guard position < input.count, done.count < settings.limits.maxSyllables else { return nil }
            for edge in graph.edgesFrom[position] {
                for id in edge.syllables.ids {
                    budget -= 1
                    guard budget > 0 else { return nil }
                    guard let child = lexicon.child(of: node, syllable: id) else { continue }
                    if let result = matchLexicon(word, index, child, edge.end, done + [id]) { return result }
                }
            }
            return nil
        }
        return match(0, 0)
    }
}
