import Foundation

/// How often each character of a stroke table is written, by the engine's own model: a
/// character's cost (−ln, nats) is that of its share of running text, Σ over the lexicon's words
/// of P(word) × the times the word holds it, so 们 is as common as the 我们 and 他们 it is typed
/// in, not as rare as 们 written alone. Kept per table entry (2 bytes each, about 230 kB for
/// the shipped table), computed once from the mapped lexicon and model (tens of milliseconds).
public struct CharacterPrior: Sendable {
    /// Entry `i`'s character cost in thousandths of a nat; `UInt16.max` for a character the
    /// lexicon never writes.
    let costs: [UInt16]

    /// The cost of a character the lexicon never writes (rare and traditional-only characters).
    public static let unknownCost: Float = 30

    /// The prior of `table`'s characters under `lexicon` and `model`.
    public init(table: StrokeTable, lexicon: Lexicon, model: LanguageModel) {
        var mass = [Double](repeating: 0, count: 0x10000)
        var astral: [UInt32: Double] = [:]
        for word in 1..<Int32(max(1, lexicon.allWordCount)) {
            guard let range = lexicon.unitRange(of: word), !range.isEmpty else { continue }
            let probability = Double(exp(-model.unigramCost(word)))
            var position = range.lowerBound
            while position < range.upperBound {
                let unit = lexicon.unit(at: position)
                if UTF16.isLeadSurrogate(unit), position + 1 < range.upperBound {
                    let trail = lexicon.unit(at: position + 1)
                    astral[0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00), default: 0] += probability
                    position += 2
                } else {
                    mass[Int(unit)] += probability
                    position += 1
                }
            }
        }
        costs = (0..<table.count).map { entry in
            let scalar = table.character(at: entry).value
            let share = scalar < 0x10000 ? mass[Int(scalar)] : astral[scalar] ?? 0
            guard share > 0 else { return UInt16.max }
            return UInt16(clamping: Int((-log(share) * 1000).rounded()))
        }
    }

    /// Entry `entry`'s character cost in nats (`unknownCost` when the lexicon never writes it).
    @inline(__always)
    public func cost(at entry: Int) -> Float {
        let value = costs[entry]
        return value == .max ? Self.unknownCost : Float(value) / 1000
    }
}
