extension KeyboardController {
    /// The 手写 pad (made when first asked for).
    public var handwriting: HandwritingPad {
        sources.source(for: .handwriting) as! HandwritingPad
    }
}
