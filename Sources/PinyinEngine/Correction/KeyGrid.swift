/// Where the 26 letter keys sit on the QWERTY keyboard the engine assumes for 纠错, in key widths
/// (x: the key pitch along a row; y: rows, `rowPitch` key widths apart): `q` at (0, 0), the
/// middle row half a key in, the bottom row a key and a half in, as on a phone keyboard.
public struct KeyGrid: Hashable, Sendable {
    /// Distance between rows, in key widths (a phone's keys are taller than wide).
    public var rowPitch: Float

    /// A grid with rows `rowPitch` key widths apart.
    public init(rowPitch: Float = 1.4) {
        self.rowPitch = rowPitch
    }

    static let rows: [(letters: String, offset: Float)] = [("qwertyuiop", 0), ("asdfghjkl", 0.5), ("zxcvbnm", 1.5)]

    /// Column and row of each letter `a`…`z` (index `letter - a`).
    static let cells: [(x: Float, row: Int)] = {
        var cells = [(x: Float, row: Int)](repeating: (0, 0), count: 26)
        for (row, line) in rows.enumerated() {
            for (column, letter) in line.letters.utf8.enumerated() {
                cells[Int(letter - UInt8(ascii: "a"))] = (line.offset + Float(column), row)
            }
        }
        return cells
    }()

    /// The centre of `letter`'s key, in key widths.
    public func centre(of letter: UInt8) -> (x: Float, y: Float) {
        let cell = Self.cells[Int(letter &- UInt8(ascii: "a")) % 26]
        return (cell.x, Float(cell.row) * rowPitch)
    }

    /// The letter whose key centre is nearest to `point` (key widths, as `centre(of:)`): what a
    /// hit test on this keyboard types.
    public func nearestLetter(to point: (x: Float, y: Float)) -> UInt8 {
        var best: (letter: UInt8, distance: Float) = (UInt8(ascii: "a"), .infinity)
        for index in 0..<26 {
            let letter = UInt8(ascii: "a") + UInt8(index)
            let centre = centre(of: letter)
            let distance = (point.x - centre.x) * (point.x - centre.x) + (point.y - centre.y) * (point.y - centre.y)
            if distance < best.distance { best = (letter, distance) }
        }
        return best.letter
    }

    /// The keys that touch `letter`'s key: its left and right neighbours and the keys of the
    /// rows above and below that overlap it.
    public static func neighbours(of letter: UInt8) -> [UInt8] {
        let own = cells[Int(letter &- UInt8(ascii: "a")) % 26]
        var result: [UInt8] = []
        for (index, cell) in cells.enumerated() where index != Int(letter &- UInt8(ascii: "a")) {
            let dx = abs(cell.x - own.x)
            let near = cell.row == own.row ? dx <= 1 : abs(cell.row - own.row) == 1 && dx <= 1
            if near { result.append(UInt8(ascii: "a") + UInt8(index)) }
        }
        return result
    }
}

/// Where a finger landed for one letter, relative to the centre of the key it hit, in key widths
/// (x to the right, y downwards). KeyboardCore passes one with each letter it types.
public struct KeyTouch: Hashable, Sendable {
    /// Offset to the right of the key's centre, in key widths (0.5 is its right edge).
    public var x: Float
    /// Offset below the key's centre, in key widths (positive is down).
    public var y: Float
    /// A touch at (`x`, `y`) key widths from the centre of the key hit.
    public init(x: Float, y: Float) {
        self.x = x
        self.y = y
    }
}

/// A 2-D Gaussian touch model: a touch at offset `p` from the key of `typed` reads as `other`
/// at the cost −ln(N(p; other) / N(p; typed)), so a tap in a key's middle costs nothing and a
/// tap on a border costs little for either letter.
public struct TouchModel: Hashable, Sendable {
    /// Standard deviation of touches around a key centre, in key widths.
    public var sigma: Float = 0.3
    /// The keyboard's geometry.
    public var grid = KeyGrid()
    /// The model with the default sigma over the QWERTY grid.
    public init() {}

    /// The cost of reading a touch on `typed` as `intended`.
    public func cost(of touch: KeyTouch, typed: UInt8, as intended: UInt8) -> Float {
        let own = grid.centre(of: typed), other = grid.centre(of: intended)
        let x = own.x + touch.x, y = own.y + touch.y
        let dOther = (x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)
        let dOwn = touch.x * touch.x + touch.y * touch.y
        return max(0, (dOther - dOwn) / (2 * sigma * sigma))
    }
}
