/// Input as typed beside the text a form shows for it (`woxiangqu` shown `wo'xiang'qu`, 9-key
/// `9464` shown `wo'hi`, 粤拼's `nei'hou` shown `nei5 hou`): where a caret between typed
/// characters falls in the shown text, and back (a tap in the shown text). Characters are matched
/// in order, one for one: a break the form shows (`'`, a space) is skipped; a separator typed but
/// not shown is dropped; any other character shown (the letter itself, a digit shown as a letter,
/// a separator shown as its tone) stands for the character typed. A form that shows more letters
/// than were typed (双拼's `hc` shown `hao`) is followed only approximately.
struct ShownInput {
    /// Where each typed character is shown (an index in the shown text).
    private let shownIndex: [Int]
    /// How many characters the shown text has.
    private let shownCount: Int

    /// The alignment of `typed` with `shown`.
    init(typed: some StringProtocol, shown: some StringProtocol) {
        let typed = Array(typed), shown = Array(shown)
        var indices: [Int] = []
        indices.reserveCapacity(typed.count)
        var next = 0
        for character in typed {
            while next < shown.count, Self.isBreak(shown[next]), !Self.isBreak(character) { next += 1 }
            guard next < shown.count else {
                indices.append(shown.count)
                continue
            }
            if Self.isBreak(character), !Self.isBreak(shown[next]), !shown[next].isNumber {
                // A separator typed where the form shows none.
                indices.append(max(next - 1, 0))
                continue
            }
            indices.append(next)
            next += 1
        }
        shownIndex = indices
        shownCount = shown.count
    }

    /// Where a caret after `typedOffset` typed characters is in the shown text: right after the
    /// previous character as shown (before a break the form adds), the end at the end.
    func shownOffset(ofTyped typedOffset: Int) -> Int {
        if typedOffset <= 0 { return 0 }
        if typedOffset >= shownIndex.count { return shownCount }
        return min(shownIndex[typedOffset - 1] + 1, shownCount)
    }

    /// The typed offset whose caret is shown nearest `shownOffset` (the first of equals).
    func typedOffset(ofShown shownOffset: Int) -> Int {
        let shownOffset = min(max(shownOffset, 0), shownCount)
        var best = 0, distance = Int.max
        for offset in 0...shownIndex.count {
            let gap = abs(self.shownOffset(ofTyped: offset) - shownOffset)
            if gap < distance { (best, distance) = (offset, gap) }
        }
        return best
    }

    /// A break the form shows between syllables.
    private static func isBreak(_ character: Character) -> Bool { character == "'" || character == " " }
}
