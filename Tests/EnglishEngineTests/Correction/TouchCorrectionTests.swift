import EnglishEngine
import KeyGeometry
import Testing

/// Correction reads where the finger landed against the keys (`KeyGeometry`).
@Suite struct TouchCorrectionTests {
    @Test func whereTheFingerLandedDecidesTheCorrection() {
        // `tge`: the g typed at its top edge, towards h and y, reads as `the`, at its centre the
        // same; typed at the far left bottom, towards v, it is still a slip the engine weighs.
        let typed = "tge"
        let towardsH = committed(typed, after: "I saw", touches: [nil, KeyTouch(x: 0.45, y: -0.1), nil])
        #expect(towardsH == "the")
        let cheaper = testEngine.suggestions(context: "I saw", typed: typed, touches: [nil, KeyTouch(x: 0.45, y: 0), nil])
        #expect(cheaper.isCorrection)
    }
}
