extension PinyinInput {
    /// The most units (letters, apostrophes, other characters) one decode reads: 256, about 64
    /// syllables — far past what a keyboard composes (a few dozen syllables), small enough that
    /// a decode's time and memory are bounded whatever it is given (the lattice, the hypotheses
    /// and the arc scores grow with the units decoded, so one decode stays under a few MB).
    /// Longer input is decoded in windows: the decoder reads the first `maximumUnits` units, its
    /// candidates cover them, and picking one leaves the rest for the next decode
    /// (`LatticeDecoder.unitsBeyondWindow` says how many units were left for later).
    public static let maximumUnits = 256

    /// The first `maximumUnits` units of `text` read in `form`, and how many units follow them.
    /// Reads only the window's characters into units (a megabyte of input costs a count, not a
    /// unit array).
    static func window(of text: String, form: InputForm) -> (input: PinyinInput, beyond: Int) {
        guard let end = text.index(text.startIndex, offsetBy: maximumUnits, limitedBy: text.endIndex), end != text.endIndex else {
            return (PinyinInput(text, form: form), 0)
        }
        return (PinyinInput(String(text[..<end]), form: form), text[end...].count)
    }

    /// This input's first `maximumUnits` units, and how many units follow them.
    func window() -> (input: PinyinInput, beyond: Int) {
        guard count > Self.maximumUnits else { return (self, 0) }
        return (PinyinInput(units: Array(units.prefix(Self.maximumUnits))), count - Self.maximumUnits)
    }
}
