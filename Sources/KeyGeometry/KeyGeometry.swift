/// Where the 26 letter keys sit, as the keyboard draws them: every decoder that reads where a
/// finger went — pinyin 纠错, English correction, both 滑行 decoders — reads this one value. A
/// keyboard builds it from the fitted layout it shows (`FittedLayout.keyGeometry`: device,
/// orientation, one-handed, height), so a slip is priced by the keys the user sees; a caller with
/// no keyboard (the command line) uses `phone`.
///
/// Centres are in the keyboard's points (y down); touches, costs and neighbours are measured in
/// key widths (`keyWidth` points: the letter keys' median width).
public struct KeyGeometry: Hashable, Sendable {
    /// The centre of each letter key `a`…`z` (index: the letter's offset from `a`), in points.
    public let centres: [SIMD2<Float>]
    /// The letter keys' median width, in points: the unit of touches, costs and pitches.
    public let keyWidth: Float
    /// The distance between two rows' centres, in key widths (the least between any two rows; a
    /// phone's keys are taller than wide, a landscape keyboard's rows are nearer).
    public let rowPitch: Float
    /// The distance between two neighbouring keys' centres along a row, in key widths (the
    /// spacing between keys makes it more than 1 on a drawn keyboard).
    public let columnPitch: Float

    /// The keys at `centres` (`a`…`z`, 26 of them, in points) with letter keys `keyWidth` points
    /// wide; nil unless all 26 are given, all finite, and the width is positive. Keys whose
    /// centres lie within `rowTolerance` key widths vertically share a row (a landscape keyboard's
    /// rows can be less than half a key width apart).
    public init?(centres: [SIMD2<Float>], keyWidth: Float) {
        guard centres.count == 26, keyWidth > 0, keyWidth.isFinite,
              centres.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        self.centres = centres
        self.keyWidth = keyWidth
        let units = centres.map { $0 / keyWidth }
        let ys = units.map(\.y).sorted()
        var rows = Float.infinity
        for (a, b) in zip(ys, ys.dropFirst()) where b - a > Self.rowTolerance { rows = min(rows, b - a) }
        rowPitch = rows.isFinite ? rows : 1
        var columns = Float.infinity
        for (index, one) in units.enumerated() {
            for two in units[(index + 1)...] where abs(one.y - two.y) <= Self.rowTolerance && abs(one.x - two.x) > Self.rowTolerance {
                columns = min(columns, abs(one.x - two.x))
            }
        }
        columnPitch = columns.isFinite ? columns : 1
    }

    /// How far apart vertically two keys' centres may lie and share a row, in key widths.
    static let rowTolerance: Float = 0.05

    /// The phone's QWERTY keyboard, in key widths (`keyWidth` 1): `q` at (0, 0), the middle row
    /// half a key in, the bottom row a key and a half in, rows 1.4 key widths apart.
    public static let phone: KeyGeometry = {
        var centres = [SIMD2<Float>](repeating: .zero, count: 26)
        for (row, line) in phoneRows.enumerated() {
            for (column, letter) in line.letters.utf8.enumerated() {
                centres[Int(letter - UInt8(ascii: "a"))] = SIMD2(line.offset + Float(column), Float(row) * 1.4)
            }
        }
        return KeyGeometry(centres: centres, keyWidth: 1)!
    }()

    /// The phone's letter rows and how far each is indented, in key widths.
    static let phoneRows: [(letters: String, offset: Float)] = [("qwertyuiop", 0), ("asdfghjkl", 0.5), ("zxcvbnm", 1.5)]

    /// The offset from `a` of an ASCII letter byte of either case, or nil.
    @inline(__always)
    public static func index(of byte: UInt8) -> Int? {
        switch byte {
        case 97...122: return Int(byte - 97)
        case 65...90: return Int(byte - 65)
        default: return nil
        }
    }

    /// The offset from `a` of an ASCII letter of either case, or nil.
    public static func index(of letter: Character) -> Int? {
        letter.asciiValue.flatMap { index(of: $0) }
    }

    /// Whether `byte` is a lower-case ASCII letter.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }

    /// The centre of `letter`'s key (an ASCII letter byte of either case; others wrap), in points.
    @inline(__always)
    public func centre(of letter: UInt8) -> SIMD2<Float> {
        centres[Self.index(of: letter) ?? Int(letter &- 97) % 26]
    }

    /// The centre of `letter`'s key in points, or nil for a character that is not an ASCII letter.
    public func centre(of letter: Character) -> SIMD2<Float>? {
        Self.index(of: letter).map { centres[$0] }
    }

    /// The lower-case letter whose key centre is nearest to `point` (in points): what a hit test
    /// on these keys types.
    public func nearestLetter(to point: SIMD2<Float>) -> UInt8 {
        var best = (index: 0, distance: Float.infinity)
        for (index, centre) in centres.enumerated() {
            let d = centre - point
            let squared = (d * d).sum()
            if squared < best.distance { best = (index, squared) }
        }
        return UInt8(97 + best.index)
    }

    /// Whether the keys of two lower-case letters touch (a slip between them is a near miss): at
    /// most a key apart along the row and a row apart.
    public func areNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
        guard Self.isLetter(a), Self.isLetter(b), a != b else { return false }
        let d = (centres[Int(a - 97)] - centres[Int(b - 97)]) / keyWidth
        return abs(d.y) <= rowPitch * 1.01 && abs(d.x) <= columnPitch * 1.01
    }

    /// The letters whose keys touch `letter`'s (`areNeighbours`), a to z.
    public func neighbours(of letter: UInt8) -> [UInt8] {
        (0..<26).map { UInt8(97 + $0) }.filter { areNeighbours(letter, $0) }
    }

    /// The cost in nats of reading a touch on `typed`'s key as `intended`: −ln of the ratio of
    /// the two keys' Gaussian likelihoods (touches spread `spread` key widths around a centre) at
    /// the touch point — `typed`'s centre when `touch` is nil — never below zero. So a tap in a
    /// key's middle costs nothing to read as itself and a tap on a border little as either
    /// letter. 0 for the same letter; infinite unless both are lower-case letters.
    @inline(__always)
    public func touchCost(of touch: KeyTouch?, typed: UInt8, as intended: UInt8, spread: Float) -> Float {
        guard typed != intended, Self.isLetter(typed), Self.isLetter(intended) else { return typed == intended ? 0 : .infinity }
        let own = centres[Int(typed - 97)] / keyWidth, other = centres[Int(intended - 97)] / keyWidth
        let offset = SIMD2(touch?.x ?? 0, touch?.y ?? 0)
        let d = own + offset - other
        let toOther = d.x * d.x + d.y * d.y
        let toOwn = offset.x * offset.x + offset.y * offset.y
        return max(0, (toOther - toOwn) / (2 * spread * spread))
    }
}

/// What a decoder pays to read a touch as another key's letter: its own `base` for any slip read
/// from a touch point, plus the keys' Gaussian touch cost with touches spread `spread` key widths
/// around a centre (`KeyGeometry.touchCost`). Each engine tunes its own on its own typing.
public struct TouchPricing: Hashable, Sendable {
    /// Added to every slip read from a touch point, in nats.
    public var base: Float
    /// How far touches spread around a key's centre (the Gaussian's standard deviation), in key widths.
    public var spread: Float

    /// Pricing at `base` nats plus the touch cost with touches spread `spread` key widths.
    public init(base: Float, spread: Float) { (self.base, self.spread) = (base, spread) }

    /// What reading a touch on `typed`'s key as `intended` costs over `keys`.
    @inline(__always)
    public func cost(of touch: KeyTouch?, typed: UInt8, as intended: UInt8, on keys: KeyGeometry) -> Float {
        base + keys.touchCost(of: touch, typed: typed, as: intended, spread: spread)
    }
}

/// Where a finger landed for one letter, relative to the centre of the key it hit, in key widths
/// (x to the right, y downwards; 0.5 is the key's edge). The keyboard passes one with each letter
/// it types, for the decoders to read against a `KeyGeometry`.
public struct KeyTouch: Hashable, Sendable {
    /// Offset to the right of the key's centre, in key widths.
    public var x: Float
    /// Offset below the key's centre, in key widths.
    public var y: Float

    /// A touch at (`x`, `y`) key widths from the centre of the key hit.
    public init(x: Float, y: Float) { (self.x, self.y) = (x, y) }
}
