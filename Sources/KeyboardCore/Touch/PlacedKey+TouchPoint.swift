import KeyGeometry
import KeyboardLayout
import ChineseEngine

extension PlacedKey {
    /// Where `point` lies relative to the centre of this key's hit frame (the key and half the
    /// gaps around it), in the key's widths: what 纠错 reads a letter's touch by. Nil for a key
    /// with no width.
    func touchPoint(of point: LayoutPoint) -> KeyTouch? {
        let frame = hitFrame
        guard frame.width > 0 else { return nil }
        return KeyTouch(x: Float((point.x - frame.midX) / frame.width), y: Float((point.y - frame.midY) / frame.width))
    }
}
