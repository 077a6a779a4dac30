import KeyGeometry
import KeyboardLayout
import ChineseEngine
import Testing
@testable import KeyboardCore

/// The interpreter alone, over the fitted QWERTY layout, with touches at key centres.
final class TouchInterpreterTests {
    let fitted: FittedLayout
    var interpreter = TouchInterpreter()

    init() throws {
        let layout = try #require(try sharedLibrary.get().layout(LayoutID("qwerty")))
        fitted = layout.fitted(in: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
    }

    func key(_ id: String) throws -> PlacedKey { try #require(fitted.key(id: id)) }
    func target(_ point: LayoutPoint) -> TouchTarget { fitted.key(at: point).map { .key($0) } ?? .nothing }
    func touch(_ id: Int, _ point: LayoutPoint, _ time: Double, _ phase: TouchPhase) -> Touch {
        Touch(id: id, point: point, timestamp: time, phase: phase)
    }

    func began(_ id: Int, _ point: LayoutPoint, _ time: Double) -> [TouchOutput] {
        interpreter.began(touch(id, point, time, .began), target: target(point), bounds: fitted.size)
    }
    func moved(_ id: Int, _ point: LayoutPoint, _ time: Double) -> [TouchOutput] {
        interpreter.moved(touch(id, point, time, .moved), target: target(point), bounds: fitted.size)
    }
    func ended(_ id: Int, _ point: LayoutPoint, _ time: Double) -> [TouchOutput] {
        interpreter.ended(touch(id, point, time, .ended), target: target(point), bounds: fitted.size).map(\.withoutTouchPoint)
    }

    @Test func aTappedLetterCarriesWhereTheFingerLandedOnItsKey() throws {
        let q = try key("q")
        let point = LayoutPoint(x: q.hitFrame.midX + q.hitFrame.width / 4, y: q.hitFrame.midY - q.hitFrame.width / 2)
        _ = interpreter.began(touch(1, point, 0, .began), target: target(point), bounds: fitted.size)
        let lifted = interpreter.ended(touch(1, point, 0.05, .ended), target: target(point), bounds: fitted.size)
        #expect(lifted == [.perform(KeyPress(.character("q"), .release, keyID: "q", touchPoint: KeyTouch(x: 0.25, y: -0.5)))])
        // A letter ended by the next finger (rollover) was not lifted: it carries no point.
        let (a, s) = (try key("a").frame.center, try key("s").frame.center)
        _ = interpreter.began(touch(2, a, 1, .began), target: target(a), bounds: fitted.size)
        #expect(interpreter.began(touch(3, s, 1.03, .began), target: target(s), bounds: fitted.size)
            == [.perform(KeyPress(.character("a"), .release, keyID: "a"))])
    }

    @Test func tapTypesOnReleaseNotOnPress() throws {
        let q = try key("q").frame.center
        #expect(began(1, q, 0).isEmpty)
        #expect(interpreter.pressedIDs == ["q"])
        #expect(ended(1, q, 0.05) == [.perform(.character("q"), .release, keyID: "q")])
        #expect(interpreter.pressedIDs.isEmpty)
    }

    @Test func aSecondFingerEndsTheFirst() throws {
        let (a, s) = (try key("a").frame.center, try key("s").frame.center)
        _ = began(1, a, 0)
        #expect(began(2, s, 0.03) == [.perform(.character("a"), .release, keyID: "a")])
        // The first finger's own lift comes later and types nothing more.
        #expect(ended(1, a, 0.05).isEmpty)
        #expect(ended(2, s, 0.08) == [.perform(.character("s"), .release, keyID: "s")])
    }

    @Test func slidingTypesTheKeyUnderTheFingerAndReportsTheDrag() throws {
        let (e, r) = (try key("e").frame.center, try key("r").frame.center)
        _ = began(1, e, 0)
        #expect(moved(1, r, 0.1) == [.slide(touchID: 1, from: "e", to: "r")])
        #expect(interpreter.pressedIDs == ["r"])
        #expect(ended(1, r, 0.15) == [.perform(.character("r"), .release, keyID: "r")])
    }

    @Test func longPressOpensTheCalloutAndSlidingPicksAnAlternate() throws {
        let e = try key("e")
        _ = began(1, e.frame.center, 0)
        #expect(interpreter.nextDeadline == 0.4)
        #expect(interpreter.advance(to: 0.39, bounds: fitted.size).isEmpty)
        #expect(interpreter.callout == nil)
        _ = interpreter.advance(to: 0.4, bounds: fitted.size)
        let callout = try #require(interpreter.callout)
        #expect(callout.keyID == "e")
        #expect(callout.alternates == e.key.alternates)
        // Slide to the third cell and lift.
        let cell = callout.geometry.cells[2]
        _ = moved(1, LayoutPoint(x: cell.midX, y: cell.midY), 0.6)
        #expect(interpreter.callout?.highlightedIndex == 2)
        #expect(ended(1, LayoutPoint(x: cell.midX, y: cell.midY), 0.7) == [.perform(.character(e.key.alternates[2]), .calloutPick, keyID: "e")])
    }

    @Test func aKeyWithoutAlternatesHasNoLongPress() throws {
        _ = began(1, try key("q").frame.center, 0)
        #expect(interpreter.nextDeadline == nil)
        _ = interpreter.advance(to: 5, bounds: fitted.size)
        #expect(interpreter.callout == nil)
    }

    @Test func deleteDeletesOnPressRepeatsAfterDelayThenDeletesWords() throws {
        let delete = try key("delete").frame.center
        #expect(began(1, delete, 0) == [.perform(.backspace, .press, keyID: "delete")])
        #expect(interpreter.advance(to: 0.59, bounds: fitted.size).isEmpty)
        let repeats = interpreter.advance(to: 3.0, bounds: fitted.size)
        // Repeats at 0.6, 0.7, …, 3.0: 25 of them; those from 2.0 on delete words.
        #expect(repeats.count == 25)
        let words = repeats.filter { $0 == .perform(.deleteWordBackward, .repeatPress, keyID: "delete") }
        #expect(words.count == 11)
        #expect(repeats.prefix(14).allSatisfy { $0 == .perform(.backspace, .repeatPress, keyID: "delete") })
        #expect(ended(1, delete, 3.05).isEmpty)
        #expect(interpreter.nextDeadline == nil)
    }

    @Test func repeatsDoNotDependOnHowOftenTheHostTicks() throws {
        let delete = try key("delete").frame.center
        _ = began(1, delete, 0)
        var fine = 0
        var time = 0.0
        while time < 1.5 {
            time += 0.016
            fine += interpreter.advance(to: min(time, 1.5), bounds: fitted.size).count
        }
        var coarse = TouchInterpreter()
        _ = coarse.began(touch(1, delete, 0, .began), target: target(delete), bounds: fitted.size)
        #expect(coarse.advance(to: 1.5, bounds: fitted.size).count == fine)
    }

    @Test func shiftActsOnPressAndADoubleTapLocksCaps() throws {
        let shift = try key("shift").frame.center
        #expect(began(1, shift, 0) == [.perform(.shift, .press, keyID: "shift")])
        _ = ended(1, shift, 0.05)
        #expect(began(2, shift, 0.2) == [.perform(.capsLock, .doubleTap, keyID: "shift")])
        _ = ended(2, shift, 0.25)
        // Slower taps are two single taps.
        #expect(began(3, shift, 1.0) == [.perform(.shift, .press, keyID: "shift")])
        _ = ended(3, shift, 1.05)
        #expect(began(4, shift, 1.4) == [.perform(.shift, .press, keyID: "shift")])
    }

    @Test func holdingShiftWhileTypingIsAChord() throws {
        let (shift, a) = (try key("shift").frame.center, try key("a").frame.center)
        _ = began(1, shift, 0)
        _ = began(2, a, 0.1)
        #expect(interpreter.pressedIDs == ["shift", "a"])
        #expect(ended(2, a, 0.15) == [.perform(.character("a"), .release, keyID: "a")])
        #expect(ended(1, shift, 0.3) == [.shiftChordEnded])
    }

    @Test func draggingTheSpaceBarMovesTheCaretInsteadOfTypingASpace() throws {
        let space = try key("space").frame.center
        _ = began(1, space, 0)
        // Under the threshold nothing happens.
        #expect(moved(1, LayoutPoint(x: space.x - 8, y: space.y), 0.1).isEmpty)
        var steps = 0
        for (index, dx) in [-30.0, -48, -66].enumerated() {
            for output in moved(1, LayoutPoint(x: space.x + dx, y: space.y), 0.2 + Double(index) * 0.1) {
                if case .perform(let press) = output, case .moveCursor(let n) = press.action, press.gesture == .spaceDrag { steps += n }
            }
        }
        // 66 pt past the start, 12 of them the threshold: 54 / 9 = 6 characters left.
        #expect(steps == -6)
        #expect(interpreter.isDraggingSpace)
        #expect(ended(1, LayoutPoint(x: space.x - 66, y: space.y), 0.6).isEmpty)
    }

    @Test func aTapOnSpaceTypesASpace() throws {
        let space = try key("space").frame.center
        _ = began(1, space, 0)
        #expect(ended(1, LayoutPoint(x: space.x + 5, y: space.y), 0.1) == [.perform(.space, .release, keyID: "space")])
    }

    @Test func swipingUpTypesTheSecondarySymbol() throws {
        let w = try key("w")
        _ = began(1, w.frame.center, 0)
        let up = LayoutPoint(x: w.frame.midX + 2, y: w.frame.midY - 25)
        #expect(moved(1, up, 0.05).isEmpty)
        #expect(ended(1, up, 0.1) == [.perform(.insertText("2"), .swipeUp, keyID: "w")])
    }

    @Test func aCancelledTouchTypesNothing() throws {
        let q = try key("q").frame.center
        _ = began(1, q, 0)
        #expect(interpreter.cancelled(touch(1, q, 0.1, .cancelled), bounds: fitted.size).isEmpty)
        #expect(ended(1, q, 0.2).isEmpty)
    }

    @Test func aButtonActsOnlyIfTheFingerLiftsOnIt() {
        let button = TouchTarget.button(id: "candidate-0", action: .command(.selectCandidate(0)))
        let point = LayoutPoint(x: 10, y: 10)
        _ = interpreter.began(touch(1, point, 0, .began), target: button, bounds: fitted.size)
        #expect(interpreter.ended(touch(1, point, 0.1, .ended), target: button, bounds: fitted.size)
                == [.perform(.command(.selectCandidate(0)), .release, keyID: "candidate-0")])
        _ = interpreter.began(touch(2, point, 1, .began), target: button, bounds: fitted.size)
        _ = interpreter.moved(touch(2, point, 1.05, .moved), target: .nothing, bounds: fitted.size)
        #expect(interpreter.ended(touch(2, point, 1.1, .ended), target: button, bounds: fitted.size).isEmpty)
    }

    @Test func thresholdsAreConfiguration() throws {
        var interpreter = TouchInterpreter(configuration: TouchConfiguration(longPressDelay: 1.0))
        let e = try key("e")
        _ = interpreter.began(touch(1, e.frame.center, 0, .began), target: .key(e), bounds: fitted.size)
        _ = interpreter.advance(to: 0.5, bounds: fitted.size)
        #expect(interpreter.callout == nil)
        _ = interpreter.advance(to: 1.0, bounds: fitted.size)
        #expect(interpreter.callout != nil)
    }
}
