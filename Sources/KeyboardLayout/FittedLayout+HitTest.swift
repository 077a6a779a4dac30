import Foundation

extension FittedLayout {
    /// The index in `keys` of the key a touch belongs to: the key whose touch area is nearest,
    /// so a touch in a gap or past a row's edge still lands on a key (no dead zones).
    /// Where grown touch areas overlap, the key whose drawn frame is nearer wins.
    /// `nil` only in or above the candidate bar, for a point that is not a number, or with no keys.
    public func keyIndex(at point: LayoutPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        if let bar = candidateBarFrame, bar.height > 0, point.y < bar.maxY { return nil }
        return hitBoxes.withUnsafeBufferPointer { boxes -> Int? in
            var best = -1
            var bestHit = Double.infinity
            var bestFrame = Double.infinity
            let count = boxes.count / 8
            var index = 0
            while index < count {
                let base = index * 8
                let hx = max(boxes[base] - point.x, 0, point.x - boxes[base + 2])
                let hy = max(boxes[base + 1] - point.y, 0, point.y - boxes[base + 3])
                let hit = hx * hx + hy * hy
                if hit <= bestHit {
                    let fx = max(boxes[base + 4] - point.x, 0, point.x - boxes[base + 6])
                    let fy = max(boxes[base + 5] - point.y, 0, point.y - boxes[base + 7])
                    let frame = fx * fx + fy * fy
                    if hit < bestHit || frame < bestFrame {
                        best = index
                        bestHit = hit
                        bestFrame = frame
                    }
                }
                index += 1
            }
            return best >= 0 ? best : nil
        }
    }

    /// The key a touch belongs to (see `keyIndex(at:)`).
    public func key(at point: LayoutPoint) -> PlacedKey? {
        keyIndex(at: point).map { keys[$0] }
    }

    /// The id of the key a touch belongs to (see `keyIndex(at:)`).
    public func keyID(at point: LayoutPoint) -> String? {
        keyIndex(at: point).map { keys[$0].key.id }
    }
}
