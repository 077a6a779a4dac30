/// A pinyin composition in progress: the letters typed, the pieces already picked (partial
/// selection) and the rest still to convert. Picking 你好 for `nihaoshijie` leaves `shijie`.
public struct Composition: Hashable, Sendable {
    /// A picked piece: its text, the input it consumed as typed, and its words with the syllables
    /// the decoder read each by (what learning needs, kept as the decoder found them).
    public struct Pick: Hashable, Sendable {
        /// The text picked.
        public let text: String
        /// The input it consumed, as typed (`nh`, `ni'hao`).
        public let input: String
        /// The lexicon (or user) words it is made of.
        public let words: [WordID]
        /// The syllables of each of `words` (`xxs` for 小学生: xiao xue sheng); empty when the
        /// decoder did not know them (a literal, an English word).
        public let syllables: [[UInt16]]

        /// Whether every word comes with its syllables (a pick learning can take as it is).
        public var isReadable: Bool { !words.isEmpty && syllables.count == words.count }
    }

    /// Everything typed, as typed.
    public internal(set) var input: String = ""
    /// The pieces picked so far, in order.
    public private(set) var picks: [Pick] = []
    /// Where typing goes in `input`'s characters (`caret`): the end unless moved.
    public private(set) var inputCaret = InputCaret()

    /// An empty composition.
    public init() {}

    /// A composition of `input` with nothing picked.
    public init(input: String) { self.input = input }

    /// The input not yet consumed by picks.
    public var remainingInput: String {
        // One pass: dropping leading apostrophes one by one was quadratic (200,000 of them took seconds).
        let consumed = picks.reduce(0) { $0 + $1.input.count }
        return String(input.dropFirst(consumed).drop { $0 == "'" })
    }

    /// Whether nothing is typed.
    public var isEmpty: Bool { input.isEmpty }

    /// Whether every letter is converted: the text is ready to commit.
    public var isComplete: Bool { !picks.isEmpty && remainingInput.isEmpty }

    /// The text picked so far.
    public var pickedText: String { picks.map(\.text).joined() }

    /// Types text (letters, apostrophes) at the caret, which stays after it.
    public mutating func type(_ text: String) {
        guard inputCaret.unitsAfter > 0 else { return input += text }
        input.insert(contentsOf: text, at: input.index(input.endIndex, offsetBy: -inputCaret.unitsAfter))
    }

    /// Backspace. With the caret at the end: un-picks the last pick if there is one, else deletes
    /// the last typed character. With the caret inside the rest: deletes the character before it,
    /// or, at the start of the rest, un-picks the last pick (the caret keeps its place).
    public mutating func deleteBackward() {
        if inputCaret.unitsAfter > 0 {
            if caret > restStart {
                input.remove(at: input.index(input.endIndex, offsetBy: -inputCaret.unitsAfter - 1))
            } else if !picks.isEmpty {
                picks.removeLast()
            }
        } else if !picks.isEmpty {
            picks.removeLast()
        } else if !input.isEmpty {
            input.removeLast()
        }
    }

    /// Where the caret is: an offset in `input`'s characters, never inside what picks consumed.
    public var caret: Int { inputCaret.offset(in: input.count) }

    /// Where the rest begins in `input` (after what picks consumed and the separators after it):
    /// the caret's leftmost place.
    public var restStart: Int { input.count - remainingInput.count }

    /// Puts the caret at `offset` in `input`, kept between `restStart` and the end.
    public mutating func moveCaret(to offset: Int) {
        inputCaret.place(at: offset, start: restStart, count: input.count)
    }

    /// Moves the caret `offset` characters (negative: left), stopping at either end of the rest.
    public mutating func moveCaret(by offset: Int) {
        inputCaret.move(by: offset, start: restStart, count: input.count)
    }

    /// Picks `candidate`, a candidate of `remainingInput`; returns the composition for the rest.
    public func selecting(_ candidate: Candidate) -> Composition {
        var next = self
        next.select(candidate)
        return next
    }

    /// Picks `candidate` in place (see `selecting(_:)`).
    public mutating func select(_ candidate: Candidate) {
        let consumedBefore = picks.reduce(0) { $0 + $1.input.count }
        var offset = consumedBefore
        let characters = Array(input)
        while offset < characters.count, characters[offset] == "'" { offset += 1 }
        let end = min(characters.count, offset + candidate.length)
        picks.append(Pick(text: candidate.text, input: String(characters[consumedBefore..<end]), words: candidate.words,
                          syllables: candidate.readings))
        // The caret keeps its place in the rest (at its start when it was in the part picked).
        moveCaret(by: 0)
    }

    /// The text to commit: the picks, plus the rest as typed if anything is left.
    public var textToCommit: String { pickedText + remainingInput }

    /// The marked text to show while composing: the picks, then the rest segmented by `decoder`
    /// (which must have decoded `remainingInput`), e.g. `你好shi'jie`.
    /// Past the decoder's window, the rest is shown as typed.
    public func markedText(segmentedBy decoder: LatticeDecoder) -> String {
        let rest = remainingInput
        guard !rest.isEmpty else { return pickedText }
        decoder.decode(rest)
        let beyond = decoder.unitsBeyondWindow
        return pickedText + decoder.segmentedPinyin() + (beyond > 0 ? String(rest.suffix(beyond)) : "")
    }
}
