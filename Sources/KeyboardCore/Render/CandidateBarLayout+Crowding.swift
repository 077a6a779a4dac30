import KeyboardLayout

/// How the bar keeps long candidates readable (`CandidateBarLayout.init`): what space commits is
/// shown whole, and the others by what tells them apart. A long sentence's next candidates mostly
/// share its beginning (`明天下午三点间`, `明天下午三点见`), often its end too; cut at their end, as
/// iOS cuts them, they show only what they share (`明天…`). Shown by their difference (`…见`,
/// `…在…`) they take little room and say what a pick would change. The first keeps its whole text at a smaller size, as Gboard
/// shrinks a long candidate to its slot, so the next two still show beside it.
extension CandidateBarLayout {
    /// The smallest share of the bar's font size a long first candidate is drawn at; below it the
    /// first is cut instead.
    public static let firstMinimumScale = 0.65
    /// How many candidates after a long first one keep their room beside it.
    public static let shownBesideFirst = 2
    /// The fewest leading characters a later candidate shares with the first to be shown by its
    /// difference, and the fewest it has (a short word reads faster whole).
    static let sharedToElide = 2, lengthToElide = 4

    /// Each candidate's text as the bar shows it before any cut: whole, or when the candidates do
    /// not all fit (`crowded`) by its difference from the first (`Shown.difference`). No two shown
    /// texts are the same: a difference that repeats one shown before is shown whole.
    static func shownTexts(_ candidates: [String], crowded: Bool) -> [(text: String, shows: Shown)] {
        guard crowded, let first = candidates.first else { return candidates.map { ($0, .whole) } }
        var differences: Set<String> = []
        return candidates.enumerated().map { index, candidate in
            guard index > 0, let difference = difference(of: candidate, from: first) else { return (candidate, .whole) }
            return differences.insert(difference).inserted ? (difference, .difference) : (candidate, .whole)
        }
    }

    /// What `candidate` changes in `first`, between ellipses: past the beginning they share (at
    /// least `sharedToElide` characters) up to the end they share, if any (`这个问题我们明天在讨论`
    /// after `这个问题我们明天再讨论`: `…在…`; `明天下午三点见` after `明天下午三点间`: `…见`). Nil for a
    /// candidate shown whole: shorter than `lengthToElide`, sharing less, or a beginning of `first`.
    static func difference(of candidate: String, from first: String) -> String? {
        let shared = zip(first, candidate).prefix { $0 == $1 }.count
        guard candidate.count >= lengthToElide, shared >= sharedToElide, shared < candidate.count else { return nil }
        let tail = candidate.dropFirst(shared), firstTail = first.dropFirst(shared)
        let sharedEnd = zip(firstTail.reversed(), tail.reversed()).prefix { $0 == $1 }.count
        let middle = tail.dropLast(sharedEnd)
        // What it only leaves out of the first (no middle) is told by the tail.
        return middle.isEmpty ? "…" + tail : "…" + middle + (sharedEnd > 0 ? "…" : "")
    }

    /// The first candidate's font size: the bar's, or smaller (down to `firstMinimumScale` of it)
    /// when its cell at the bar's size would leave no room in `room` for the next
    /// `shownBesideFirst` (each counted at most as wide as a cut later one: `truncatedShare` of the
    /// room, or `laterCut`, as the layout cuts them). `widths` are the cells' widths at `fontSize`,
    /// padding included.
    static func firstFontSize(widths: [Double], room: Double, laterCut: Double, fontSize: Double) -> Double {
        guard let first = widths.first else { return fontSize }
        let beside = widths.dropFirst().prefix(shownBesideFirst).map { min($0, max(room * truncatedShare, laterCut)) }.reduce(0, +)
        let firstRoom = room - beside
        guard first > firstRoom, first > 2 * cellPadding else { return fontSize }
        let scale = (firstRoom - 2 * cellPadding) / (first - 2 * cellPadding)
        return fontSize * min(1, max(firstMinimumScale, scale))
    }
}
