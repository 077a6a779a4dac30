import Foundation
import Testing

@Suite struct LayoutCLITests {
    @Test func listShowsEveryStandardLayout() async throws {
        let result = try await runShurufa(["layout", "list"])
        #expect(result.status == 0)
        let names = Set(result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        // Each name whole, the longest too (a fixed-width column printed `emoji-placehophone`).
        for name in ["qwerty", "pinyin-26", "pinyin-9", "numbers", "numbers-zh", "symbols", "symbols-zh", "qwerty-zh-en", "emoji-placeholder"] {
            #expect(names.contains(name), "\(name) in \(names.sorted())")
        }
    }

    @Test func anIPadArrangementIsTheLayoutOnAPad() async throws {
        let list = try await runShurufa(["layout", "list"])
        #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("qwerty") && $0.contains(" pad ") })
        let pad = try await runShurufa(["layout", "render", "qwerty", "--device", "pad"])
        #expect(pad.status == 0, "\(pad.stderr)")
        #expect(pad.stdout.contains("data-key=\"tab\"") && pad.stdout.contains("data-key=\"dismiss\""))
        let phone = try await runShurufa(["layout", "render", "qwerty"])
        #expect(!phone.stdout.contains("data-key=\"tab\""))
        // The iPad arrangement is no name of its own.
        let suffixed = try await runShurufa(["layout", "render", "qwerty-pad"])
        #expect(suffixed.status != 0 && suffixed.stderr.contains("unknown layout 'qwerty-pad'"))
    }

    @Test func renderWritesAnSVGWithStableKeyIDs() async throws {
        let result = try await runShurufa(["layout", "render", "pinyin-26", "--theme", "dark", "--shift", "once", "--pressed", "q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg "))
        for id in ["q", "m", "shift", "delete", "space", "return", "globe", "123", "zh-en", "，", "。"] {
            #expect(result.stdout.contains("data-key=\"\(id)\""), "\(id)")
        }
        #expect(result.stdout.contains(">Q</text>"))
        #expect(result.stdout.contains("data-role=\"popup\""))
        #expect(result.stdout.contains("#2B2B2D"))
    }

    @Test func renderToAFileAtASize() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-layout-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await runShurufa(["layout", "render", "pinyin-9", "--width", "414", "--height", "280", "--no-globe", "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.contains("width=\"414\" height=\"280\""))
        for digit in 1...9 { #expect(svg.contains("data-key=\"\(digit)\"")) }
        #expect(!svg.contains("data-key=\"globe\""))
    }

    @Test func renderAUserLayoutFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mine-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"name": "mine", "rows": [{"keys": [{"char": "x"}, {"id": "bye", "action": "dismiss"}]}]}"#.utf8).write(to: file)
        let result = try await runShurufa(["layout", "render", file.path, "--return", "send"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("data-key=\"x\"") && result.stdout.contains("data-key=\"bye\""))
        #expect(try await runShurufa(["layout", "check", file.path]).status == 0)
    }

    @Test func badInputGetsAClearError() async throws {
        let cases: [([String], String)] = [
            (["layout", "render", "dvorak"], "unknown layout 'dvorak'"),
            (["layout", "render", "qwerty", "--width", "wide"], "--width must be a number"),
            (["layout", "render", "qwerty", "--width", "-5"], "--width must be a number"),
            (["layout", "render", "qwerty", "--theme", "sepia"], "unknown theme 'sepia'"),
            (["layout", "render", "qwerty", "--shift", "up"], "--shift: unknown value 'up'"),
            (["layout", "render", "qwerty", "--pressed", "zh-en"], "no key 'zh-en' in qwerty"),
            (["layout", "render", "qwerty", "--callout", "q"], "has no alternates"),
            (["layout", "render", "qwerty", "--callout", "e:40"], "index 40"),
            (["layout", "render"], "needs exactly one layout"),
            (["layout", "render", "qwerty", "--bogus"], "Unknown option '--bogus'"),
            (["layout", "explode"], "Unexpected argument 'explode'"),
        ]
        for (arguments, message) in cases {
            let result = try await runShurufa(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func layoutAloneShowsItsSubcommands() async throws {
        let result = try await runShurufa(["layout"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: shurufa layout <subcommand>"))
        for name in ["list", "check", "render"] { #expect(result.stdout.contains(name)) }
    }

    @Test func checkNamesTheFileRowKeyAndField() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"name": "b", "rows": [{"keys": [{"char": "a"}, {"char": "b", "icon": "rocket"}]}]}"#.utf8).write(to: file)
        let result = try await runShurufa(["layout", "check", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file.lastPathComponent): row 1, key 2 (\"b\"): field 'icon'"), "\(result.stderr)")
        let render = try await runShurufa(["layout", "render", file.path])
        #expect(render.status == 1)
        #expect(render.stderr.contains("field 'icon'"))
    }
}
