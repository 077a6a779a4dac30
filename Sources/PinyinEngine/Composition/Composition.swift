/// A pinyin composition in progress: the letters typed, the pieces already picked (partial
/// selection) and the rest still to convert. Picking 你好 for `nihaoshijie` leaves `shijie`.
public struct Composition: Hashable, Sendable {
    /// A picked piece: its text and the input it consumed, as typed.
    public struct Pick: Hashable, Sendable {
        public let text: String
        public let input: String
        public let words: [Int32]
    }

    /// Everything typed, as typed.
    public internal(set) var input: String = ""
    /// The pieces picked so far, in order.
    public private(set) var picks: [Pick] = []

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

    /// Appends typed text (letters, apostrophes).
    public mutating func type(_ text: String) { input += text }

    /// Backspace: un-picks the last pick if there is one, else deletes the last typed character.
    public mutating func deleteBackward() {
        if !picks.isEmpty {
            picks.removeLast()
        } else if !input.isEmpty {
            input.removeLast()
        }
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
        picks.append(Pick(text: candidate.text, input: String(characters[consumedBefore..<end]), words: candidate.words))
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
