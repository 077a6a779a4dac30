/// Where the 26 letter keys sit, in key widths, and how touches spread around them. By default a
/// phone's QWERTY keyboard: `q` at (0, 0), the middle row half a key in, the bottom row a key and a
/// half in, rows `rowPitch` key widths apart; a keyboard can instead give the centres of the keys it
/// draws (`init(centres:sigma:)`: another device, landscape, another arrangement), so correction
/// prices a slip by the keys the user actually sees.
public struct EnglishKeyboard: Hashable, Sendable {
    /// Distance between rows, in key widths (a phone's keys are taller than wide).
    public private(set) var rowPitch: Float
    /// Standard deviation of touches around a key's centre, in key widths.
    public var sigma: Float
    /// x and y of `a`…`z`'s key centres, in key widths (x at even indices, y at odd).
    private var centres: [Float]

    /// The phone's QWERTY keyboard with rows `rowPitch` key widths apart and touches spread by `sigma`.
    public init(rowPitch: Float = 1.4, sigma: Float = 0.35) {
        self.rowPitch = rowPitch
        self.sigma = sigma
        var centres = [Float](repeating: 0, count: 52)
        for (row, line) in Self.rows.enumerated() {
            for (column, letter) in line.letters.utf8.enumerated() {
                let index = Int(letter - UInt8(ascii: "a"))
                centres[2 * index] = line.offset + Float(column)
                centres[2 * index + 1] = Float(row) * rowPitch
            }
        }
        self.centres = centres
    }

    /// The keyboard whose letter keys have these centres (`a`…`z`, 26 of them, in key widths: a
    /// key's width is 1), touches spread by `sigma`; nil unless all 26 are given and finite. Keys
    /// whose centres lie less than half a key apart vertically share a row; rows lie `rowPitch`
    /// apart (the smallest distance between two rows).
    public init?(centres points: [(x: Float, y: Float)], sigma: Float = 0.35) {
        guard points.count == 26, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let ys = points.map(\.y).sorted()
        var pitch = Float.infinity
        for (a, b) in zip(ys, ys.dropFirst()) where b - a >= 0.5 { pitch = min(pitch, b - a) }
        rowPitch = pitch.isFinite ? pitch : 1
        self.sigma = sigma
        centres = points.flatMap { [$0.x, $0.y] }
    }

    static let rows: [(letters: String, offset: Float)] = [("qwertyuiop", 0), ("asdfghjkl", 0.5), ("zxcvbnm", 1.5)]

    /// The centre of `letter`'s key (a lower-case ASCII letter), in key widths.
    public func centre(of letter: UInt8) -> (x: Float, y: Float) {
        let index = Int(letter &- UInt8(ascii: "a")) % 26
        return (centres[2 * index], centres[2 * index + 1])
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

    /// Whether two letters' keys touch (a slip between them is a near miss): at most a key apart
    /// along the row and a row apart.
    public func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
        guard Self.isLetter(a), Self.isLetter(b), a != b else { return false }
        let one = centre(of: a), two = centre(of: b)
        return abs(one.y - two.y) <= rowPitch * 1.01 && abs(one.x - two.x) <= 1.01
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
