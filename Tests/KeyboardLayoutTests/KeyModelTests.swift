import Foundation
import Testing
import TextInputModel
@testable import KeyboardLayout

@Suite struct KeyModelTests {
    static let actions: [KeyboardAction] = [
        .character("q"), .character(":"), .character("，"), .backspace, .shift, .space, .returnKey, .nextKeyboard,
        .page(.letters), .page(.numbers), .page(.symbols), .page(.emoji), .toggleLanguage, .nineKey(digit: 2, letters: "abc"),
        .separator, .candidateColumn, .dismissKeyboard, .dictation, .none, .capsLock, .handwritingPad,
        .insertText("2"), .deleteWordBackward, .setMode(.english), .moveCursor(-4), .insertEmoji("👍🏾"), .emojiPage(1),
        .beginEmojiSearch, .endEmojiSearch, .cancelComposition,
    ]

    /// What only the keyboard issues, with the code each shows in the SVG's `data-action`.
    static let commands: [(KeyboardCommand, String)] = [
        (.selectCandidate(3), "candidate:3"), (.selectColumnItem(1), "column:1"), (.openCandidateMenu(2), "candidate-menu:2"),
        (.deleteCandidate(0), "delete-candidate:0"), (.closeCandidateMenu, "close-candidate-menu"),
        (.toggleCandidateGrid, "candidate-grid"), (.candidateGridPage(-1), "candidate-grid-page:-1"), (.emojiCategory(2), "emoji-category:2"),
    ]

    @Test(arguments: actions) func actionCodesRoundTrip(action: KeyboardAction) throws {
        #expect(KeyboardAction(code: action.code) == action)
        let data = try JSONEncoder().encode(action)
        #expect(try JSONDecoder().decode(KeyboardAction.self, from: data) == action)
    }

    @Test(arguments: commands) func commandsKeepTheirCodesButAreNeitherReadNorWritten(command: KeyboardCommand, code: String) throws {
        #expect(command.code == code && KeyboardAction.command(command).code == code)
        #expect(KeyboardCommand(code: code) == command)
        #expect(KeyboardAction(code: code) == nil, "a layout file cannot name \(code)")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KeyboardAction.self, from: Data("\"\(code)\"".utf8)) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(KeyboardAction.command(command)) }
    }

    @Test func badActionCodesAreRejected() {
        for code in ["", "char:", "page:keypad", "nine:x:abc", "nine:12:abc", "jump", "candidate:x", "cursor:", "mode:fr", "insert:"] {
            #expect(KeyboardAction(code: code) == nil, "\(code)")
        }
    }

    @Test func lettersFollowShift() {
        let q = LayoutKey.character("q")
        #expect(q.label(shift: .off) == "q")
        #expect(q.label(shift: .once) == "Q")
        #expect(q.label(shift: .locked) == "Q")
        var custom = LayoutKey.character("ß")
        custom.shiftedLabel = "ẞ"
        #expect(custom.label(shift: .once) == "ẞ")
    }

    @Test func returnAndSpaceFollowTheHostAndMode() {
        let ret = LayoutKey(id: "return", action: .returnKey)
        #expect(ret.label(mode: .english, returnKeyType: .default) == "return")
        #expect(ret.label(mode: .chinese, returnKeyType: .default) == "换行")
        #expect(ret.label(mode: .chinese, returnKeyType: .send) == "发送")
        #expect(ret.label(mode: .english, returnKeyType: .search) == "search")
        #expect(ret.label(mode: .english, returnKeyType: .google) == "search")
        #expect(ret.label(mode: .chinese, returnKeyType: .next) == "下一项")
        for type in ReturnKeyType.allCases { #expect(!type.label(in: .chinese).isEmpty && !type.label(in: .english).isEmpty) }
        #expect(ReturnKeyType.send.isPrimary && !ReturnKeyType.default.isPrimary && !ReturnKeyType.next.isPrimary)
        let space = LayoutKey(id: "space", action: .space)
        #expect(space.label(mode: .chinese) == "空格")
        #expect(space.label(mode: .english) == "space")
    }

    @Test func shiftIconFollowsShiftState() {
        let shift = LayoutKey(id: "shift", action: .shift, icon: .shift)
        #expect(shift.icon(shift: .off) == .shift)
        #expect(shift.icon(shift: .once) == .shiftOnce)
        #expect(shift.icon(shift: .locked) == .capsLock)
        #expect(LayoutKey(id: "g", action: .nextKeyboard, icon: .globe).icon(shift: .locked) == .globe)
    }

    @Test func coloursParseAndPrint() {
        #expect(KeyboardColor(hex: "#D1D3D9")?.hex == "#D1D3D9")
        #expect(KeyboardColor(hex: "#fff")?.hex == "#FFFFFF")
        #expect(KeyboardColor(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(KeyboardColor(hex: "D1D3D9") == nil)
        #expect(KeyboardColor(hex: "#12345") == nil)
        #expect(KeyboardColor(hex: "#GGGGGG") == nil)
    }

    @Test func stylesLayerLaterFieldsFirst() {
        let base = KeyStyle(backgroundColor: .white, cornerRadius: 5, fontSize: 20)
        let merged = base.merged(with: KeyStyle(cornerRadius: 8)).merged(with: KeyStyle(fontSize: 12)).merged(with: nil)
        #expect(merged == KeyStyle(backgroundColor: .white, cornerRadius: 8, fontSize: 12))
        #expect(KeyStyle().isEmpty && !merged.isEmpty)
    }

    @Test func rowAndLayoutStylesReachPlacedKeys() throws {
        let json = #"""
        {"name": "styled", "style": {"keyStyle": {"cornerRadius": 9, "fontSize": 10}},
         "rows": [{"keyStyle": {"fontSize": 14}, "keys": [{"char": "a", "style": {"textColor": "#FF0000"}}, {"char": "b"}]}]}
        """#
        let layout = try KeyLayout(jsonData: Data(json.utf8), fileName: "styled.json")
        let fitted = layout.fitted(environment: KeyboardEnvironment())
        #expect(fitted.key(id: "a")?.style == KeyStyle(cornerRadius: 9, textColor: KeyboardColor(rgb: 0xFF0000), fontSize: 14))
        #expect(fitted.key(id: "b")?.style == KeyStyle(cornerRadius: 9, fontSize: 14))
    }

    @Test func orientationPatchesApply() throws {
        let json = #"""
        {"name": "m", "metrics": {"landscape": {"keySpacing": 0, "leadingPadding": 0, "trailingPadding": 0}},
         "rows": [{"padding": {"portrait": {"leading": 50}}, "keys": [{"char": "a"}, {"char": "b"}]}]}
        """#
        let layout = try KeyLayout(jsonData: Data(json.utf8), fileName: "m.json")
        let portrait = layout.fitted(in: LayoutSize(width: 300, height: 200), environment: KeyboardEnvironment())
        #expect(portrait.key(id: "a")?.frame.minX == 50)
        let landscape = layout.fitted(in: LayoutSize(width: 300, height: 200), environment: KeyboardEnvironment(orientation: .landscape))
        #expect(landscape.key(id: "a")?.frame == LayoutRect(x: 0, y: 36 + 5, width: 150, height: 200 - 36 - 5 - 4))
    }

    @Test func environmentIsInferredFromSize() {
        #expect(KeyboardEnvironment.inferred(for: LayoutSize(width: 375, height: 260)) == KeyboardEnvironment(device: .phone, orientation: .portrait))
        #expect(KeyboardEnvironment.inferred(for: LayoutSize(width: 667, height: 198)).orientation == .landscape)
        #expect(KeyboardEnvironment.inferred(for: LayoutSize(width: 768, height: 319)).device == .pad)
        #expect(KeyboardEnvironment.inferred(for: LayoutSize(width: 1024, height: 407)) == KeyboardEnvironment(device: .pad, orientation: .landscape))
    }
}
