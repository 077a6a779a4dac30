import EnglishEngine
import GestureTyping
import KeyGeometry
import KeyboardLayout
import ChineseEngine

/// What the gesture tests share: the standard layouts' letter keys as `shurufa swipe` reads
/// them (iPhone portrait), paths drawn through key centres, and one opened engine.
enum GestureFixtures {
    static func keyboard(_ name: String) -> KeyGeometry {
        let layout = try! LayoutLibrary.standard().layout(LayoutID(name))!
        let environment = KeyboardEnvironment()
        let size = StandardKeyboardSize.size(for: environment, candidateBar: layout.hasCandidateBar)
        return layout.fitted(in: size, environment: environment).keyGeometry!
    }

    static let qwerty = keyboard("qwerty")
    static let pinyin = keyboard("pinyin-26")
    static let engine = try! ChineseEngine()
    static let englishLexicon = try! EnglishLexicon()

    /// A path through the keys of `letters` (each aimed `offset` from its centre), `steps` samples
    /// between two keys, then `overshoot` points on past the last key in the last direction.
    static func path(_ letters: String, on keyboard: KeyGeometry, offset: SIMD2<Float> = .zero, steps: Int = 6,
                     overshoot: Float = 0) -> [SIMD2<Float>] {
        let aims = letters.map { keyboard.centre(of: $0)! + offset }
        var points: [SIMD2<Float>] = [aims[0]]
        for (a, b) in zip(aims, aims.dropFirst()) {
            for step in 1...steps { points.append(a + (b - a) * Float(step) / Float(steps)) }
        }
        if overshoot > 0, aims.count > 1 {
            let d = aims[aims.count - 1] - aims[aims.count - 2]
            let unit = d / max(1, (d * d).sum().squareRoot())
            points.append(aims[aims.count - 1] + unit * overshoot)
        }
        return points
    }
}
