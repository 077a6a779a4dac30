import Foundation
import Testing
@testable import KeyboardLayout

@Suite struct LayoutDecodingTests {
    private func decode(_ json: String, file: String = "user.json") throws(LayoutFileError) -> KeyLayout {
        try KeyLayout(jsonData: Data(json.utf8), fileName: file)
    }

    private func error(_ json: String) -> LayoutFileError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: LayoutLibrary.standardIDs) func standardLayoutsRoundTripThroughJSON(id: LayoutID) throws {
        let layout = try #require(try standardLibrary().layout(id))
        let data = try layout.jsonData()
        let again = try KeyLayout(jsonData: data, fileName: "\(id).json")
        #expect(again == layout)
    }

    @Test func deepNestingIsNamedNotCalledInvalidJSON() {
        let deep = #"{"name":"x","rows":"# + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}"
        let problem = error(deep)
        #expect(problem?.description.contains("nested more than 32 levels") == true, "\(String(describing: problem))")
    }

    @Test func aNumberTooLargeForADoubleIsNamedWithItsLine() {
        let problem = error("{\"name\":\"x\",\n\"rows\":[{\"keys\":[{\"id\":\"a\",\"char\":\"a\",\"width\":1e999}]}]}")
        #expect(problem?.description == "user.json: line 2: the number 1e999 is out of range")
        // Numbers inside strings are text, and ordinary exponents are fine.
        #expect(error(#"{"name":"1e999","rows":[{"keys":[{"id":"a","char":"a","width":2.5e0}]}]}"#) == nil)
    }

    @Test func anOversizedFileIsRefusedBeforeDecoding() {
        let huge = #"{"name":"x","rows":[],"pad":""# + String(repeating: " ", count: 1 << 20) + "\"}"
        #expect(error(huge)?.description.contains("a layout file is at most") == true)
    }

    @Test func aMinimalFileDecodesWithDefaults() throws {
        let layout = try decode(#"{"name": "mini", "rows": [{"keys": [{"char": "a"}, {"id": "del", "action": "backspace"}]}]}"#)
        #expect(layout.language == .english && layout.page == .letters && layout.hasCandidateBar)
        let a = try #require(layout.key(id: "a"))
        #expect(a.action == .character("a") && a.label == "a" && a.role == .character && a.width == .dynamic)
        let delete = try #require(layout.key(id: "del"))
        #expect(delete.icon == .delete && delete.role == .function && delete.label == nil)
    }

    @Test func errorsNameTheFileRowKeyAndField() throws {
        let bad = #"{"name": "x", "rows": [{"keys": [{"char": "q"}]}, {"keys": [{"char": "a"}, {"char": "s", "width": {"relative": 1.5}}]}]}"#
        let failure = try #require(error(bad))
        #expect(failure.file == "user.json")
        #expect(failure.location == #"row 2, key 2 ("s")"#)
        #expect(failure.field == "width.relative")
        #expect(failure.message.contains("(0, 1]"))
        #expect(failure.description == #"user.json: row 2, key 2 ("s"): field 'width.relative': a relative width must be in (0, 1], found 1.5"#)
    }

    @Test func nestedRowsAreNamedAsColumns() throws {
        let bad = #"{"name": "x", "rows": [{"keys": [{"width": 50, "keys": [{"id": "k", "action": "teleport"}]}]}]}"#
        let failure = try #require(error(bad))
        #expect(failure.location == #"row 1, column 1, key 1 ("k")"#)
        #expect(failure.field == "action")
        #expect(failure.message.contains("unknown action \"teleport\""))
    }

    @Test func aRuntimeCommandInALayoutFileIsRefusedWithItsKey() throws {
        for code in ["delete-candidate:3", "candidate:0", "candidate-grid", "emoji-category:1"] {
            let bad = #"{"name": "x", "rows": [{"keys": [{"char": "q"}, {"id": "sneaky", "action": "\#(code)"}]}]}"#
            let failure = try #require(error(bad), "\(code)")
            #expect(failure.file == "user.json")
            #expect(failure.location == #"row 1, key 2 ("sneaky")"#)
            #expect(failure.field == "action")
            #expect(failure.message.contains("\"\(code)\" is a command the keyboard issues itself"), "\(failure)")
        }
    }

    @Test func unknownFieldsAreErrorsNotIgnored() throws {
        let failure = try #require(error(#"{"name": "x", "rows": [{"keys": [{"char": "q", "widht": 3}]}]}"#))
        #expect(failure.location == #"row 1, key 1 ("q")"#)
        #expect(failure.field == "widht")
        #expect(failure.message.contains("unknown field"))
    }

    @Test func otherMistakesAreLocated() throws {
        let cases: [(json: String, location: String, field: String?, message: String)] = [
            (#"{"name": "x", "rows": [{"keys": [{"label": "?"}]}]}"#, "row 1, key 1", "action", "needs \"char\" or \"action\""),
            (#"{"name": "x", "rows": [{"keys": [{"action": "shift"}]}]}"#, "row 1, key 1", "id", "needs an \"id\""),
            (#"{"name": "x", "rows": [{"keys": [{"char": "q"}, {"char": "q"}]}]}"#, #"row 1, key 2 ("q")"#, "id", "duplicate key id"),
            (#"{"name": "x", "rows": [{"keys": [{"char": "q", "width": "wide"}]}]}"#, #"row 1, key 1 ("q")"#, "width", "expected \"dynamic\""),
            (#"{"name": "x", "rows": [{"keys": [{"char": "q", "width": -3}]}]}"#, #"row 1, key 1 ("q")"#, "width", "≥ 0"),
            (#"{"name": "x", "rows": [{"keys": [{"char": "q", "style": {"textColor": "blue"}}]}]}"#, #"row 1, key 1 ("q")"#, "style.textColor", "#RRGGBB"),
            (#"{"name": "x", "rows": [{"keys": [{"char": "q", "alternates": "é"}]}]}"#, #"row 1, key 1 ("q")"#, "alternates", "an array"),
            (#"{"name": "x", "rows": [{"keys": []}]}"#, "row 1", "keys", "at least one key"),
            (#"{"name": "x", "rows": []}"#, "", "rows", "at least one row"),
            (#"{"rows": [{"keys": [{"char": "q"}]}]}"#, "", "name", "missing"),
            (#"{"name": "x", "language": "fr", "rows": [{"keys": [{"char": "q"}]}]}"#, "", "language", ""),
            (#"{"name": "x", "metrics": {"portrait": {"rowSpacing": -1}}, "rows": [{"keys": [{"char": "q"}]}]}"#, "", "metrics.portrait.rowSpacing", "≥ 0"),
            (#"{"name": "x", "rows": [{"keys": [{"spacer": "dynamic", "char": "q"}]}]}"#, "row 1, spacer 1", "char", "unknown field"),
        ]
        for item in cases {
            let failure = try #require(error(item.json), "\(item.json)")
            #expect(failure.location == item.location, "\(failure)")
            #expect(failure.field == item.field, "\(failure)")
            #expect(item.message.isEmpty || failure.message.contains(item.message), "\(failure)")
        }
    }

    @Test func brokenJSONNamesTheFile() throws {
        let failure = try #require(error(#"{"name": "x", "rows": [ "#))
        #expect(failure.description.hasPrefix("user.json: "))
        #expect(failure.message.contains("not valid JSON"))
    }

    @Test func unreadableFilesNameTheFile() {
        #expect(throws: LayoutFileError.self) { try KeyLayout(contentsOf: URL(fileURLWithPath: "/nonexistent/mine.json")) }
        do {
            _ = try KeyLayout(contentsOf: URL(fileURLWithPath: "/nonexistent/mine.json"))
        } catch {
            #expect(error.file == "mine.json")
        }
    }

    @Test func userDirectoryLayoutsOverrideStandardOnes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-layout-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"name": "qwerty", "rows": [{"keys": [{"char": "x"}]}]}"#.utf8).write(to: directory.appendingPathComponent("mine.json"))
        var library = try standardLibrary()
        for layout in try LayoutLibrary.contents(ofDirectory: directory).layouts { library.add(layout) }
        #expect(library.ids == LayoutLibrary.standardIDs + LayoutLibrary.fieldIDs)
        #expect(library.layout(LayoutID("qwerty"))?.allKeys.map(\.id) == ["x"])

        try Data(#"{"name": "broken"}"#.utf8).write(to: directory.appendingPathComponent("z-broken.json"))
        #expect(throws: LayoutFileError.self) { try LayoutLibrary.contents(ofDirectory: directory) }
    }
}
