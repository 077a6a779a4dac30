import KeyGeometry

extension KeyGeometry {
    /// The letter keys among `keys`: every key whose action types one ASCII letter (the first
    /// such key of a letter wins), at the centre of its hit frame — where it takes touches, the
    /// frame a touch point is measured from (`PlacedKey`) — in units of the letter keys' median
    /// width. Nil unless all 26 letters have a key (the numbers page, 9-key, 笔画).
    init?(letterKeys keys: [PlacedKey]) {
        var centres = [SIMD2<Float>?](repeating: nil, count: 26)
        var widths: [Double] = []
        for placed in keys {
            guard case .character(let text) = placed.key.action, text.count == 1, let letter = text.first,
                  let index = KeyGeometry.index(of: letter), centres[index] == nil else { continue }
            let frame = placed.hitFrame
            guard frame.width > 0, frame.height > 0 else { continue }
            centres[index] = SIMD2(Float(frame.midX), Float(frame.midY))
            widths.append(frame.width)
        }
        guard widths.count == 26 else { return nil }
        self.init(centres: centres.compactMap { $0 }, keyWidth: Float(widths.sorted()[widths.count / 2]))
    }
}
