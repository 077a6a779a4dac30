import KeyGeometry
import ChineseEngine

extension ChineseComposer {
    /// The touch points of the input not yet picked (as `composition.remainingInput` cuts it).
    func remainingTouches() -> [KeyTouch?] {
        let touches = currentTouches
        let offset = remainingOffset
        guard offset < touches.count else { return [] }
        return Array(touches[offset...])
    }

    /// Where `composition.remainingInput` starts in `composition.input` (after the picks' input
    /// and the separators after it).
    var remainingOffset: Int {
        var offset = composition.picks.reduce(0) { $0 + $1.input.count }
        let characters = Array(composition.input)
        while offset < characters.count, characters[offset] == "'" { offset += 1 }
        return offset
    }
}
