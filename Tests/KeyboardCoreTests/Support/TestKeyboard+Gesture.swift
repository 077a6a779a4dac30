import KeyboardLayout
@testable import KeyboardCore

extension TestKeyboard {
    /// Draws a 滑行 gesture: a finger down on the first key's centre, through the others' centres
    /// (`steps` moves between each two, 12 ms apart), lifted on the last; then 0.5 s pass.
    /// Returns what the lift made.
    @discardableResult
    func swipe(_ keyIDs: [String], steps: Int = 5) throws -> [TouchOutput] {
        let centres = try keyIDs.map { try center(of: $0) }
        let id = down(at: centres[0])
        for (from, to) in zip(centres, centres.dropFirst()) {
            for step in 1...steps {
                let f = Double(step) / Double(steps)
                move(id, to: LayoutPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), time: now + 0.012)
            }
        }
        let lifted = up(id, at: centres[centres.count - 1], time: now + 0.012)
        now += 0.5
        return lifted
    }
}
