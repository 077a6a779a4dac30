import ChineseEngine

/// A shape code's caret: in its keys (shown in the scheme's labels) or in a look-up's pinyin.
extension CodeSource {
    /// How many units the caret moves in: the look-up's letters, else the keys.
    private var units: Int { reading?.count ?? pattern.count }

    /// The caret's place in `composingText` (characters), nil when nothing is typed.
    var composingCaret: Int? {
        guard hasInput else { return nil }
        let offset = caret.offset(in: units)
        if reading != nil { return 1 + offset }
        return scheme.labelled(CodePattern(keys: Array(pattern.keys.prefix(offset)))).count
    }

    /// Moves the caret `offset` keys; false when nothing is typed.
    func moveCaret(by offset: Int) -> Bool {
        guard hasInput else { return false }
        caret.move(by: offset, count: units)
        return true
    }

    /// Puts the caret where `markedOffset` of `composingText` falls (a tap in the marked text).
    func placeCaret(atMarked markedOffset: Int) -> Bool {
        guard hasInput else { return false }
        if reading != nil {
            caret.place(at: markedOffset - 1, count: units)
        } else {
            let ends = (0...pattern.count).map { scheme.labelled(CodePattern(keys: Array(pattern.keys.prefix($0)))).count }
            let nearest = ends.indices.min { abs(ends[$0] - markedOffset) < abs(ends[$1] - markedOffset) } ?? pattern.count
            caret.place(at: nearest, count: units)
        }
        return true
    }
}
