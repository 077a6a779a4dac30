import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The interpreter over a small emoji grid (two rows of `.emoji` cells, one with skin tones).
final class EmojiTouchTests {
    let fitted: FittedLayout
    var interpreter = TouchInterpreter()

    init() {
        func cell(_ emoji: String, tones: [String] = []) -> RowItem {
            .key(LayoutKey(id: "emoji:" + emoji, action: .character(emoji), label: emoji, role: .emoji, alternates: tones))
        }
        let layout = KeyLayout(id: LayoutID("grid"), hasCandidateBar: false, rows: [
            LayoutRow(items: [cell("😀"), cell("😃"), cell("👍", tones: ["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"]), cell("😄")]),
            LayoutRow(items: [cell("🐱"), cell("🐶"), cell("🐭"), cell("🐹")]),
        ])
        fitted = layout.fitted(in: LayoutSize(width: 320, height: 160), environment: KeyboardEnvironment())
    }

    func center(_ emoji: String) throws -> LayoutPoint { try #require(fitted.key(id: "emoji:" + emoji)).frame.center }
    func target(_ point: LayoutPoint) -> TouchTarget { fitted.key(at: point).map { .key($0) } ?? .nothing }
    func began(_ point: LayoutPoint, _ time: Double) -> [TouchOutput] {
        interpreter.began(Touch(id: 1, point: point, timestamp: time, phase: .began), target: target(point), bounds: fitted.size)
    }
    func moved(_ point: LayoutPoint, _ time: Double) -> [TouchOutput] {
        interpreter.moved(Touch(id: 1, point: point, timestamp: time, phase: .moved), target: target(point), bounds: fitted.size)
    }
    func ended(_ point: LayoutPoint, _ time: Double) -> [TouchOutput] {
        interpreter.ended(Touch(id: 1, point: point, timestamp: time, phase: .ended), target: target(point), bounds: fitted.size)
    }

    @Test func aTapInsertsTheEmojiOnRelease() throws {
        let smile = try center("😀")
        #expect(began(smile, 0).isEmpty)
        #expect(interpreter.pressedIDs == ["emoji:😀"])
        #expect(interpreter.nextDeadline == nil, "no skin tones: no long press")
        #expect(ended(smile, 0.05) == [.perform(.insertEmoji("😀"), .release, keyID: "emoji:😀")])
    }

    @Test func aSidewaysSwipeTurnsThePageAndTypesNothing() throws {
        let start = try center("😃")
        _ = began(start, 0)
        #expect(moved(LayoutPoint(x: start.x - 40, y: start.y + 5), 0.05).isEmpty)
        #expect(interpreter.pressedIDs.isEmpty)
        #expect(ended(LayoutPoint(x: start.x - 90, y: start.y + 5), 0.1) == [.perform(.emojiPage(1), .swipe, keyID: "emoji-grid")])
        _ = began(start, 1)
        _ = moved(LayoutPoint(x: start.x + 60, y: start.y), 1.05)
        #expect(ended(LayoutPoint(x: start.x + 60, y: start.y), 1.1) == [.perform(.emojiPage(-1), .swipe, keyID: "emoji-grid")])
    }

    @Test func slidingDownToAnotherCellCancelsTheTap() throws {
        _ = began(try center("😀"), 0)
        _ = moved(try center("🐱"), 0.1)
        #expect(interpreter.pressedIDs.isEmpty)
        #expect(ended(try center("🐱"), 0.15).isEmpty)
    }

    @Test func aLongPressOffersTheTonesAndTheSlidePicksOne() throws {
        let thumb = try #require(fitted.key(id: "emoji:👍"))
        _ = began(thumb.frame.center, 0)
        #expect(interpreter.nextDeadline == 0.4)
        #expect(interpreter.advance(to: 0.45, bounds: fitted.size).isEmpty)
        let callout = try #require(interpreter.callout)
        #expect(callout.alternates.count == 6)
        // Sideways inside the callout picks a tone, never turns the page.
        let cell = callout.geometry.cells[4].center
        #expect(moved(cell, 0.5).isEmpty)
        #expect(interpreter.callout?.highlightedIndex == 4)
        #expect(ended(cell, 0.6) == [.perform(.insertEmoji("👍🏾"), .calloutPick, keyID: "emoji:👍")])
    }
}
