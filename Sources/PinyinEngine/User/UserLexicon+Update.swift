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
    public func id(of text: String, syllables: [String], lexicon: Lexicon) -> Int32? {
        guard let reading = Self.syllableIDs(syllables) else { return nil }
        return userWord(text, reading: reading) ?? lexicon.word(text, reading: reading)
    }

    mutating func apply(lexicon: Lexicon, words: [Word], usage: [Usage], pairs: [PairUsage], version: Int) {
        self.version = version
        for word in words { insert(word, lexicon: lexicon) }
        for use in usage {
            guard let id = id(of: use.text, syllables: use.syllables, lexicon: lexicon) else { continue }
            let old = wordCounts[id] ?? 0
            if use.count > old {
                wordCounts[id] = use.count
                wordWeights[id] = use.text.count == 1 ? tuning.characterMass : tuning.wordMass
                totalCount += use.count - old
                flag(id)
            }
        }
        for pair in pairs {
            guard let previous = id(of: pair.previous.text, syllables: pair.previous.syllables, lexicon: lexicon),
                  let next = id(of: pair.next.text, syllables: pair.next.syllables, lexicon: lexicon) else { continue }
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
    private mutating func insert(_ word: Word, lexicon: Lexicon) {
        guard let reading = Self.syllableIDs(word.syllables), !reading.isEmpty, reading.count <= tuning.maxSyllables,
              lexicon.word(word.text, reading: reading) == nil else { return }
        if let id = userWord(word.text, reading: reading) {
            let index = Int(id - baseID)
            costs[index] = min(costs[index], word.cost)
            return
        }
        let id = baseID + Int32(texts.count)
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
    }

    /// Marks `id` as learned (see `flagged`).
    private mutating func flag(_ id: Int32) {
        let index = Int(id)
        guard index >= 0 else { return }
        if index >> 6 >= flagged.count { flagged += [UInt64](repeating: 0, count: index >> 6 + 1 - flagged.count) }
        flagged[index >> 6] |= 1 << UInt64(index & 63)
    }

    /// The user-only word `text` read exactly as `reading`, found through the trie.
    private func userWord(_ text: String, reading: [UInt16]) -> Int32? {
        var node: Int32 = 0
        for syllable in reading {
            let (found, index) = Self.search(children[Int(node)], for: syllable)
            guard found else { return nil }
            node = children[Int(node)][index].node
        }
        return wordsAt[Int(node)].first { texts[Int($0 - baseID)] == text }
    }
}
