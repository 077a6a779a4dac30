import KeyGeometry
import PinyinEngine

extension ChineseComposer {
    /// The touch points of the input not yet picked (as `composition.remainingInput` cuts it).
    func remainingTouches() -> [KeyTouch?] {
        let touches = currentTouches
        var offset = composition.picks.reduce(0) { $0 + $1.input.count }
        let characters = Array(composition.input)
        while offset < characters.count, characters[offset] == "'" { offset += 1 }
        guard offset < touches.count else { return [] }
        return Array(touches[offset...])
    }
}
