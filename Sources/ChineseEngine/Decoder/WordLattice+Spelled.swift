extension WordLattice {
    /// What kinds of syllable edges a word's reading went through, to tell a plain spelling or a
    /// pure abbreviation (`xxs`) from a guess (see `Arc.guessed`).
    struct Spelled: Hashable, Sendable {
        /// An initial stood for a syllable (`s` for shi).
        var initials = false
        /// A whole syllable was typed (exactly, fuzzily or through a slip).
        var whole = false
        /// A typing slip or a touch's neighbouring key was read, or a whole last syllable as a longer one.
        var slip = false
        /// The first edge was the second half of a swap across syllables: the word comes only
        /// after one whose last edge was the first half.
        var swapStart = false
        /// The last edge was the first half of a swap across syllables: only its second half
        /// may follow, in this word or as the next word's first edge.
        var swapPending = false

        func adding(_ kind: SyllableGraph.EdgeKind) -> Spelled {
            var next = self
            next.swapPending = false
            switch kind {
            case .initial: next.initials = true
            case .partial: break
            case .full, .fuzzy: next.whole = true
            case .corrected, .touched, .lengthened: next.whole = true; next.slip = true
            case .swappedFirst: next.whole = true; next.slip = true; next.swapPending = true
            case .swappedSecond:
                if self == Spelled() { next.swapStart = true }
                next.whole = true
                next.slip = true
            }
            return next
        }

        /// How the word was read, for the cost of switching between whole syllables and initials.
        var reading: WordLattice.Reading { whole ? .whole : initials ? .initials : .other }

        /// A reading through a slip, a whole last syllable read longer (`yi` as yin), or whole
        /// syllables mixed with initials (`s`+`hou` for 时候).
        var isGuess: Bool { slip || initials && whole }
    }
}
