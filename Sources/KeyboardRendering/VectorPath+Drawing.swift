extension VectorPath {
    /// The path an SVG path's data spells, as `SVGWriter` writes it (`M0 0L1 0Q2 0 2 1Z`) or spaced
    /// out (`M 0.3 0.6 Q 0.5 0.82 0.7 0.6`): `M x y` (move), `L x y` (line), `Q cx cy x y`,
    /// `C c1x c1y c2x c2y x y` and `Z` (close), numbers in plain decimals separated by spaces or
    /// commas, so an icon's outline is written once as data. A command short of its numbers, a
    /// number that does not read or an unknown command ends the path there.
    public init(drawing: String) {
        self.init()
        var words: [Substring] = []
        var start: String.Index?
        for index in drawing.indices {
            let character = drawing[index]
            let separates = character == " " || character == ","
            if separates || character.isLetter, let begun = start {
                words.append(drawing[begun..<index])
                start = nil
            }
            if character.isLetter { words.append(drawing[index...index]) } else if !separates, start == nil { start = index }
        }
        if let begun = start { words.append(drawing[begun...]) }
        var rest = words[...]
        func numbers(_ count: Int) -> [Double]? {
            guard rest.count >= count else { return nil }
            let read = rest.prefix(count).compactMap { Double($0) }
            rest = rest.dropFirst(count)
            return read.count == count ? read : nil
        }
        let arity: [Substring: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
        while let command = rest.popFirst(), let count = arity[command], let p = numbers(count) {
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
