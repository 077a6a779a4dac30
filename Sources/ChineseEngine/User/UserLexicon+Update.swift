extension UserLexicon {
    /// This snapshot with a commit's changes applied, under a new `version`: what a learning step
    /// wrote (a word's or a pair's new count, a new or re-weighted user word), without rebuilding
    /// the rest. Costs in `words` replace a user word's cost when lower; a count replaces the
    /// old one when larger (counts only grow between rebuilds; a full rebuild fades them).
    public func updated(lexicon: Lexicon, words: [Word] = [], usage: [Usage] = [], pairs: [PairUsage] = [],
                        version: Int) -> UserLexicon {
        var copy = self
        copy.apply(lexicon: lexicon, words: words, usage: usage, pairs: pairs, version: version)
        return copy
    }

    /// The id of `text` read as `syllables`: a user-only word of this snapshot or a lexicon word.
    public func id(of text: String, syllables: [String], lexicon: Lexicon) -> WordID? {
        guard let reading = Self.syllableIDs(syllables, in: lexicon.syllables) else { return nil }
        return userWord(text, reading: reading) ?? lexicon.word(text, reading: reading)
    }

    /// Applies a commit's changes; `rebuilding`: this snapshot was empty and `words` are all of
    /// the user's, so user words are found through a table made on the way (through the trie,
    /// every word sharing a reading — 词1, 词2 … under ci — is compared with every other).
    mutating func apply(lexicon: Lexicon, words: [Word], usage: [Usage], pairs: [PairUsage], version: Int,
                        rebuilding: Bool = false) {
        self.version = version
        var built: [WordKey: WordID]? = rebuilding ? [:] : nil
        func wordID(_ text: String, _ syllables: [String]) -> WordID? {
            guard let reading = Self.syllableIDs(syllables, in: lexicon.syllables) else { return nil }
            return userWord(WordKey(text: text, reading: reading), built: built) ?? lexicon.word(text, reading: reading)
        }
        for word in words { insert(word, lexicon: lexicon, built: &built) }
        for use in usage {
            guard let id = wordID(use.text, use.syllables) else { continue }
            let old = wordCounts[id] ?? 0
            if use.count > old {
                wordCounts[id] = use.count
                wordWeights[id] = use.text.count == 1 ? tuning.characterMass : tuning.wordMass
                totalCount += use.count - old
                flag(id)
            }
        }
        for pair in pairs {
            guard let previous = wordID(pair.previous.text, pair.previous.syllables),
                  let next = wordID(pair.next.text, pair.next.syllables) else { continue }
            let key = Self.pairKey(previous, next)
            let old = pairCounts[key] ?? 0
            if pair.count > old {
                pairCounts[key] = pair.count
                contextCounts[previous, default: 0] += pair.count - old
                flag(next)
            }
        }
    }

    /// Adds a user-only word to the trie (or lowers the cost of one already there); a word the
    /// lexicon has under the same reading is left to it.
    private mutating func insert(_ word: Word, lexicon: Lexicon, built: inout [WordKey: WordID]?) {
        guard let reading = Self.syllableIDs(word.syllables, in: lexicon.syllables), !reading.isEmpty, reading.count <= tuning.maxSyllables,
              lexicon.word(word.text, reading: reading) == nil else { return }
        let key = WordKey(text: word.text, reading: reading)
        if let id = userWord(key, built: built) {
            costs[id.userIndex] = min(costs[id.userIndex], word.cost)
            return
        }
        let id = WordID.user(texts.count)
        texts.append(word.text)
        costs.append(word.cost)
        readings.append(reading)
        var node: Int32 = 0
        for syllable in reading {
            let (found, index) = Self.search(children[Int(node)], for: syllable)
            if found {
                node = children[Int(node)][index].node
            } else {
                let next = Int32(children.count)
                children[Int(node)].insert(Branch(syllable: syllable, node: next), at: index)
                children.append([])
                wordsAt.append([])
                node = next
            }
        }
        wordsAt[Int(node)].append(id)
        built?[key] = id
    }

    /// Marks `id` as learned (see `flagged`).
    private mutating func flag(_ id: WordID) {
        let index = flagIndex(of: id)
        guard index >= 0 else { return }
        if index >> 6 >= flagged.count { flagged += [UInt64](repeating: 0, count: index >> 6 + 1 - flagged.count) }
        flagged[index >> 6] |= 1 << UInt64(index & 63)
    }

    /// The user-only word `text` read exactly as `reading`, found through the trie.
    private func userWord(_ text: String, reading: [UInt16]) -> WordID? {
        var node: Int32 = 0
        for syllable in reading {
            let (found, index) = Self.search(children[Int(node)], for: syllable)
            guard found else { return nil }
            node = children[Int(node)][index].node
        }
        return wordsAt[Int(node)].first { texts[$0.userIndex] == text }
    }

    /// The user-only word `key`: from the rebuild's table while there is one (it holds every user
    /// word so far), else through the trie.
    private func userWord(_ key: WordKey, built: [WordKey: WordID]?) -> WordID? {
        if let built { return built[key] }
        return userWord(key.text, reading: key.reading)
    }

    /// A word as the table of a rebuild knows it.
    struct WordKey: Hashable {
        var text: String
        var reading: [UInt16]
    }
}
