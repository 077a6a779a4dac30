import KeyboardLayout
import Testing
@testable import KeyboardCore

/// `GestureRule` as the interpreter applies it: what makes a 滑行 gesture, and what stays a tap,
/// a slide to the neighbour, a flick up, a long press, the space bar's caret drag or delete's repeat.
extension TouchInterpreterTests {
    /// Drags finger 1 from the first key's centre through the others' (`steps` moves between
    /// each two, 10 ms apart) and lifts on the last: every output, in order.
    func drag(_ ids: [String], steps: Int = 4, start: Double = 0) throws -> [TouchOutput] {
        let centres = try ids.map { try key($0).frame.center }
        var outputs = began(1, centres[0], start)
        var time = start
        for (from, to) in zip(centres, centres.dropFirst()) {
            for step in 1...steps {
                let f = Double(step) / Double(steps)
                time += 0.01
                outputs += moved(1, LayoutPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), time)
            }
        }
        return outputs + ended(1, centres[centres.count - 1], time + 0.01)
    }

    /// The gesture the outputs end with, if any.
    func gesture(in outputs: [TouchOutput]) -> GestureStroke? {
        guard case .gesture(let stroke) = outputs.last else { return nil }
        return stroke
    }

    @Test func aPathAcrossLettersIsOneGestureAtTheLiftAndTypesNoKey() throws {
        let outputs = try drag(["h", "e", "l", "o"])
        let stroke = try #require(gesture(in: outputs))
        #expect(!outputs.contains { if case .perform = $0 { true } else { false } })
        #expect(stroke.keyIDs.first == "h")
        #expect(["e", "l", "o"].allSatisfy(stroke.keyIDs.contains))
        #expect(stroke.samples.first?.point == (try key("h").frame.center))
        #expect(stroke.samples.last?.point == (try key("o").frame.center))
        #expect(stroke.samples.map(\.time) == stroke.samples.map(\.time).sorted())
        #expect(stroke.fallback == KeyPress(.character("o"), .release, keyID: "o"))
        #expect(interpreter.gestureTrail == nil)
    }

    @Test func theTrailFollowsTheFingerOnceTheRuleFiresAndNoKeyShowsPressed() throws {
        let (a, s, d) = (try key("a").frame.center, try key("s").frame.center, try key("d").frame.center)
        _ = began(1, a, 0)
        _ = moved(1, s, 0.02)
        #expect(interpreter.gestureTrail == nil)  // two keys: still a slide
        #expect(interpreter.pressedIDs == ["s"])
        _ = moved(1, d, 0.04)
        #expect(interpreter.gestureTrail == [a, s, d])
        #expect(interpreter.pressedIDs.isEmpty)
    }

    @Test func aSlideOntoTheNeighbourAndAShakyTapOnACornerStayTaps() throws {
        #expect(try drag(["e", "r"]).last == .perform(.character("r"), .release, keyID: "r"))
        // Around the corner of q, w, a and s: three keys entered, but a few points travelled.
        let q = try key("q").hitFrame
        let corner = LayoutPoint(x: q.maxX, y: q.maxY)
        _ = began(1, LayoutPoint(x: corner.x - 2, y: corner.y - 2), 0)
        _ = moved(1, LayoutPoint(x: corner.x + 2, y: corner.y - 2), 0.02)
        _ = moved(1, LayoutPoint(x: corner.x + 2, y: corner.y + 2), 0.04)
        _ = moved(1, LayoutPoint(x: corner.x - 2, y: corner.y + 2), 0.06)
        let lift = LayoutPoint(x: corner.x - 2, y: corner.y + 2)
        let out = ended(1, lift, 0.08)
        #expect(gesture(in: out) == nil)
        guard case .perform(let press) = out.last else { Issue.record("the lift typed nothing: \(out)"); return }
        #expect(press.gesture == .release && press.keyID == target(lift).placedKeyID)
    }

    @Test func aFlickUpStillTypesTheSymbolAndALongerClimbAcrossLettersIsAGesture() throws {
        let w = try key("w")
        _ = began(1, w.frame.center, 0)
        let up = LayoutPoint(x: w.frame.midX + 2, y: w.frame.midY - 25)
        _ = moved(1, up, 0.05)
        #expect(ended(1, up, 0.1) == [.perform(.insertText("2"), .swipeUp, keyID: "w")])
        // n up to i: the first moves read as a flick up from n, the path goes on across the letters.
        #expect(gesture(in: try drag(["n", "i", "h", "a", "o"], start: 1)) != nil)
    }

    @Test func aGestureOpensNoCalloutWhereItPausesButAHeldKeyStillDoes() throws {
        let (w, e, r) = (try key("w").frame.center, try key("e").frame.center, try key("r").frame.center)
        _ = began(2, w, 1)
        _ = interpreter.moved(touch(2, e, 1.02, .moved), target: target(e), bounds: fitted.size)
        _ = interpreter.moved(touch(2, r, 1.04, .moved), target: target(r), bounds: fitted.size)
        _ = interpreter.moved(touch(2, e, 1.06, .moved), target: target(e), bounds: fitted.size)
        // Resting on e (which has alternates) well past the long-press delay.
        #expect(interpreter.nextDeadline == nil)
        _ = interpreter.advance(to: 2, bounds: fitted.size)
        #expect(interpreter.callout == nil)
        let lifted = interpreter.ended(touch(2, e, 2.1, .ended), target: target(e), bounds: fitted.size)
        #expect(gesture(in: lifted) != nil)
        // A key held still opens its callout as before.
        _ = began(3, e, 3)
        _ = interpreter.advance(to: 3.4, bounds: fitted.size)
        #expect(interpreter.callout?.keyID == "e")
    }

    @Test func theSpaceBarAndDeleteNeverStartAGesture() throws {
        let space = try key("space").frame.center
        _ = began(1, space, 0)
        for (index, name) in ["b", "g", "t"].enumerated() { _ = moved(1, try key(name).frame.center, 0.1 + Double(index) * 0.05) }
        #expect(interpreter.gestureTrail == nil)
        #expect(gesture(in: ended(1, try key("t").frame.center, 0.3)) == nil)
        let delete = try key("delete").frame.center
        #expect(began(2, delete, 1) == [.perform(.backspace, .press, keyID: "delete")])
        for name in ["m", "j", "i"] { _ = moved(2, try key(name).frame.center, 1.1) }
        #expect(interpreter.advance(to: 1.6, bounds: fitted.size) == [.perform(.backspace, .repeatPress, keyID: "delete")])
        #expect(gesture(in: ended(2, delete, 1.65)) == nil)
    }

    @Test func withTheRuleOffAPathIsASlideToTheKeyLiftedOn() throws {
        interpreter.gestureRule.isEnabled = false
        #expect(try drag(["a", "s", "d", "f"]).last == .perform(.character("f"), .release, keyID: "f"))
    }
}

extension TouchTarget {
    /// The id of the key targeted, if a key.
    fileprivate var placedKeyID: String? { if case .key(let key) = self { key.id } else { nil } }
}
