import KeyboardLayout

extension KeyboardState {
    /// A gesture typed a word: what showed candidates closes, the highlight goes to the first, and
    /// a shift for one letter is used up (caps lock stays).
    mutating func finishGesture() {
        resetCandidates()
        if shift == .once { shift = .off }
    }
}
