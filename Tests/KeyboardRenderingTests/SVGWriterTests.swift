import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import KeyboardCore
import KeyboardLayout
@testable import KeyboardRendering

/// Collects `data-key` ids and checks the document parses as XML.
private final class SVGInspector: NSObject, XMLParserDelegate {
    var keyIDs: [String] = []
    var roles: [String] = []
    var texts: [String] = []
    private var inText = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        if let id = attributes["data-key"] { keyIDs.append(id) }
        if let role = attributes["data-role"] { roles.append(role) }
        inText = name == "text"
        if inText { texts.append("") }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { inText = false }

    static func inspect(_ svg: String) -> SVGInspector? {
        let inspector = SVGInspector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = inspector
        return parser.parse() ? inspector : nil
    }
}

@Suite struct SVGWriterTests {
    let library: LayoutLibrary
    init() throws { library = try LayoutLibrary.standard() }

    func svg(_ name: String, _ state: KeyboardRenderState = KeyboardRenderState()) throws -> String {
        let layout = try #require(library.layout(LayoutID(name)))
        let fitted = layout.fitted(in: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        var state = state
        state.mode = layout.language
        state.layOut(in: fitted)
        let tree = KeyboardRenderer().render(fitted, state: state)
        return SVGWriter().svg(for: tree)
    }

    @Test(arguments: LayoutLibrary.standardIDs) func everyKeyIsAGroupWithItsID(id: LayoutID) throws {
        let text = try svg(id.name, KeyboardRenderState(pressedKeys: ["space"], candidates: ["候选"]))
        let inspector = try #require(SVGInspector.inspect(text), "not well-formed XML")
        let expected = try #require(library.layout(id)).fitted(environment: KeyboardEnvironment()).keys.map(\.id)
        #expect(inspector.keyIDs == expected)
        #expect(inspector.roles == ["candidate-bar"])
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"260\""))
        #expect(text.contains("data-key=\"space\" data-action=\"space\" data-pressed=\"true\""))
    }

    @Test func aCandidatesNoteIsDrawnSmallUnderIt() throws {
        var state = KeyboardRenderState(candidates: ["你", "但"])
        state.screenContent.candidateNotes = ["iy", ""]
        let text = try svg("pinyin-26", state)
        #expect(SVGInspector.inspect(text) != nil, "not well-formed XML")
        #expect(text.contains("<g data-role=\"note\">") && text.contains(">iy</text></g>"))
        #expect(text.components(separatedBy: "data-role=\"note\"").count == 2, "one note: the second candidate has none")
        let layout = try #require(library.layout(LayoutID("pinyin-26")))
        let fitted = layout.fitted(in: StandardKeyboardSize.phonePortrait, environment: KeyboardEnvironment())
        state.layOut(in: fitted)
        let bar = try #require(KeyboardRenderer().render(fitted, state: state).candidateBar)
        let noted = bar.cells[0], plain = bar.cells[1]
        let note = try #require(noted.note)
        #expect(note.center.y > noted.text.center.y && note.fontSize < noted.text.fontSize, "under it, smaller")
        #expect(note.center.y < noted.frame.maxY && plain.note == nil && plain.text.center.y == plain.frame.midY)
    }

    @Test func specialCharactersAreEscaped() throws {
        let text = try svg("numbers", KeyboardRenderState(pressedKeys: ["&"], candidates: ["<b>\"x\"</b>"]))
        let inspector = try #require(SVGInspector.inspect(text))
        #expect(inspector.keyIDs.contains("\"") && inspector.keyIDs.contains("&"))
        #expect(inspector.texts.contains("<b>\"x\"</b>"))
        #expect(text.contains("data-key=\"&quot;\"") && text.contains("data-key=\"&amp;\""))
        #expect(inspector.roles == ["candidate-bar", "popup"])
    }

    @Test func charactersXMLCannotCarryStillGiveAWellFormedDocument() throws {
        let hostile = "a\u{0}b\u{1B}[2J\u{FFFF}c"
        let text = try svg("qwerty", KeyboardRenderState(candidates: [hostile, "tab\there"]))
        let inspector = try #require(SVGInspector.inspect(text), "not well-formed XML")
        #expect(inspector.texts.contains("a\u{FFFD}b\u{FFFD}[2J\u{FFFD}c"))
        #expect(SVGWriter.escape("x\u{0}\u{8}\u{B}\u{1F}y") == "x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}y")
        #expect(SVGWriter.escape("line\nbreak\ttab\rret") == "line&#10;break&#9;tab&#13;ret")
        #expect(SVGWriter.escape("你好😂") == "你好😂")
    }

    @Test func popupsAndCalloutsAreDrawnAfterKeys() throws {
        let text = try svg("qwerty", KeyboardRenderState(pressedKeys: ["a"], callout: KeyboardRenderState.Callout(keyID: "e", highlightedIndex: 1)))
        let inspector = try #require(SVGInspector.inspect(text))
        #expect(inspector.roles == ["candidate-bar", "popup", "callout"])
        let lastKey = try #require(text.range(of: "data-key=\"return\""))
        let popup = try #require(text.range(of: "data-role=\"popup\""))
        #expect(lastKey.lowerBound < popup.lowerBound)
        #expect(inspector.texts.contains("è"))
    }

    @Test func numbersAreCompact() {
        #expect(SVGWriter.number(12) == "12")
        #expect(SVGWriter.number(12.5) == "12.5")
        #expect(SVGWriter.number(1.0 / 3) == "0.33")
        #expect(SVGWriter.number(-0.001) == "0")
        #expect(SVGWriter.number(.nan) == "0")
        #expect(SVGWriter.paint("fill", KeyboardColor(rgb: 0x112233, alpha: 0.5)) == " fill=\"#112233\" fill-opacity=\"0.5\"")
    }

    @Test func pathDataUsesEveryCommand() {
        var path = VectorPath()
        path.move(0, 0)
        path.line(1, 0)
        path.quad(2, 0, 2, 1)
        path.cubic(2, 2, 1, 3, 0, 3)
        path.close()
        #expect(SVGWriter.pathData(path) == "M0 0L1 0Q2 0 2 1C2 2 1 3 0 3Z")
        #expect(path.scaled(by: 2, dx: 1, dy: 1).controlBounds == LayoutRect(x: 1, y: 1, width: 4, height: 6))
    }

    @Test func outputIsDeterministic() throws {
        let state = KeyboardRenderState(shift: .once, pressedKeys: ["q", "delete"], candidates: ["你好", "你"])
        #expect(try svg("pinyin-26", state) == svg("pinyin-26", state))
    }
}
