import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import Testing
import TextInputModel

/// The candidate bar and grid drawn from a real controller's render state: the tree and the SVG
/// show the cells at the frames the core hit-tests, and the grid covers the keys.
@Suite struct CandidateGridRenderingTests {
    func controller(traits: TextInputTraits = TextInputTraits()) throws -> (KeyboardController, InMemoryTextDocument) {
        let document = InMemoryTextDocument(traits: traits)
        let controller = KeyboardController(
            engine: try EmojiPageRenderingTests.engine.get(), document: document, library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait)
        return (controller, document)
    }

    @Test func theOpenGridIsDrawnWhereTheCoreHitTestsAndHidesTheKeys() throws {
        let (controller, _) = try controller()
        for letter in "shi" { controller.handle(.character(String(letter))) }
        let closed = KeyboardRenderer().render(controller)
        let bar = try #require(closed.candidateBar)
        #expect(bar.cells.map(\.frame) == controller.renderState.candidateBar?.cells.map(\.frame))
        #expect(bar.expandControl != nil && bar.chevron != nil)
        #expect(!closed.keys.isEmpty && closed.candidateGrid == nil)

        controller.handle(.command(.toggleCandidateGrid))
        let open = KeyboardRenderer().render(controller)
        let grid = try #require(open.candidateGrid)
        let state = try #require(controller.renderState.candidateGrid)
        #expect(grid.cells.map(\.frame) == state.cells.map(\.frame))
        #expect(grid.cells.map(\.text.text) == state.cells.map(\.text))
        #expect(grid.cells.count > bar.cells.count)
        #expect(grid.controls.map(\.id) == ["grid-back", "grid-previous", "grid-next", "grid-delete"])
        #expect(open.keys.isEmpty, "the grid covers the keys")
        let svg = SVGWriter().svg(for: open)
        #expect(svg.contains("data-role=\"candidate-grid\""))
        #expect(svg.components(separatedBy: "data-candidate=").count - 1 == grid.cells.count + (open.candidateBar?.cells.count ?? 0))
        #expect(!svg.contains("data-key=\"q\""))
    }

    @Test func aDisabledReturnKeyIsDrawnDimmedAndTagged() throws {
        let (controller, _) = try controller(traits: TextInputTraits(returnKeyType: .send, enablesReturnKeyAutomatically: true))
        let tree = KeyboardRenderer().render(controller)
        let key = try #require(tree.key(id: "return"))
        #expect(!key.isEnabled)
        #expect(SVGWriter().svg(for: tree).contains("data-key=\"return\" data-action=\"return\" data-disabled=\"true\""))
        controller.handle(.setMode(.english))
        controller.handle(.character("a"))
        #expect(KeyboardRenderer().render(controller).key(id: "return")?.isEnabled == true)
    }

    @Test func theGridDrawsEachShapeCandidatesNoteUnderItAsTheBarDoes() throws {
        var configuration = KeyboardConfiguration()
        configuration.schema = "wubi86"
        let controller = KeyboardController(
            engine: try EmojiPageRenderingTests.engine.get(), document: InMemoryTextDocument(), library: try LayoutLibrary.standard(), size: StandardKeyboardSize.phonePortrait,
            configuration: configuration)
        controller.handle(.character("?"))
        controller.handle(.command(.toggleCandidateGrid))
        let tree = KeyboardRenderer().render(controller)
        let grid = try #require(tree.candidateGrid)
        let state = try #require(controller.renderState.candidateGrid)
        #expect(grid.cells.map { $0.note?.text } == state.cells.map(\.note))
        let noted = try #require(grid.cells.first { $0.note != nil }, "some cell of the grid is noted")
        // Small under the text, the text raised, both inside the cell.
        let note = try #require(noted.note)
        #expect(note.fontSize < noted.text.fontSize && note.center.y > noted.text.center.y)
        #expect(noted.frame.contains(note.center) && noted.frame.contains(noted.text.center))
        let svg = SVGWriter().svg(for: tree)
        let gridSVG = try #require(svg.components(separatedBy: "data-role=\"candidate-grid\"").last)
        #expect(gridSVG.contains("data-role=\"note\""))
    }
}
