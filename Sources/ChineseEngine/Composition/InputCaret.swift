/// A caret in typed units (a composition's letters, 注音's symbols, a shape code's keys), counted
/// from the end so an edit before it leaves it in place; kept between the first unit not yet
/// picked and the end. `Composition` keeps one, and so does every form with input of its own.
public struct InputCaret: Hashable, Sendable {
    /// How many units follow the caret (0: at the end, where typing goes by default).
    public private(set) var unitsAfter = 0

    /// A caret at the end.
    public init() {}

    /// The caret's offset in `count` units.
    public func offset(in count: Int) -> Int { count - min(unitsAfter, count) }

    /// Puts the caret at `offset`, kept between `start` and `count`.
    public mutating func place(at offset: Int, start: Int = 0, count: Int) {
        unitsAfter = count - min(max(offset, start), count)
    }

    /// Moves the caret `offset` units (negative: left), kept between `start` and `count`.
    public mutating func move(by offset: Int, start: Int = 0, count: Int) {
        let (target, overflow) = self.offset(in: count).addingReportingOverflow(offset)
        place(at: overflow ? (offset > 0 ? count : start) : target, start: start, count: count)
    }

    /// Back at the end.
    public mutating func reset() { unitsAfter = 0 }
}

extension Array {
    /// Inserts `element` at `caret` (which stays after it).
    public mutating func insert(_ element: Element, at caret: InputCaret) {
        insert(element, at: caret.offset(in: count))
    }

    /// Removes the element before `caret`, if any after `start`; false when there is none.
    @discardableResult
    public mutating func removeBefore(_ caret: InputCaret, start: Int = 0) -> Bool {
        let offset = caret.offset(in: count)
        guard offset > start else { return false }
        remove(at: offset - 1)
        return true
    }
}
