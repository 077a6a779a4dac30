import KeyGeometry
import Testing

/// The one key geometry: centres, neighbours, the touch cost, the nearest letter.
@Suite struct KeyGeometryTests {
    let phone = KeyGeometry.phone
    let e = UInt8(ascii: "e"), r = UInt8(ascii: "r"), d = UInt8(ascii: "d"), g = UInt8(ascii: "g")
    let b = UInt8(ascii: "b"), q = UInt8(ascii: "q"), p = UInt8(ascii: "p")

    @Test func thePhoneIsQWERTYInKeyWidths() {
        #expect(phone.centre(of: q) == SIMD2(0, 0))
        #expect(phone.centre(of: UInt8(ascii: "a")) == SIMD2(0.5, 1.4), "the middle row half a key in")
        #expect(phone.centre(of: UInt8(ascii: "z")) == SIMD2(1.5, 2.8), "the bottom row a key and a half in")
        #expect(phone.centre(of: Character("Q")) == phone.centre(of: q))
        #expect(phone.centre(of: Character("1")) == nil)
        #expect(abs(phone.rowPitch - 1.4) < 1e-5 && phone.columnPitch == 1 && phone.keyWidth == 1)
    }

    @Test func neighboursTouch() {
        #expect(phone.areNeighbours(e, r) && phone.areNeighbours(g, b) && phone.areNeighbours(e, d))
        #expect(!phone.areNeighbours(q, p) && !phone.areNeighbours(e, e) && !phone.areNeighbours(e, UInt8(ascii: "1")))
        #expect(phone.neighbours(of: UInt8(ascii: "z")) == Array("adsx".utf8).sorted())
        #expect(phone.neighbours(of: g) == Array("bcfhtvy".utf8))
    }

    @Test func aTouchTowardsAKeyMakesItCheaper() {
        let centre = phone.touchCost(of: KeyTouch(x: 0, y: 0), typed: e, as: r, spread: 0.3)
        let border = phone.touchCost(of: KeyTouch(x: 0.45, y: 0), typed: e, as: r, spread: 0.3)
        let away = phone.touchCost(of: KeyTouch(x: -0.4, y: 0), typed: e, as: r, spread: 0.3)
        #expect(border < centre && centre < away)
        #expect(phone.touchCost(of: nil, typed: e, as: r, spread: 0.3) == centre)
        #expect(phone.touchCost(of: nil, typed: e, as: e, spread: 0.3) == 0)
        #expect(phone.touchCost(of: nil, typed: e, as: UInt8(ascii: "'"), spread: 0.3) == .infinity)
        // (1² − 0.45²... ) the Gaussian ratio: ((1 − 0.45)² − 0.45²) / (2 · 0.3²).
        #expect(abs(border - (0.55 * 0.55 - 0.45 * 0.45) / 0.18) < 1e-5)
    }

    @Test func theNearestLetterIsWhatAHitTestTypes() {
        #expect(phone.nearestLetter(to: SIMD2(0.1, -0.2)) == q)
        #expect(phone.nearestLetter(to: phone.centre(of: g) + SIMD2(0.3, 0.3)) == g)
        #expect(phone.nearestLetter(to: phone.centre(of: g) + SIMD2(0.8, 1.3)) == b)
    }

    @Test func keysDrawnElsewhereAreMeasuredInTheirOwnKeyWidths() throws {
        // The phone's keys drawn 30 points wide with 6 points between them, rows 0.6 key widths apart.
        let letters = (0..<26).map { UInt8(ascii: "a") + UInt8($0) }
        let wide = try #require(KeyGeometry(centres: letters.map { let c = phone.centre(of: $0); return SIMD2(c.x * 36, c.y / 1.4 * 18) }, keyWidth: 30))
        #expect(abs(wide.rowPitch - 0.6) < 1e-5 && abs(wide.columnPitch - 1.2) < 1e-5)
        #expect(wide.areNeighbours(e, d) && wide.areNeighbours(e, r) && !wide.areNeighbours(q, e))
        let below = KeyTouch(x: 0.25, y: 0.35)
        #expect(wide.touchCost(of: below, typed: e, as: d, spread: 0.3) < phone.touchCost(of: below, typed: e, as: d, spread: 0.3),
                "a row below is nearer when rows are closer")
        #expect(KeyGeometry(centres: Array(repeating: .zero, count: 25), keyWidth: 1) == nil)
        #expect(KeyGeometry(centres: letters.map { _ in SIMD2(Float.nan, 0) }, keyWidth: 1) == nil)
        #expect(KeyGeometry(centres: letters.map { phone.centre(of: $0) }, keyWidth: 0) == nil)
    }
}
