extension VectorPath {
    /// The path an SVG-like drawing spells, its commands and numbers separated by spaces: `M x y`
    /// (move), `L x y` (line), `Q cx cy x y`, `C c1x c1y c2x c2y x y` and `Z` (close), as an icon's
    /// outline is written once as data (`M 0.3 0.6 Q 0.5 0.82 0.7 0.6`). A command short of its
    /// numbers, a number that does not read or an unknown letter ends the path there.
    public init(drawing: String) {
        self.init()
        var words = drawing.split(separator: " ")[...]
        func numbers(_ count: Int) -> [Double]? {
            guard words.count >= count else { return nil }
            let read = words.prefix(count).compactMap { Double($0) }
            words = words.dropFirst(count)
            return read.count == count ? read : nil
        }
        let arity: [Substring: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
        while let command = words.popFirst(), let count = arity[command], let p = numbers(count) {
            switch command {
            case "M": move(p[0], p[1])
            case "L": line(p[0], p[1])
            case "Q": quad(p[0], p[1], p[2], p[3])
            case "C": cubic(p[0], p[1], p[2], p[3], p[4], p[5])
            default: close()
            }
        }
    }
}
