import Foundation
import Testing

/// `shurufa theme show / import / list` and `layout render --theme FILE` over the real skins in
/// ../shared/eval/themes.
@Suite struct ThemeCLITests {
    static let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/eval/themes")

    @Test func showPrintsTheContract() async throws {
        let rainbow = Self.themes.appendingPathComponent("hamster/26_Rainbow_Functions.hskin").path
        let result = try await runShurufa(["theme", "show", rainbow])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let light = try #require(object["light"] as? [String: Any])
        #expect(light["letter_key_background"] as? String == "#D50000")
        #expect(light["keyboard_background"] as? String == "#D1D2D9FC")
        #expect(Set(light.keys) == ["keyboard_background", "letter_key_background", "letter_key_text", "function_key_background",
                                    "candidate_text", "highlighted_candidate_text", "highlighted_candidate_background"])
        #expect((object["dark"] as? [String: Any])?["letter_key_background"] as? String == "#B71C1C")
        let trime = Self.themes.appendingPathComponent("trime/osfans-trime/trime.yaml").path
        let luna = try await runShurufa(["theme", "show", trime, "--scheme", "luna"])
        #expect(luna.stdout.contains("\"keyboard_background\": \"#CCCCCC\"") && luna.stdout.contains("\"dark\": null"), "\(luna.stdout)")
        let unknown = try await runShurufa(["theme", "show", trime, "--scheme", "nope"])
        #expect(unknown.status != 0 && unknown.stderr.contains("no colour scheme named 'nope'"), "\(unknown.stderr)")
    }

    @Test func importWritesOurThemeAndRenderDrawsWithIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("rainbow.json").path
        let rainbow = Self.themes.appendingPathComponent("hamster/26_Rainbow_Functions.hskin").path
        let imported = try await runShurufa(["theme", "import", rainbow, "-o", output])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("not carried: images: 1 (demo.png)"), "\(imported.stdout)")
        #expect(imported.stderr.contains("warning: dark: the key c: label #FFFFFF on #FBC02D"), "\(imported.stderr)")
        let shown = try await runShurufa(["theme", "show", output])
        #expect(shown.stdout.contains("\"letter_key_background\": \"#D50000\""), "\(shown.stdout)")
        let svg = try await runShurufa(["layout", "render", "pinyin-26", "--theme", output])
        #expect(svg.status == 0 && svg.stdout.contains("#D50000"), "\(svg.stderr)")
        let dark = try await runShurufa(["layout", "render", "pinyin-26", "--theme", rainbow, "--dark"])
        #expect(dark.stdout.contains("#B71C1C"))
        let builtIn = try await runShurufa(["layout", "render", "qwerty", "--theme", "high-contrast-dark"])
        #expect(builtIn.status == 0 && builtIn.stdout.contains("#1C1C1C"))
    }

    @Test func aHostileFileIsAClearError() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bomb = directory.appendingPathComponent("bomb.trime.yaml")
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...12 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]") }
        try lines.joined(separator: "\n").write(to: bomb, atomically: true, encoding: .utf8)
        let result = try await runShurufa(["theme", "show", bomb.path])
        #expect(result.status == 1 && result.stderr.contains("bomb.trime.yaml: line") && result.stderr.contains("expands past"), "\(result.stderr)")
        let list = try await runShurufa(["theme", "list"])
        #expect(list.stdout.contains("high-contrast\thigh-contrast,high-contrast-dark"))
    }
}
