import Foundation
import Handwriting
import ShurufaTestSupport

/// Hand-made writings on a 300 x 300 pad for the tests.
enum TestInk {
    /// A straight stroke from `a` to `b` through `count` evenly spaced points.
    static func line(_ a: (Double, Double), _ b: (Double, Double), count: Int = 20) -> InkStroke {
        InkStroke((0..<count).map { k in
            let t = Double(k) / Double(count - 1)
            return InkPoint(x: a.0 + (b.0 - a.0) * t, y: a.1 + (b.1 - a.1) * t, time: Double(k) * 0.01)
        })
    }

    /// 一: one horizontal stroke.
    static let one = Ink(strokes: [line((40, 150), (260, 150))])
    /// 十: a horizontal stroke, then a vertical one through it.
    static let ten = Ink(strokes: [line((40, 140), (260, 140)), line((150, 30), (150, 280))])
    /// 丨: one vertical stroke.
    static let vertical = Ink(strokes: [line((150, 30), (150, 280))])
    /// 口: left side, the top and right side in one turn, the bottom.
    static let mouth = Ink(strokes: [
        line((70, 70), (70, 240)),
        InkStroke(line((70, 70), (230, 70)).points + line((230, 70), (230, 240)).points.dropFirst()),
        line((70, 235), (230, 235)),
    ])

    /// `ink` moved by a seeded wobble of up to `amount` on every point.
    static func shaken(_ ink: Ink, seed: UInt64, amount: Double = 3) -> Ink {
        var generator = SeededGenerator(seed: seed)
        var shaken = ink
        for s in shaken.strokes.indices {
            for p in shaken.strokes[s].points.indices {
                shaken.strokes[s].points[p].x += Double.random(in: -amount...amount, using: &generator)
                shaken.strokes[s].points[p].y += Double.random(in: -amount...amount, using: &generator)
            }
        }
        return shaken
    }

    /// A model of the given writings alone, their features as prototypes (no projection: the
    /// identity), written to a temporary file.
    static func tinyModel(_ writings: [(Character, Ink)], scale: Float = 0.5) throws -> (path: String, bytes: [UInt8]) {
        let features = DirectionFeatures()
        var prototypes: [Float] = []
        for (_, ink) in writings { prototypes += features.features(of: try ink.cleanedStrokes())! }
        var projection = [Float](repeating: 0, count: features.count * features.count)
        for i in 0..<features.count { projection[i * features.count + i] = 1 }
        let parts = HandwritingModel.Parts(characters: writings.map(\.0), mean: [Float](repeating: 0, count: features.count),
                                           projection: projection, prototypes: prototypes, likelihoodScale: scale)
        let bytes = parts.encoded()
        let path = temporaryPath("tiny.bin")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-hw-\(UUID().uuidString)-\(name)").path
    }
}
