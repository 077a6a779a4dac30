import Foundation
import ShurufaTestSupport
import Testing
@testable import ThemeImport

/// Work bounded by the input's size and the client's presence (issue 89): the readers are linear
/// in a file's keys and cells, and stop when their task is cancelled. The readers after the parse
/// are timed on documents built in memory (the parse of a large file is slow in a debug build on a
/// busy machine, and was linear before): a lookup per key that scans every key (7.5 s for 100k
/// top-level keys, 9.9 s for a skin of 120k cells, release) is minutes at these sizes in a debug
/// build, and the linear readers take well under a second, so the bounds are generous both ways.
@Suite(.timeLimit(.minutes(3))) struct ThemeWorkBoundTests {
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// A trime theme of one colour scheme and `keys` more top-level keys.
    static func trimeTheme(keys: Int) -> String {
        var text = "preset_color_schemes:\n  default:\n    back_color: 0x112233\n"
        for index in 0..<keys { text += "k\(index): v\n" }
        return text
    }

    static func mapping(_ count: Int, key: (Int) -> String, value: (Int) -> YAMLNode) -> YAMLNode {
        .mapping((0..<count).map { YAMLEntry(key: key($0), value: value($0)) })
    }

    @Test func twoHundredThousandTopLevelKeysExpandInLinearTime() throws {
        let schemes = YAMLNode.mapping([YAMLEntry(key: "default", value: .mapping([YAMLEntry(key: "back_color", value: .scalar("0x112233"))]))])
        let root = YAMLNode.mapping([YAMLEntry(key: "preset_color_schemes", value: schemes)]
            + Self.mapping(200_000, key: { "k\($0)" }, value: { _ in .scalar("v") }).entries)
        var includes = TrimeIncludes(mainName: "t.yaml", main: root, file: "t.yaml") { _ in nil }
        var expanded = YAMLNode.null
        let elapsed = try Self.seconds { expanded = try includes.expanded(root, in: "t.yaml") }
        #expect(expanded.entries.count == 200_001)
        #expect(elapsed < 20, "200k keys took \(elapsed) s: a scan of the keys for each key")
        // And a file of 100k keys reads whole, parse included (the acceptance's case; under 1 s in a release build).
        let imported = try ThemeImporter.importTheme(data: Data(Self.trimeTheme(keys: 100_000).utf8), fileName: "keys.trime.yaml")
        #expect(imported.summary.light.keyboardBackground?.color?.hex == "#112233")
    }

    @Test func aSkinOfTwoHundredThousandCellsIsReadInLinearTime() throws {
        let cells = 200_000
        let layout = YAMLNode.sequence((0..<cells).map { .mapping([YAMLEntry(key: "Cell", value: .scalar("c\($0)"))]) })
        let letter = YAMLNode.mapping([YAMLEntry(key: "character", value: .scalar("q"))])
        let root = YAMLNode.mapping([
            YAMLEntry(key: "keyboardLayout", value: layout),
            YAMLEntry(key: "qs", value: .mapping([YAMLEntry(key: "normalColor", value: .scalar("d50000"))])),
        ] + Self.mapping(cells, key: { "c\($0)" }, value: { index in
            .mapping([YAMLEntry(key: "action", value: letter)] + (index == 0 ? [YAMLEntry(key: "backgroundStyle", value: .scalar("qs"))] : []))
        }).entries.reversed())
        var notCarried: [String] = []
        var appearance = SkinAppearance(colors: ThemeColors())
        let elapsed = Self.seconds { appearance = HamsterKeyboardFile(root: root).appearance(notCarried: &notCarried) }
        #expect(appearance.colors.letterKeyBackground?.color?.hex == "#D50000", "the first cell in the layout gives the letters' colour")
        #expect(elapsed < 20, "200k cells took \(elapsed) s: a scan of the cells for each cell")
    }

    @Test func trimeKeysAndSchemesAreLookedUpNotScanned() throws {
        let keys = 100_000
        let presets = Self.mapping(keys, key: { "p\($0)" }, value: { _ in .mapping([YAMLEntry(key: "send", value: .scalar("x"))]) })
        let scheme = Self.mapping(keys, key: { "c\($0)" }, value: { _ in .scalar("0x112233") }).entries
            + [YAMLEntry(key: "key_back_color", value: .scalar("0xd50000"))]
        let root = YAMLNode.mapping([
            YAMLEntry(key: "preset_keys", value: presets),
            YAMLEntry(key: "preset_color_schemes", value: .mapping([YAMLEntry(key: "default", value: .mapping(scheme))])),
            YAMLEntry(key: "preset_keyboards", value: .mapping([YAMLEntry(key: "default", value: .mapping([YAMLEntry(
                key: "keys", value: .sequence([.mapping([YAMLEntry(key: "click", value: .scalar("q")), YAMLEntry(key: "key_back_color", value: .scalar("c0"))])]
                    + (0..<keys).map { .mapping([YAMLEntry(key: "click", value: .scalar("p\($0)"))]) }))]))])),
        ])
        var imported: ImportedTheme?
        let elapsed = try Self.seconds { imported = try TrimeTheme(root: root, file: "t.trime.yaml").imported(scheme: nil) }
        #expect(imported?.summary.light.letterKeyBackground?.color?.hex == "#112233")
        #expect(elapsed < 20, "100k keys took \(elapsed) s: a scan of the presets for each key")
    }

    @Test func aCancelledImportStops() async throws {
        let data = Data(Self.trimeTheme(keys: 100_000).utf8)
        // Each task waits until it is cancelled (a sleep that cancellation ends), then reads: the
        // readers must notice at once.
        let task = Task {
            try? await Task.sleep(for: .seconds(3600))
            return try ThemeImporter.importTheme(data: data, fileName: "keys.trime.yaml")
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        let newlines = Task {
            try? await Task.sleep(for: .seconds(3600))
            return try YAMLParser.parse(String(repeating: "\n", count: 1 << 20) + "a: b\n")
        }
        newlines.cancel()
        await #expect(throws: CancellationError.self) { try await newlines.value }
    }

    @Test func aBlockScalarOfEmptyLinesIsHeldAsACount() throws {
        let node = try YAMLParser.parse("a: |+\n  x\n" + String(repeating: "\n", count: 100_000) + "b: 1\n")
        #expect(node["a"]?.text == "x\n" + String(repeating: "\n", count: 100_000))
        #expect(try YAMLParser.parse("a: >\n  x\n\n\n  y\n\n")["a"]?.text == "x   y\n", "the lines folded as before, empty ones included")
        #expect(try YAMLParser.parse("a: |-\n  x\n  y\n\n")["a"]?.text == "x\ny")
    }

    @Test func linesAndColumnsAreFoundWithoutATable() throws {
        #expect(throws: YAMLParser.Failure(line: 4, reason: "the alias *missing names no anchor before it")) {
            try YAMLParser.parse("\u{FEFF}a: 1\r\nb:\r\n  c: 2\r\nd: *missing\r\n")
        }
        let node = try YAMLParser.parse("一: 甲\n二:\n  三: 乙 # note\n  四: '丙''s'\n五: \"\\u4E01\\x41\"\n")
        #expect(node["二"]?["三"]?.text == "乙" && node["二"]?["四"]?.text == "丙's" && node["五"]?.text == "丁A")
        #expect(throws: YAMLParser.Failure.self) { try YAMLParser.parse("a: \"\\x+1\"\n") }
    }
}
