import Foundation
import KeyboardCore
import KeyboardLayout
import KeyboardRendering
import Testing

/// The toolbar and the panels drawn from the render state: the keys give way to the panel, rows
/// keep the core's frames, a pinned item is marked, and the SVG tags what the page clicks.
@Suite struct PanelRenderingTests {
    func render(_ state: KeyboardRenderState, view: PanelView = PanelView()) throws -> (RenderTree, FittedLayout) {
        let layout = try #require(try LayoutLibrary.standard().layout(LayoutID("pinyin-26")))
        let fitted = layout.fitted(in: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        var state = state
        if let panel = state.screenContent.panel { state.screenContent.overlay = .panel(panel.panel, view) }
        state.layOut(in: fitted)
        return (KeyboardRenderer().render(fitted, state: state), fitted)
    }

    let copied = Date(timeIntervalSince1970: 0)

    @Test func theToolbarShowsOnlyOnAnEmptyBar() throws {
        var state = KeyboardRenderState()
        state.screenContent.showsToolbar = true
        let (tree, fitted) = try render(state)
        #expect(tree.toolbar?.buttons.map(\.title.text) == ["剪贴板", "常用语"])
        #expect(tree.toolbar?.buttons.allSatisfy { fitted.candidateBarFrame?.contains($0.frame.center) == true } == true)
        #expect(!tree.keys.isEmpty && tree.panel == nil)
        state.screenContent.candidates = ["你好"]
        #expect(try render(state).0.toolbar == nil, "candidates take the bar")
    }

    @Test func anOpenPanelCoversTheKeysWithTheCoresRows() throws {
        var state = KeyboardRenderState(pressedKeys: ["panel-item-2"])
        state.screenContent.panel = .clipboard([
            ClipboardItem(id: 2, text: "新的", copied: copied), ClipboardItem(id: 1, text: "旧的 <&>", copied: copied, pinned: true),
        ])
        let (tree, fitted) = try render(state)
        #expect(tree.keys.isEmpty && tree.popups.isEmpty)
        let panel = try #require(tree.panel)
        #expect(panel.frame == fitted.keysArea)
        #expect(panel.rows.map(\.text.text) == ["新的", "旧的 <&>"])
        #expect(panel.rows[0].highlight != nil && panel.rows[1].highlight == nil, "the pressed row is highlighted")
        #expect(panel.rows[1].isPinned && panel.rows[1].pinMark != nil && panel.rows[1].detail?.text == "置顶")
        #expect(panel.rows[0].text.anchor == .start && panel.rows[0].text.center.x < panel.rows[0].frame.midX, "text starts at the row's left")
        #expect(panel.rows[1].detail?.anchor == .end)
        #expect(tree.toolbar?.buttons.map(\.isSelected) == [true, false])
        let svg = SVGWriter().svg(for: tree)
        #expect(svg.contains("<g data-role=\"panel\" data-panel=\"clipboard\" data-page=\"0\" data-pages=\"1\">"))
        #expect(svg.contains("<g data-panel-item=\"1\" data-pinned=\"true\">"))
        #expect(svg.contains("旧的 &lt;&amp;&gt;"))
        #expect(svg.contains("<g data-panel-control=\"panel-clear\">"))
        #expect(!svg.contains("data-key="), "no key is drawn under the panel")
    }

    @Test func thePhrasesTabsAndAnItemMenuAreDrawnAndTagged() throws {
        var state = KeyboardRenderState()
        state.screenContent.panel = .phrases([
            QuickPhraseBook.Group(name: "常用", phrases: [QuickPhrase(id: 1, text: "好的", code: "hd")]),
            QuickPhraseBook.Group(name: "地址", phrases: []),
        ])
        let (tree, _) = try render(state, view: PanelView(group: 1))
        let panel = try #require(tree.panel)
        #expect(panel.tabs.map(\.isSelected) == [false, true])
        #expect(panel.rows.isEmpty && panel.emptyText != nil)
        let svg = SVGWriter().svg(for: tree)
        #expect(svg.contains("<g data-panel-tab=\"panel-group-1\" data-selected=\"true\">"))
        #expect(svg.contains("<g data-panel-control=\"panel-edit\">"))

        var clipboard = KeyboardRenderState()
        clipboard.screenContent.panel = .clipboard([ClipboardItem(id: 5, text: "一", copied: copied)])
        var view = PanelView()
        view.menu = 5
        let menuTree = try render(clipboard, view: view).0
        #expect(menuTree.panel?.menu?.items.map(\.title.text) == ["置顶", "删除"])
        let menuSVG = SVGWriter().svg(for: menuTree)
        #expect(menuSVG.contains("<g data-role=\"panel-menu\" data-panel-item=\"5\">"))
        #expect(menuSVG.contains("<g data-menu-item=\"panel-menu-pin\">"))
    }
}
