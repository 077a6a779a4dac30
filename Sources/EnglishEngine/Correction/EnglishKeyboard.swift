/// Where the 26 letter keys sit on a phone's QWERTY keyboard, in key widths: `q` at (0, 0), the
/// middle row half a key in, the bottom row a key and a half in, rows `rowPitch` key widths apart.
/// Correction prices a slip by how far the key meant lies from where the finger landed.
public struct EnglishKeyboard: Hashable, Sendable {
    /// Distance between rows, in key widths (a phone's keys are taller than wide).
    public var rowPitch: Float
    /// Standard deviation of touches around a key's centre, in key widths.
    public var sigma: Float

    /// A keyboard with rows `rowPitch` key widths apart and touches spread by `sigma`.
    public init(rowPitch: Float = 1.4, sigma: Float = 0.35) {
        self.rowPitch = rowPitch
        self.sigma = sigma
    }

    static let rows: [(letters: String, offset: Float)] = [("qwertyuiop", 0), ("asdfghjkl", 0.5), ("zxcvbnm", 1.5)]

    /// Column and row of each letter `a`…`z`.
    static let cells: [(x: Float, row: Float)] = {
        var cells = [(x: Float, row: Float)](repeating: (0, 0), count: 26)
        for (row, line) in rows.enumerated() {
            for (column, letter) in line.letters.utf8.enumerated() {
                cells[Int(letter - UInt8(ascii: "a"))] = (line.offset + Float(column), Float(row))
            }
        }
        return cells
    }()

    /// The centre of `letter`'s key (a lower-case ASCII letter), in key widths.
    public func centre(of letter: UInt8) -> (x: Float, y: Float) {
        let cell = Self.cells[Int(letter &- UInt8(ascii: "a")) % 26]
        return (cell.x, cell.row * rowPitch)
    }

    /// The cost in nats of reading a touch for `typed` as `other`: −ln of the ratio of the two
    /// keys' Gaussian likelihoods at the touch point (the centre of `typed` when `touch` is nil),
    /// never below zero. Both letters lower case.
    public func slipCost(typed: UInt8, other: UInt8, touch: EnglishTouch?) -> Float {
        guard typed != other, Self.isLetter(typed), Self.isLetter(other) else { return typed == other ? 0 : .infinity }
        let own = centre(of: typed), meant = centre(of: other)
        let point = (x: own.x + (touch?.x ?? 0), y: own.y + (touch?.y ?? 0))
        let toMeant = (point.x - meant.x) * (point.x - meant.x) + (point.y - meant.y) * (point.y - meant.y)
        let toOwn = (point.x - own.x) * (point.x - own.x) + (point.y - own.y) * (point.y - own.y)
        return max(0, (toMeant - toOwn) / (2 * sigma * sigma))
    }

    /// Whether two letters' keys touch (a slip between them is a near miss).
    public func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
        guard Self.isLetter(a), Self.isLetter(b), a != b else { return false }
        let one = Self.cells[Int(a - UInt8(ascii: "a"))], two = Self.cells[Int(b - UInt8(ascii: "a"))]
        return abs(one.row - two.row) <= 1 && abs(one.x - two.x) <= 1
    }

    static func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}

/// Where a finger landed for one letter, relative to the centre of the key it hit, in key widths
/// (x to the right, y downwards, both in key widths; 0.5 is the key's edge).
public struct EnglishTouch: Hashable, Sendable {
    /// Offset to the right of the key's centre.
    public var x: Float
    /// Offset below the key's centre.
    public var y: Float

    /// A touch at (`x`, `y`) from the centre of the key hit.
    public init(x: Float, y: Float) {
        self.x = x
        self.y = y
    }
}
