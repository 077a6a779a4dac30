extension LatticeDecoder {
    /// The candidates for the last decoded input, in the order a person picks from (the rule and
    /// its reasons: <doc:CandidateList>): the best sentence; then its parts taking turns by
    /// `listPattern`, over and over: other sentences that differ in meaning (not in a trailing
    /// particle), other readings of a beginning (你觉得股市), other words for the first word (他 她
    /// 它, 您好), single characters (the best reading's first syllable first, each ranked with the
    /// words after it), the best sentence's beginnings at word boundaries (你觉得); then
    /// sentences that differ only in a particle, and the words that cover the input's beginning,
    /// longest first. No two have the same text, and a shorter list is the longer one's beginning.
    public func candidates(limit: Int = 60) -> [Candidate] {
        guard let lattice, input.count > 0, limit > 0 else { return [] }
        let reader = wordReader()
        var list = CandidateList(limit: limit)
        let (offered, variants) = offeredSentences()
        var collapsed = variants
        func candidate(_ pieces: ArraySlice<Piece>, cost: Float) -> Candidate {
            let end = pieces.last?.end ?? 0
            let found = pieces.compactMap { $0.word.isWord ? Candidate.FoundWord(word: $0.word, node: $0.node) : nil }
            let whole = end >= input.count || pieces.last.map { isSeparatorTail(from: $0.end) } == true
            return Candidate(text: text(of: Array(pieces)), length: whole ? input.count : end, kind: whole ? .sentence : .word,
                             cost: cost, found: found, reader: reader)
        }
        if let best = offered.first { list.add(candidate(best.pieces[...], cost: best.cost)) }
        var first = 0
        while first < input.count, case .separator = input.units[first] { first += 1 }
        if !list.isFull, first < input.count {
            var parts = CandidateList.Parts()
            if let best = offered.first {
                let partings = partingPlaces(of: best.pieces, cost: best.cost)
                let keepsEnglish = best.pieces.contains { $0.word.isEnglish }
                parts.beginnings = partings.beginnings.map { candidate(best.pieces[..<$0], cost: best.cost) }
                parts.otherWords = partings.readings.filter { keepsEnglish || !readsEnglishAmongChinese($0.pieces) }
                    .map { candidate($0.pieces[...], cost: $0.cost) }
                // The other sentences: the decoder's own, and the best one with another reading of a
                // part (你觉得股市要走红了吗), by cost; a particle's variant goes to the end.
                let exact = min(offered.count, settings.sentenceCount)
                var others = (Array(offered[1..<exact]) + partings.spliced).sorted { $0.cost < $1.cost }
                var kept: [String] = [text(of: best.pieces)], seen = TextSet(kept)
                others.removeAll { other in
                    let text = text(of: other.pieces)
                    guard seen.insert(text) else { return true }
                    if kept.contains(where: { ParticleVariants.isVariant(text, of: $0) }) {
                        collapsed.append(other)
                        return true
                    }
                    kept.append(text)
                    return false
                }
                // A sentence read through a slip (纠错) takes the second of these places, so the bar's
                // five still offer the likeliest correction of a mistyped line; the next one takes
                // the next sentence's turn.
                let front = min(others.count, offered.count > exact ? 1 : settings.sentenceCount - 1)
                let corrected = offered[exact...]
                let ordered = others[..<front] + corrected.prefix(1) + others[front...].prefix(1) + corrected.dropFirst(1)
                    + others[front...].dropFirst(1)
                parts.alternatives = ordered.filter { keepsEnglish || !readsEnglishAmongChinese($0.pieces) }
                    .map { candidate($0.pieces[...], cost: $0.cost) }
                collapsed.removeAll { !keepsEnglish && readsEnglishAmongChinese($0.pieces) }
            }
            let startHistory = leftContext.history(in: model)
            let bestPieces = offered.first?.pieces ?? []
            let firstEnd = bestPieces.first.flatMap { $0.word.isWord ? $0.end : nil }
            let abbreviated = offered.first.map { readsInitialsAlone($0.pieces) } ?? true
            // A character of the best reading's first syllable comes before one of a shorter
            // reading the best sentence does not take (下 or 西 for the `xiao` of 小的方式).
            let syllableEnd = bestPieces.first.flatMap { syllableEdges(of: $0)?.first?.0.end }
            // A word over the best sentence's first word is ranked with the words after it: the
            // best sentence with it in that word's place (祝 before 朱 and 猪 for 主工作生活…).
            let splice = firstWordSplice(of: bestPieces)
            var firstWords: [RankedWord] = []
            var characters: [RankedWord] = []
            for arc in lattice.arcsFrom[first] where arc.word.isWord && !arc.swapEnd {
                // Through a slip, only a first word whose reading keeps every typed letter (您好
                // for `nihao`: a letter left out, not one read as another key).
                let isFirstWord = Int(arc.end) == firstEnd && (!arc.slip || keepsTypedLetters(arc))
                // (Nor a character read from an initial alone among typed syllables: `zhu` is no 在.)
                let isCharacter = !arc.slip && wordLength(arc.word) == 1 && (arc.reading != .initials || abbreviated)
                guard isFirstWord || isCharacter else { continue }
                var cost = arc.edgeCost + cost(arc.word, after: startHistory, guessed: arc.guessed)
                if let splice, Int(arc.end) == firstEnd {
                    cost += splice(Piece(start: first, end: Int(arc.end), word: arc.word, node: arc.node))
                }
                if isFirstWord { firstWords.append((arc, cost, false)) }
                if isCharacter { characters.append((arc, cost, syllableEnd.map { Int(arc.end) != $0 } ?? false)) }
            }
            // Only as many as the list can take from a part: its texts are offered and distinct, so
            // it adds at most `limit` and skips at most the list's `limit` texts before it is full
            // (a toneless jyutping syllable has hundreds of characters; their texts were most of the
            // list's time).
            func ranked(_ words: [RankedWord]) -> [Candidate] {
                var candidates: [Candidate] = [], texts = TextSet()
                for word in words.sorted(by: { ($0.aside ? 1 : 0, $0.cost, $0.arc.word) < ($1.aside ? 1 : 0, $1.cost, $1.arc.word) }) {
                    let end = Int(word.arc.end)
                    let whole = end >= input.count || isSeparatorTail(from: end)
                    let text = wordText(word.arc.word, start: Int(word.arc.start), end: end)
                    guard CandidateList.isOffered(text), texts.insert(text) else { continue }
                    candidates.append(Candidate(text: text, length: whole ? input.count : end, kind: whole ? .sentence : .word,
                                                cost: word.cost, found: [Candidate.FoundWord(word: word.arc.word, node: word.arc.node)], reader: reader))
                    if candidates.count >= 2 * limit { break }
                }
                return candidates
            }
            // A word no reading of the input's start makes likely (倭 斡 渥 for the `wo` of
            // 我想去…) waits until the parts are used up: the best sentence's beginnings (我想去)
            // come first.
            let (likelyFirstWords, unlikelyFirstWords) = splitUnlikely(firstWords)
            let (likelyCharacters, unlikelyCharacters) = splitUnlikely(characters)
            parts.firstWords = ranked(likelyFirstWords)
            parts.characters = ranked(likelyCharacters)
            list.add(parts, pattern: Self.listPattern)
            if !list.isFull {
                // Read only when the list has room for them (their texts are the time).
                var unlikely = CandidateList.Parts()
                unlikely.firstWords = ranked(unlikelyFirstWords)
                unlikely.characters = ranked(unlikelyCharacters)
                list.add(unlikely, pattern: Self.listPattern)
            }
            for variant in collapsed { list.add(candidate(variant.pieces[...], cost: variant.cost)) }
            if !list.isFull { addWords(from: first, to: &list, reader: reader) }
        }
        if list.items.isEmpty {
            // Nothing in the lexicon fits: offer the input itself.
            list.add(Candidate(text: input.text, length: input.count, kind: .sentence, cost: .infinity, found: [], reader: nil))
        }
        return addingEnglishWord(to: list.items, limit: limit)
    }

    /// A word that begins the input as the list ranks it: its cost after the left context (with
    /// the words after it, over the best sentence's first word), and whether it is set aside
    /// after those of the best reading's first syllable.
    private typealias RankedWord = (arc: WordLattice.Arc, cost: Float, aside: Bool)

    /// `words` (other first words, or single characters) parted into the unlikely ones, single
    /// characters more than `Settings.unlikelyWordMargin` nats behind the likeliest of `words`
    /// (of the best reading's first syllable, when any is: `aside` is false), and the rest. A
    /// longer word keeps its turn (您好 for `nihao`, through a left-out letter).
    private func splitUnlikely(_ words: [RankedWord]) -> (likely: [RankedWord], unlikely: [RankedWord]) {
        let own = words.filter { !$0.aside }
        guard let top = (own.isEmpty ? words : own).map(\.cost).min() else { return ([], []) }
        let bound = top + settings.unlikelyWordMargin
        func isUnlikely(_ word: RankedWord) -> Bool { !(word.cost <= bound) && wordLength(word.arc.word) == 1 }
        return (words.filter { !isUnlikely($0) }, words.filter(isUnlikely))
    }

    /// The order the parts after the best sentence take turns in (see `CandidateList.Part` and
    /// <doc:CandidateList>): two other sentences, another reading of a beginning, another first
    /// word, four single characters, a beginning, another reading; again and again. Measured
    /// with `picks.py` on dev.tsv and everyday.tsv together: a fourth character in the first
    /// nine instead of a beginning leaves 2.9 / 4.8 % of lines unreachable instead of 3.0 / 5.7 %.
    static let listPattern = CandidateList.Part.pattern("aaofccccbo")

    /// How many of the hypotheses at each of the best sentence's word boundaries are read as
    /// other readings there (`partingPlaces(of:cost:)`).
    static let partingHypotheses = 2

    /// Whether every letter typed under `arc` is in its reading, in order (a reading through a
    /// left-out letter: `ni` as nin), so no typed key is taken for another.
    private func keepsTypedLetters(_ arc: WordLattice.Arc) -> Bool {
        guard let reading = reading(of: arc) else { return false }
        let spelled = Array(reading.map { lexicon.syllables.spelling(of: $0) }.joined().utf8)
        var index = 0
        for unit in Int(arc.start)..<Int(arc.end) {
            guard let letter = input.letter(at: unit) else { continue }
            while index < spelled.count, spelled[index] != letter { index += 1 }
            guard index < spelled.count else { return false }
            index += 1
        }
        return true
    }

    /// Whether a path reads an English word among Chinese ones (这个问题women明天再讨论): no
    /// other reading of input whose best sentence is Chinese alone, where those letters read as
    /// pinyin (我们). The English word alone over the whole input is still offered
    /// (`addingEnglishWord`), and mixed input (best: 我在用debian) keeps its English alternatives.
    private func readsEnglishAmongChinese(_ pieces: [Piece]) -> Bool {
        pieces.contains { $0.word.isEnglish } && pieces.contains { $0.word.isWord && !$0.word.isEnglish }
    }

    /// Whether only separators follow `unit` (a word ending there covers the whole input).
    private func isSeparatorTail(from unit: Int) -> Bool {
        var unit = unit
        while unit < input.count, case .separator = input.units[unit] { unit += 1 }
        return unit >= input.count
    }

    /// Where other readings part from `best` (whose cost is `cost`), likeliest first: at each of
    /// `best`'s word boundaries, the decoder's other hypotheses ending there (what it also thought
    /// the input up to there could say), ranked by how far their cost is behind `best`'s own
    /// hypothesis there. Each gives `best`'s beginning up to the last word boundary it shares
    /// with it (你觉得), its own reading up to where it ends (你觉得股市, against
    /// 你觉得故事要走红了吗), and that reading followed by the rest of `best`, costed
    /// (`splicedCost`). Then come `best`'s other beginnings, longest first. Beginnings that
    /// leave only particles (…走红了 of …走红了吗) are not offered: they differ from the whole
    /// sentence in a particle.
    func partingPlaces(of best: [Piece], cost: Float) -> Partings {
        let bestBounds = boundaries(of: best)
        guard let bestText = bestBounds.last?.text else { return Partings() }
        let stemLength = ParticleVariants.length(ParticleVariants.stem(bestText))
        var parted: [(gap: Float, shared: Int, pieces: [Piece], cost: Float, rest: Int, spliced: Float)] = []
        for (count, bound) in bestBounds.enumerated().dropLast() where bound.unit < states.count && best[count].word.isWord {
            let hypotheses = states[bound.unit]
            var own = Float.infinity
            var others: [(pieces: [Piece], cost: Float)] = []
            // The likeliest few (the beam is sorted by cost): the rest are seldom meant, and
            // each costs a path, a text and a splice on every keystroke.
            for index in hypotheses.indices.prefix(Self.partingHypotheses) where !hypotheses[index].pending {
                let pieces = path(endingAt: bound.unit, index: index)
                if text(of: pieces) == bound.text { own = min(own, hypotheses[index].cost); continue }
                guard pieces.allSatisfy({ $0.word.isWord }) else { continue }
                others.append((pieces, hypotheses[index].cost))
            }
            guard own < .infinity else { continue }
            for other in others {
                let spliced = other.cost + (cost - own) + splicedCost(of: best, after: count + 1, reading: other.pieces)
                parted.append((other.cost - own, sharedPieces(best, other.pieces), other.pieces, other.cost, count + 1, spliced))
            }
        }
        parted.sort { $0.gap < $1.gap }
        var result = Partings()
        var seen: Set<Int> = []
        func offer(_ count: Int) {
            guard count > 0, count < best.count, best[count - 1].word.isWord, ParticleVariants.length(bestBounds[count - 1].text) < stemLength,
                  seen.insert(count).inserted else { return }
            result.beginnings.append(count)
        }
        for place in parted { offer(place.shared) }
        for count in stride(from: best.count - 1, through: 1, by: -1) { offer(count) }
        // Far behind the best, a splice the model never saw joined is mostly a rare reading of a
        // beginning glued to a rest it never heard after it (窝 + 想去吃饭): neither the sentence
        // nor that reading (窝 before 我) is offered.
        parted.removeAll { place in
            guard place.spliced < .infinity, place.spliced - cost > settings.unseenSpliceMargin, let last = place.pieces.last else { return false }
            return !model.listsPair(best[place.rest].word, after: last.word)
        }
        result.readings = parted.map { ($0.pieces, $0.cost) }
        result.spliced = parted.compactMap { $0.spliced < .infinity ? ($0.pieces + best[$0.rest...], $0.spliced) : nil }
        return result
    }

    /// What `partingPlaces(of:cost:)` finds: `best`'s beginnings (as piece counts), the other
    /// readings of its beginnings, and whole sentences made of such a reading and the rest of `best`.
    struct Partings {
        var beginnings: [Int] = []
        var readings: [(pieces: [Piece], cost: Float)] = []
        var spliced: [(pieces: [Piece], cost: Float)] = []
    }

    /// How many first pieces of `best` end at a boundary `other` also has with the same text before it.
    private func sharedPieces(_ best: [Piece], _ other: [Piece]) -> Int {
        var i = 0, j = 0, shared = 0
        var bestText = "", otherText = ""
        while i < best.count, j < other.count {
            if best[i].end <= other[j].end { bestText += pieceText(best[i]) }
            if other[j].end <= best[i].end { otherText += pieceText(other[j]) }
            if best[i].end == other[j].end {
                guard bestText == otherText else { break }
                shared = i + 1
                i += 1
                j += 1
            } else if best[i].end < other[j].end {
                i += 1
            } else {
                j += 1
            }
        }
        return shared
    }

    private func pieceText(_ piece: Piece) -> String {
        piece.word == WordLattice.literalWord ? unitText(piece.start) : wordText(piece.word, start: piece.start, end: piece.end)
    }

    /// A path's word boundaries: after each piece, the unit it ends at and the text up to there.
    private func boundaries(of pieces: [Piece]) -> [(unit: Int, text: String)] {
        var text = ""
        return pieces.map { piece in
            text += piece.word == WordLattice.literalWord ? unitText(piece.start) : wordText(piece.word, start: piece.start, end: piece.end)
            return (piece.end, text)
        }
    }

    /// The words from `first` not yet listed, longest first and likeliest first within a length,
    /// until the list is full. The arcs are taken end by end, and scored and sorted only until
    /// then (9-key input has thousands of arcs from its first unit).
    private func addWords(from first: Int, to list: inout CandidateList, reader: WordReader) {
        guard let lattice else { return }
        let startHistory = leftContext.history(in: model)
        var byEnd = [[WordLattice.Arc]](repeating: [], count: input.count + 1)
        // (A word ending inside a swap across syllables is half a reading.)
        for arc in lattice.arcsFrom[first] where arc.word.isWord && !arc.swapEnd { byEnd[Int(arc.end)].append(arc) }
        var words: [(arc: WordLattice.Arc, cost: Float)] = []
        for end in byEnd.indices.reversed() where !byEnd[end].isEmpty {
            words.removeAll(keepingCapacity: true)
            for arc in byEnd[end] { words.append((arc, arc.edgeCost + cost(arc.word, after: startHistory, guessed: arc.guessed))) }
            words.sort { ($0.cost, $0.arc.word) < ($1.cost, $1.arc.word) }
            for (arc, cost) in words {
                list.add(Candidate(text: wordText(arc.word, start: Int(arc.start), end: end), length: end, kind: end == input.count ? .sentence : .word,
                                   cost: cost, found: [Candidate.FoundWord(word: arc.word, node: arc.node)], reader: reader))
                if list.isFull { return }
            }
        }
    }
}
