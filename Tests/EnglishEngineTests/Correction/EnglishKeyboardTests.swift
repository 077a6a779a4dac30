import EnglishEngine
import Testing

/// The key geometry and touch model correction prices slips with.
@Suite struct EnglishKeyboardTests {
    let keyboard = EnglishKeyboard()

    @Test func neighboursTouch() {
        #expect(keyboard.areNeighbours(UInt8(ascii: "e"), UInt8(ascii: "r")))
        #expect(keyboard.areNeighbours(UInt8(ascii: "g"), UInt8(ascii: "b")))
        #expect(!keyboard.areNeighbours(UInt8(ascii: "q"), UInt8(ascii: "p")))
    }

    @Test func aTouchTowardsAKeyMakesItCheaper() {
        let e = UInt8(ascii: "e"), r = UInt8(ascii: "r")
        let centre = keyboard.slipCost(typed: e, other: r, touch: EnglishTouch(x: 0, y: 0))
        let border = keyboard.slipCost(typed: e, other: r, touch: EnglishTouch(x: 0.45, y: 0))
        let away = keyboard.slipCost(typed: e, other: r, touch: EnglishTouch(x: -0.4, y: 0))
        #expect(border < centre)
        #expect(centre < away)
        #expect(keyboard.slipCost(typed: e, other: e, touch: nil) == 0)
    }

    @Test func whereTheFingerLandedDecidesTheCorrection() {
        // `tge`: the g typed at its top edge, towards h and y, reads as `the`, at its centre the
        // same; typed at the far left bottom, towards v, it is still a slip the engine weighs.
        let typed = "tge"
        let towardsH = committed(typed, after: "I saw", touches: [nil, EnglishTouch(x: 0.45, y: -0.1), nil])
        #expect(towardsH == "the")
        let cheaper = testEngine.suggestions(context: "I saw", typed: typed, touches: [nil, EnglishTouch(x: 0.45, y: 0), nil])
        #expect(cheaper.isCorrection)
    }

    @Test func centresGivenByAKeyboardReplaceThePhonesArrangement() throws {
        // The phone's own centres given back make the same keyboard.
        let letters = (0..<26).map { UInt8(ascii: "a") + UInt8($0) }
        let same = try #require(EnglishKeyboard(centres: letters.map { keyboard.centre(of: $0) }))
        #expect(same == keyboard)
        // A landscape keyboard: keys wider than tall, rows 0.6 key widths apart.
        let wide = try #require(EnglishKeyboard(centres: letters.map { let c = keyboard.centre(of: $0); return (c.x, c.y / 1.4 * 0.6) }))
        #expect(wide.rowPitch == 0.6)
        #expect(wide.areNeighbours(UInt8(ascii: "e"), UInt8(ascii: "d")))
        let (e, d) = (UInt8(ascii: "e"), UInt8(ascii: "d"))
        let below = EnglishTouch(x: 0.25, y: 0.35)
        #expect(wide.slipCost(typed: e, other: d, touch: below) < keyboard.slipCost(typed: e, other: d, touch: below),
                "a row below is nearer when rows are closer")
        #expect(EnglishKeyboard(centres: Array(repeating: (0, 0), count: 25)) == nil)
        #expect(EnglishKeyboard(centres: letters.map { _ in (Float.nan, 0) }) == nil)
    }
}
