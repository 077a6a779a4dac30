import Foundation
import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The toolbar and the panels worked by touches, as a finger works them on iOS and in the
/// playground: the core hit-tests what it laid out; a tap inserts, a hold opens an item's menu.
@Suite struct PanelTouchScenarioTests {
    /// The toolbar's button for `panel`.
    func toolbarButton(_ keyboard: TestKeyboard, _ panel: KeyboardPanel) throws -> LayoutPoint {
        let toolbar = try #require(keyboard.controller.screen.toolbar, "the toolbar shows")
        return try #require(toolbar.buttons.first { $0.id == "toolbar-\(panel.rawValue)" }).frame.center
    }

    func layout(_ keyboard: TestKeyboard) throws -> PanelLayout {
        try #require(keyboard.controller.screen.panel, "a panel is open")
    }

    func control(_ keyboard: TestKeyboard, _ id: String) throws -> PanelLayout.Control {
        try #require(try layout(keyboard).controls.first { $0.id == id })
    }

    /// Holds a point until the long press fires, then lifts the finger there.
    func hold(_ keyboard: TestKeyboard, _ point: LayoutPoint) {
        let id = keyboard.down(at: point)
        keyboard.tick(to: keyboard.now + 0.5)
        keyboard.up(id, at: point, time: keyboard.now + 0.05)
        keyboard.now += 0.5
    }

    @Test func tappingTheToolbarOpensTheClipboardOverTheKeysAndTappingAnItemInsertsIt() throws {
        let keyboard = try TestKeyboard()
        keyboard.controller.recordCopy("第一条", fromSecureField: false)
        keyboard.now += 1
        keyboard.controller.recordCopy("第二条", fromSecureField: false)
        let qCenter = try keyboard.center(of: "q")
        keyboard.tapPoint(try toolbarButton(keyboard, .clipboard))
        #expect(keyboard.controller.state.panel == .clipboard)
        #expect(try layout(keyboard).rows.map(\.text) == ["第二条", "第一条"], "newest first")
        #expect(keyboard.controller.screen.toolbar?.buttons.prefix(2).map(\.isSelected) == [true, false])
        // The panel covers the keys: a touch where q was hits the panel, never the key.
        if case .key = keyboard.controller.target(at: qCenter) { Issue.record("a key under the panel was hit") }
        keyboard.tapPoint(try layout(keyboard).rows[1].frame.center)
        #expect(keyboard.document.text == "第一条")
        #expect(keyboard.controller.state.panel == nil)
        #expect(keyboard.controller.screen.toolbar != nil, "the empty bar shows the toolbar again")
    }

    @Test func holdingAnItemOpensItsMenuToPinOrDeleteItAndClearKeepsThePinned() throws {
        let keyboard = try TestKeyboard()
        for text in ["甲", "乙", "丙"] {
            keyboard.controller.recordCopy(text, fromSecureField: false)
            keyboard.now += 1
        }
        keyboard.tapPoint(try toolbarButton(keyboard, .clipboard))
        let older = try layout(keyboard).rows[2]
        hold(keyboard, older.frame.center)
        #expect(keyboard.document.text.isEmpty, "a hold inserts nothing")
        let menu = try #require(try layout(keyboard).menu)
        #expect(menu.itemID == older.itemID)
        #expect(menu.items.map(\.title) == ["置顶", "删除"])
        keyboard.tapPoint(menu.items[0].frame.center)
        #expect(try layout(keyboard).menu == nil)
        let pinned = try #require(try layout(keyboard).rows.first { $0.itemID == older.itemID })
        #expect(pinned.isPinned && pinned.detail == "置顶")
        #expect(try layout(keyboard).rows.map(\.text) == ["丙", "乙", "甲"], "pinning keeps the order")

        // A touch outside an open menu only closes it.
        hold(keyboard, try layout(keyboard).rows[0].frame.center)
        #expect(try layout(keyboard).menu != nil)
        keyboard.tapPoint(try control(keyboard, "panel-previous").frame.center)
        #expect(try layout(keyboard).menu == nil)
        #expect(keyboard.document.text.isEmpty && keyboard.controller.state.panel == .clipboard)

        // 删除 from the menu, then 清空 keeps only the pinned item.
        hold(keyboard, try layout(keyboard).rows[0].frame.center)
        let delete = try #require(try layout(keyboard).menu?.items.first { $0.title == "删除" })
        keyboard.tapPoint(delete.frame.center)
        #expect(try layout(keyboard).rows.map(\.text) == ["乙", "甲"])
        keyboard.tapPoint(try control(keyboard, "panel-clear").frame.center)
        #expect(try layout(keyboard).rows.map(\.text) == ["甲"])
        hold(keyboard, try layout(keyboard).rows[0].frame.center)
        #expect(try layout(keyboard).menu?.items.map(\.title) == ["取消置顶", "删除"])
    }

    @Test func theListPagesAndTheEmptyControlsDoNothing() throws {
        let keyboard = try TestKeyboard()
        for index in 1...12 {
            keyboard.controller.recordCopy("第\(index)条", fromSecureField: false)
            keyboard.now += 1
        }
        keyboard.tapPoint(try toolbarButton(keyboard, .clipboard))
        let first = try layout(keyboard)
        #expect(first.pageCount > 1 && first.page == 0)
        #expect(first.rows.first?.text == "第12条")
        #expect(!(try control(keyboard, "panel-previous").isEnabled))
        #expect(keyboard.controller.target(at: try control(keyboard, "panel-previous").frame.center) == .nothing)
        keyboard.tapPoint(try control(keyboard, "panel-next").frame.center)
        let second = try layout(keyboard)
        #expect(second.page == 1)
        #expect(second.rows.first?.text == "第\(12 - first.rows.count)条", "the next page goes on where the first ended")
        keyboard.tapPoint(try control(keyboard, "panel-close").frame.center)
        #expect(keyboard.controller.state.panel == nil)
    }

    @Test func thePhrasesShowTheirGroupsAsTabsAndEditAsksTheHost() throws {
        let keyboard = try TestKeyboard()
        keyboard.tapPoint(try toolbarButton(keyboard, .phrases))
        let panel = try layout(keyboard)
        #expect(panel.tabs.map(\.title) == ["常用", "问候"])
        #expect(panel.tabs.map(\.isSelected) == [true, false])
        #expect(panel.rows.first?.text == "在开会，稍后回复" && panel.rows.first?.detail == "zkh", "a phrase shows its code")
        keyboard.tapPoint(panel.tabs[1].frame.center)
        #expect(try layout(keyboard).rows.map(\.text) == ["早上好！", "晚安，好梦"])
        _ = keyboard.controller.takeHostRequests()
        keyboard.tapPoint(try control(keyboard, "panel-edit").frame.center)
        #expect(keyboard.controller.takeHostRequests().contains(.editPhrases))
        keyboard.tapPoint(try layout(keyboard).rows[1].frame.center)
        #expect(keyboard.document.text == "晚安，好梦")
    }
}
