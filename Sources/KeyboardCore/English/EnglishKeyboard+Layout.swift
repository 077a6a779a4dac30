import EnglishEngine
import KeyboardLayout

extension EnglishKeyboard {
    /// The letter keys of `layout` as English correction reads touches against them: each key's
    /// hit-frame centre in key widths (the letter keys' median width), the same unit the touch
    /// points are in (`PlacedKey.touchPoint(of:)`). Nil when the layout lacks a letter key `a`…`z`
    /// (the numbers page): correction then keeps the phone's arrangement.
    init?(layout: FittedLayout) {
        var frames: [LayoutRect] = []
        for index in 0..<26 {
            guard let key = layout.key(id: String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))) else { return nil }
            frames.append(key.hitFrame)
        }
        let width = frames.map(\.width).sorted()[13]
        guard width > 0 else { return nil }
        self.init(centres: frames.map { (Float($0.midX / width), Float($0.midY / width)) })
    }
}
