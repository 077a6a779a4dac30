extension Ink {
    /// The most points the recognizer reads; a longer trace is thinned evenly (a 100,000-point
    /// scribble costs a pass over it, not a slow recognition).
    public static let pointLimit = 4096

    /// The strokes as the recognizer reads them: points that are not finite numbers dropped,
    /// strokes left empty dropped, and a trace of more than `pointLimit` points thinned to about
    /// that many (every k-th kept, and each stroke's last point). Throws for a canvas without area.
    public func cleanedStrokes() throws(HandwritingError) -> [[SIMD2<Double>]] {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidCanvas(width: width, height: height)
        }
        var total = 0
        for stroke in strokes { total += stroke.points.count }
        let step = max(1, (total + Self.pointLimit - 1) / Self.pointLimit)
        var cleaned: [[SIMD2<Double>]] = []
        cleaned.reserveCapacity(strokes.count)
        for stroke in strokes {
            var points: [SIMD2<Double>] = []
            points.reserveCapacity(stroke.points.count / step + 1)
            let last = stroke.points.count - 1
            for (index, point) in stroke.points.enumerated() where point.isFinite && (index % step == 0 || index == last) {
                points.append(SIMD2(point.x, point.y))
            }
            if !points.isEmpty { cleaned.append(points) }
        }
        return cleaned
    }
}
