import Foundation
import KeyboardLayout
import Testing
@testable import KeyboardCore

/// The panels' geometry and hit-testing as pure values: rows, one-line texts, pages, the item
/// menu's place, and the commands' codes.
@Suite struct PanelLayoutTests {
    let area = LayoutRect(x: 0, y: 45, width: 390, height: 216)
    let date = Date(timeIntervalSince1970: 0)

    func clips(_ texts: [String], pinned: Set<Int> = []) -> KeyboardPanelContent {
        .clipboard(texts.enumerated().map { ClipboardItem(id: Int64($0.offset + 1), text: $0.element, copied: date, pinned: pinned.contains($0.offset)) })
    }

    @Test func aLongOrMultiLineItemIsOneLineCutToFitItsRow() {
        let long = String(repeating: "很长的文字", count: 40) + "\n第二行"
        let layout = PanelLayout(content: clips([long, "a\nb"]), view: PanelView(), in: area)
        let row = layout.rows[0]
        #expect(row.text.hasSuffix("…") && !row.text.contains("\n"))
        #expect(TextMetrics.estimatedWidth(of: row.text, fontSize: layout.fontSize) <= row.frame.width - 2 * PanelLayout.rowPadding + 1e-9)
        #expect(layout.rows[1].text == "a b")
        #expect(row.frame.maxX <= area.maxX - PanelLayout.controlWidth + 1e-9, "rows leave the control column free")
    }

    @Test func pagesHoldWhatFitsAndThePageIsClamped() {
        let texts = (1...20).map { "项\($0)" }
        let layout = PanelLayout(content: clips(texts), view: PanelView(), in: area)
        let perPage = layout.rows.count
        #expect(perPage == Int(area.height / PanelLayout.rowHeight))
        #expect(layout.pageCount == (20 + perPage - 1) / perPage)
        var view = PanelView()
        view.page = 99
        let last = PanelLayout(content: clips(texts), view: view, in: area)
        #expect(last.page == last.pageCount - 1)
        #expect(last.rows.last?.text == "项20")
        #expect(last.controls.first { $0.id == "panel-next" }?.isEnabled == false)
        #expect(last.rows.allSatisfy { $0.frame.maxY <= area.maxY + 1e-9 })
    }

    @Test func theMenuSitsUnderItsRowOrOverTheLastAndTakesEveryTouch() throws {
        var view = PanelView()
        view.menu = 1
        let top = PanelLayout(content: clips(["一", "二", "三", "四"], pinned: [0]), view: view, in: area)
        let menu = try #require(top.menu)
        #expect(menu.frame.minY >= top.rows[0].frame.maxY)
        #expect(menu.items.map(\.action) == [.command(.panel(.pinClip(1, false))), .command(.panel(.removeClip(1)))])
        #expect(top.target(at: menu.items[1].frame.center) == .button(id: "panel-menu-delete", action: .command(.panel(.removeClip(1)))))
        #expect(top.target(at: top.rows[2].frame.center) == .button(id: PanelItemMenu.dismissID, action: .command(.panel(.closeMenu))))
        view.menu = 4
        let bottom = PanelLayout(content: clips(["一", "二", "三", "四"]), view: view, in: area)
        let low = try #require(bottom.menu)
        #expect(low.frame.maxY <= bottom.rows[3].frame.minY && low.frame.minY >= area.minY)
    }

    @Test func anEmptyClipboardSaysSoAndCannotBeCleared() {
        let layout = PanelLayout(content: clips([]), view: PanelView(), in: area)
        #expect(layout.rows.isEmpty && layout.emptyText != nil)
        let clear = layout.controls.first { $0.id == "panel-clear" }
        #expect(clear?.isEnabled == false)
        #expect(layout.target(at: clear?.frame.center ?? LayoutPoint(x: 0, y: 0)) == .nothing)
    }

    @Test func aRowIsHitAsItsInsertAndAHoldOpensItsMenu() {
        let layout = PanelLayout(content: clips(["一"]), view: PanelView(), in: area)
        let target = layout.target(at: layout.rows[0].frame.center)
        #expect(target == .button(id: "panel-item-1", action: .command(.panel(.insertClip(1)))))
        #expect(KeyboardAction.command(.panel(.insertClip(1))).holdAction == .command(.panel(.clipMenu(1))))
        #expect(KeyboardAction.command(.panel(.insertPhrase(1))).holdAction == nil, "holding a phrase is a slow tap")
    }

    @Test func panelCommandsWriteCodesThatNoLayoutFileMayRead() {
        let commands: [PanelCommand] = [
            .openClipboard, .openPhrases, .close, .insertClip(7), .clipMenu(7), .pinClip(7, true), .pinClip(7, false), .removeClip(7),
            .clearClipboard, .insertPhrase(3), .phraseGroup(2), .editPhrases, .page(-1), .closeMenu,
        ]
        for command in commands {
            let action = KeyboardAction.command(.panel(command))
            #expect(PanelCommand(code: command.code) == command, "\(command.code)")
            #expect(action.code == "panel:" + command.code)
            #expect(KeyboardAction(code: action.code) == nil, "a layout file may not name \(action.code)")
        }
        #expect(PanelCommand(code: "clip:x") == nil)
        #expect(PanelCommand(code: "nothing") == nil)
    }

    @Test func theToolbarShowsOnAnEmptyBarAndStaysWhileAPanelIsOpen() throws {
        let withBar = try #require(try sharedLibrary.get().layout(.pinyin26)).fitted(in: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        let idle = try #require(PanelToolbar.shown(showsToolbar: true, open: nil, barIsEmpty: true, in: withBar))
        #expect(idle.frame == withBar.candidateBarFrame && idle.buttons.allSatisfy { !$0.isSelected })
        let open = try #require(PanelToolbar.shown(showsToolbar: false, open: .phrases, barIsEmpty: true, in: withBar))
        #expect(open.buttons.map(\.isSelected) == [false, true], "the open panel's button is selected")
        #expect(PanelToolbar.shown(showsToolbar: false, open: .clipboard, barIsEmpty: false, in: withBar) == nil, "candidates take the bar")
        #expect(PanelToolbar.shown(showsToolbar: true, open: nil, barIsEmpty: false, in: withBar) == nil)
        #expect(PanelToolbar.shown(showsToolbar: false, open: nil, barIsEmpty: true, in: withBar) == nil, "composing, another page, 联想")
    }
}
