import KeyboardLayout
import ChineseEngine
import StrokeInput
import Testing
@testable import KeyboardCore

/// The bar, the grid, a candidate's menu, the toolbar and a panel are laid out by one path from
/// one content (`ScreenLayout`), once per change of that content: the render state carries the
/// layout with the inputs it was made from, and touches hit the same frames.
@Suite struct ScreenLayoutTests {
    @Test func aLayoutIsMadeOncePerChangeOfItsInputs() {
        var cache = LayoutCache<[String], Int>()
        var made = 0
        func layout(_ inputs: [String]) -> Int {
            cache.layout(for: inputs) {
                made += 1
                return $0.count
            }
        }
        #expect(layout(["你", "呢"]) == 2 && layout(["你", "呢"]) == 2)
        #expect(made == 1, "read twice, made once")
        #expect(layout(["你好"]) == 1)
        #expect(made == 2, "new inputs: made again")
        cache.clear()
        #expect(layout(["你好"]) == 1 && made == 3, "cleared: made again")
    }

    @Test func theControllersRenderStateIsItsContentLaidOutByTheOnePath() throws {
        let keyboard = try TestKeyboard()
        try keyboard.type("nihao")
        let state = keyboard.controller.renderState
        #expect(state.screenContent.candidates == keyboard.barTexts && !state.candidates.isEmpty)
        #expect(state.screen == ScreenLayout(state.screenContent, in: keyboard.controller.fittedLayout))
        let cell = try #require(state.candidateBar?.cells.first)
        #expect(keyboard.controller.target(at: cell.frame.center) == .button(id: "candidate-0", action: .command(.selectCandidate(0))))

        keyboard.controller.handle(.command(.toggleCandidateGrid))
        let grid = keyboard.controller.renderState
        #expect(grid.screenContent.overlay == .candidateGrid(page: 0) && grid.candidateGrid != nil, "a new overlay: laid out again")
        #expect(grid.screen == ScreenLayout(grid.screenContent, in: keyboard.controller.fittedLayout))
        try keyboard.tap("space")
        #expect(keyboard.controller.renderState.screen == ScreenLayout(
            keyboard.controller.renderState.screenContent, in: keyboard.controller.fittedLayout), "after a pick: 联想 or the toolbar")
    }

    @Test func aChangedInputDropsTheLayoutUntilItIsLaidOutAgain() throws {
        let fitted = try TestKeyboard().layout
        var state = KeyboardRenderState(candidates: ["你", "呢"])
        #expect(state.candidateBar == nil, "laid out nowhere yet")
        state.layOut(in: fitted)
        #expect(state.candidateBar?.cells.map(\.text) == ["你", "呢"])
        state.screenContent.candidates = ["你好"]
        #expect(state.candidateBar == nil, "the old bar does not outlive its candidates")
        state.layOut(in: fitted)
        #expect(state.candidateBar?.cells.map(\.text) == ["你好"])
    }

    @Test func theOverlayDecidesWhatIsLaidOverTheKeys() throws {
        let fitted = try TestKeyboard().layout
        let many = (0..<60).map { "字\($0)" }
        #expect(ScreenLayout(ScreenContent(candidates: many), in: fitted).candidates.grid == nil)
        let grid = ScreenLayout(ScreenContent(candidates: many, overlay: .candidateGrid(page: 1)), in: fitted)
        #expect(grid.candidates.grid?.page == 1 && grid.candidates.bar?.isGridOpen == true)
        let menu = ScreenLayout(ScreenContent(candidates: many, overlay: .candidateMenu(candidate: 1)), in: fitted)
        #expect(menu.candidateMenu?.text == "字1" && menu.candidates.grid == nil)
        #expect(ScreenLayout(ScreenContent(candidates: ["你"], overlay: .candidateMenu(candidate: 3)), in: fitted).candidateMenu == nil,
                "no menu for a candidate the list no longer has")
        let row = ScreenLayout(ScreenContent(candidates: ["你"], overlay: .strokeRow(StrokePattern([]))), in: fitted)
        #expect(row.candidates.bar?.isStrokeRowOpen == true)
        #expect(ScreenLayout(ScreenContent(candidates: ["你"], offersStrokeFilter: true), in: fitted).candidates.bar?.strokeFilterControl != nil)
        let toolbar = ScreenLayout(ScreenContent(showsToolbar: true), in: fitted)
        #expect(toolbar.toolbar != nil && toolbar.panel == nil)
        let panel = ScreenLayout(ScreenContent(overlay: .panel(.clipboard, PanelView()), panel: .clipboard([])), in: fitted)
        #expect(panel.panel?.frame == fitted.keysArea && panel.toolbar?.buttons.map(\.isSelected) == [true, false])
        #expect(ScreenLayout(ScreenContent(candidates: ["你"]), in: nil) == ScreenLayout(ScreenContent(candidates: ["你"]), in: nil))
        #expect(ScreenLayout(ScreenContent(candidates: ["你"]), in: nil).candidates.bar == nil, "laid out nowhere: no frames")
    }
}
