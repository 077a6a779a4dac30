/// The letter keys a gesture is drawn over, as the decoder sees them: each letter's key centre
/// and the keys' pitch (a typical key width), read from a layout's key faces by the caller, so
/// the decoder knows no keyboard of its own.
public struct GestureKeyboard: Sendable, Equatable {
    /// A letter key's face: the letter it types (a–z) and its frame in keyboard points.
    public struct KeyFace: Sendable, Equatable {
        /// The lower-case ASCII letter the key types.
        public var letter: Character
        /// The frame's left edge, top edge, width and height in points (y grows down).
        public var x: Double, y: Double, width: Double, height: Double

        /// A key face of `letter` at `x`, `y` sized `width` × `height`.
        public init(letter: Character, x: Double, y: Double, width: Double, height: Double) {
            self.letter = letter
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The centre of each letter's key, indexed by the letter's offset from `a` (nil: no key).
    let centres: [SIMD2<Float>?]
    /// The median key width: the unit every distance is measured in.
    public let keyPitch: Float

    /// The keyboard of `faces` (letters other than a–z are ignored; the first face of a letter wins).
    /// Fails when no a–z key is given or the keys have no width.
    public init?(faces: [KeyFace]) {
        var centres = [SIMD2<Float>?](repeating: nil, count: 26)
        var widths: [Double] = []
        for face in faces {
            guard let index = Self.index(of: face.letter), centres[index] == nil, face.width > 0, face.height > 0 else { continue }
            centres[index] = SIMD2(Float(face.x + face.width / 2), Float(face.y + face.height / 2))
            widths.append(face.width)
        }
        guard !widths.isEmpty else { return nil }
        self.centres = centres
        keyPitch = Float(widths.sorted()[widths.count / 2])
    }

    /// The offset of a lower- or upper-case ASCII letter from `a`, or nil.
    static func index(of letter: Character) -> Int? {
        guard let ascii = letter.asciiValue else { return nil }
        return index(ofByte: ascii)
    }

    /// The offset of an ASCII letter byte from `a`, or nil.
    @inline(__always)
    static func index(ofByte byte: UInt8) -> Int? {
        switch byte {
        case 97...122: return Int(byte - 97)
        case 65...90: return Int(byte - 65)
        default: return nil
        }
    }

    /// The centre of `letter`'s key, if the keyboard has it.
    public func centre(of letter: Character) -> SIMD2<Float>? {
        Self.index(of: letter).flatMap { centres[$0] }
    }

    /// The key centre nearest to `point` and its letter.
    public func nearestLetter(to point: SIMD2<Float>) -> Character? {
        var best: (Int, Float)?
        for (index, centre) in centres.enumerated() {
            guard let centre else { continue }
            let d = centre - point
            let squared = (d * d).sum()
            if best == nil || squared < best!.1 { best = (index, squared) }
        }
        return best.map { Character(Unicode.Scalar(UInt8(97 + $0.0))) }
    }
}
