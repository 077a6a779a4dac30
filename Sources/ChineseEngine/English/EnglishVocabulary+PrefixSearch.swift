import EnglishEngine

extension EnglishVocabulary {
    /// A search of both lists for the words some letters begin with, stopped after `depth` of
    /// them: the ranges of each list's words that share those letters. It reads one letter at a
    /// time, so a caller that keeps it goes on from where it stopped when letters are typed after
    /// them (the lattice keeps each start's, `WordLattice.englishSearches`).
    public struct PrefixSearch: Sendable {
        /// The general list's search (over: no word of it begins with the letters read, or no list).
        private var general: EnglishWordFrequencies.PrefixSearch
        /// Whether the general list's words that begin with the letters read are known to hold no
        /// word read here (`EnglishVocabulary.holdsNoGeneralWord`): the search of that list then
        /// ends where a list of the words read here alone would have ended it.
        private var generalSpent = false
        /// The mixed list's words that begin with them.
        private var mixed: Range<Int>
        /// How many letters were read.
        public private(set) var depth = 0

        /// A search of `vocabulary` that has read nothing.
        public init(_ vocabulary: EnglishVocabulary) {
            general = vocabulary.general.map(EnglishWordFrequencies.PrefixSearch.init) ?? .over
            mixed = 0..<vocabulary.mixedCount
        }

        /// Whether no word of either list begins with the letters read: no letter after them finds one.
        public var isOver: Bool { (generalSpent || general.isOver) && mixed.isEmpty }

        /// Reads the next letter (lower case a-z); the word the letters read so far spell, when a
        /// list has it and it is long and common enough (`match(general:mixed:length:)`). Call it
        /// only while the search is not over. The lists are reached through `!`, not bound (`if
        /// let`): a binding copied the list (three reference counts) every letter.
        @inline(__always)
        public mutating func read(_ letter: UInt8, in vocabulary: EnglishVocabulary) -> Match? {
            var generalWord: Int?
            if !generalSpent, !general.isOver {
                generalWord = general.read(letter, in: vocabulary.general!)
                generalSpent = vocabulary.holdsNoGeneralWord(general.words)
            }
            if !mixed.isEmpty { mixed = vocabulary.mixed!.narrow(mixed, depth: depth, letter: letter) }
            depth += 1
            guard !isOver, depth >= vocabulary.costs.minimumLength else { return nil }
            let generalIndex = generalWord.flatMap { vocabulary.generalZipf(at: $0) == nil ? nil : $0 }
            let mixedIndex = !mixed.isEmpty && vocabulary.mixed!.length(at: mixed.lowerBound) == depth ? mixed.lowerBound : nil
            return vocabulary.match(general: generalIndex, mixed: mixedIndex, length: depth)
        }
    }

    /// The words found from one start of the lattice's letters and the search that found them,
    /// kept from keystroke to keystroke while letters typed at the end can still extend it
    /// (`WordLattice.EnglishSearches`): those letters resume the search (`resume`) instead of
    /// narrowing the lists again from the start's first letter.
    public struct StartMatches: Sendable {
        /// The search, stopped after the letters read.
        public private(set) var search: PrefixSearch
        /// The words found, shortest first.
        public private(set) var matches: [Match] = []

        /// Nothing read yet over `vocabulary`.
        public init(_ vocabulary: EnglishVocabulary) { search = PrefixSearch(vocabulary) }

        /// Reads `letters` (lower case a-z, those of the search's start on; the first `depth`
        /// must be the letters read before) past the ones already read, until no word can go on:
        /// the words and depth are then as a search of all of `letters` from scratch finds them.
        public mutating func resume(over letters: some Collection<UInt8>, in vocabulary: EnglishVocabulary) {
            guard !search.isOver else { return }
            for letter in letters.dropFirst(search.depth) {
                if let match = search.read(letter, in: vocabulary) {
                    matches.append(match)
                } else if search.isOver { break }
            }
        }
    }
}
