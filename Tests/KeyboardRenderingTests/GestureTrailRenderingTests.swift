import Foundation
import KeyboardCore
import KeyboardLayout
@testable import KeyboardRendering
import Testing
import TextInputModel

/// The 滑行 trail drawn from a real controller: one polyline through the core's path while the
/// finger moves, and after the lift a fading one that the SVG animates to nothing.
@Suite struct GestureTrailRenderingTests {
    @Test func theTrailIsDrawnWhileDrawingAndFadesAfterTheLift() throws {
        let controller = KeyboardController(
            engine: try EmojiPageRenderingTests.engine.get(), document: InMemoryTextDocument(), library: try LayoutLibrary.standard(),
            size: StandardKeyboardSize.phonePortrait)
        let centre = { (id: String) in try #require(controller.fittedLayout.key(id: id)).frame.center }
        let (n, i, h) = (try centre("n"), try centre("i"), try centre("h"))
        controller.handleTouches([Touch(id: 1, point: n, timestamp: 1, phase: .began)])
        controller.handleTouches([Touch(id: 1, point: i, timestamp: 1.1, phase: .moved)])
        controller.handleTouches([Touch(id: 1, point: h, timestamp: 1.2, phase: .moved)])
        let drawing = try #require(KeyboardRenderer().render(controller).gestureTrail)
        #expect(drawing.points == [n, i, h])
        #expect(drawing.opacity == KeyboardRenderer.gestureTrailOpacity && drawing.fadeRemaining == nil)
        let svg = SVGWriter().svg(for: KeyboardRenderer().render(controller))
        #expect(svg.contains("<g data-role=\"gesture-trail\""))
        #expect(!svg.contains("<animate"))
        controller.handleTouches([Touch(id: 1, point: h, timestamp: 1.3, phase: .ended)])
        let lifted = KeyboardRenderer().render(controller)
        #expect(lifted.gestureTrail?.fadeRemaining == GestureRule().trailFade)
        let fading = SVGWriter().svg(for: lifted)
        #expect(fading.contains("data-fading=\"true\"") && fading.contains("<animate attributeName=\"opacity\""))
        controller.tick(now: 1.3 + GestureRule().trailFade)
        #expect(KeyboardRenderer().render(controller).gestureTrail == nil)
    }
}
