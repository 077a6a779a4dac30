/// How the characters of a phrase were placed: on top of each other in one box (叠写), or side by
/// side along a line (行写). Read from the strokes themselves, never a mode the writer sets.
public enum PhraseLayout: String, Hashable, Sendable, CaseIterable {
    /// Every character written over the same square of the pad.
    case overlapped
    /// Each character to the right of the last, along a line.
    case sideBySide

    /// The layout of ink whose strokes have boxes `boxes`, in writing order. Side by side when
    /// the ink spreads along a line: its whole box is clearly wider than tall (more than
    /// `lineAspect`) and the strokes' centres move right as the writing goes on (their order and
    /// their x positions agree: Kendall's tau above one half). One character, however wide, and
    /// a pile of overlapped characters both fail one of the two.
    public static func detect(boxes: [InkBox], lineAspect: Double = 1.4) -> PhraseLayout {
        guard boxes.count >= 2, let whole = InkBox.union(boxes[...]), whole.height > 0 else { return .overlapped }
        guard whole.width > lineAspect * whole.height else { return .overlapped }
        // Kendall's tau between writing order and x, over pairs of strokes at least a fifth of
        // the height apart (so the strokes within one character count little).
        let gap = whole.height / 5
        var agree = 0, disagree = 0
        let centres = boxes.map(\.midX)
        let step = max(1, centres.count / 64)  // a long phrase: a sample of the pairs
        for i in stride(from: 0, to: centres.count, by: step) {
            for j in stride(from: i + 1, to: centres.count, by: step) {
                let d = centres[j] - centres[i]
                if d > gap { agree += 1 } else if d < -gap { disagree += 1 }
            }
        }
        guard agree + disagree > 0 else { return .overlapped }
        let tau = Double(agree - disagree) / Double(agree + disagree)
        return tau > 0.5 ? .sideBySide : .overlapped
    }
}
