import Foundation
import KeyboardCore
import KeyboardLayout
@testable import KeyboardRendering
import KeyboardThemes
import Testing
import TextInputModel

/// The 手写 pad's ink drawn from a real controller: the tree carries the core's strokes as they
/// are, in the theme's letter colour, and the SVG draws one round-capped polyline a stroke.
@Suite struct InkRenderingTests {
    /// A keyboard showing the 手写 layout on an iPhone in portrait.
    static func handwritingKeyboard() throws -> KeyboardController {
        var configuration = KeyboardConfiguration()
        configuration.schema = "handwriting"
        return KeyboardController(
            engine: try EmojiPageRenderingTests.engine.get(), document: InMemoryTextDocument(), library: try LayoutLibrary.standard(),
            size: StandardKeyboardSize.phonePortrait, configuration: configuration)
    }

    @Test func theInkOfTheCoreIsDrawnAsPolylines() throws {
        let controller = try Self.handwritingKeyboard()
        let pad = try #require(controller.fittedLayout.key(id: "pad")).frame
        let a = LayoutPoint(x: pad.midX - 40, y: pad.midY), b = LayoutPoint(x: pad.midX + 40, y: pad.midY)
        controller.handleTouches([Touch(id: 1, point: a, timestamp: 1, phase: .began)])
        controller.handleTouches([Touch(id: 1, point: b, timestamp: 1.1, phase: .moved)])
        controller.handleTouches([Touch(id: 1, point: b, timestamp: 1.2, phase: .ended)])
        controller.handleTouches([Touch(id: 2, point: a, timestamp: 1.4, phase: .began)])
        let tree = KeyboardRenderer().render(controller)
        let ink = try #require(tree.ink)
        #expect(ink.strokes == [[a, b], [a]])
        #expect(ink.frame == pad)
        #expect(ink.color == KeyboardTheme.light.baseStyle(for: .character).textColor)
        let svg = SVGWriter().svg(for: tree)
        #expect(svg.contains("<g data-role=\"ink\""))
        #expect(svg.components(separatedBy: "<polyline ").count == 3)
        #expect(svg.contains("stroke-linecap=\"round\""))
        // A one-point stroke repeats its point: a dot.
        let dot = SVGWriter.number(a.x) + "," + SVGWriter.number(a.y)
        #expect(svg.contains("points=\"\(dot) \(dot)\""))
    }

    @Test func withoutInkTheTreeHasNone() throws {
        let tree = KeyboardRenderer().render(
            try #require(try LayoutLibrary.standard().layout(LayoutID("handwriting"))), size: StandardKeyboardSize.phonePortrait,
            environment: KeyboardEnvironment(), state: KeyboardRenderState())
        #expect(tree.ink == nil)
        #expect(!SVGWriter().svg(for: tree).contains("data-role=\"ink\""))
        #expect(tree.key(id: "pad")?.accessibilityLabel == "handwriting pad")
    }

    @Test func theKeyBackToTheLettersSaysHandwritingOnTheHandwritingKeyboard() throws {
        let controller = try Self.handwritingKeyboard()
        controller.handle(.page(.numbers))
        #expect(KeyboardRenderer().render(controller).key(id: "abc")?.texts.first?.text == "手写")
        controller.show(.chinese(.pinyin))
        controller.handle(.page(.numbers))
        #expect(KeyboardRenderer().render(controller).key(id: "abc")?.texts.first?.text == "拼音")
    }
}
