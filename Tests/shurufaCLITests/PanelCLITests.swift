import Foundation
import Testing

/// `shurufa phrases` and `shurufa clipboard` as a person uses them: editing, short codes, a plain
/// file in and out under the output-path policy, the clipboard's rules.
@Suite struct PanelCLITests {
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-panel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func phrasesEditCodesAndPlainFiles() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("user.sqlite").path
        let added = try await runShurufa(["phrases", "add", "北京市海淀区中关村大街1号", "--code", "dz", "--group", "地址", "--user-dict", store])
        #expect(added.status == 0 && added.stdout.hasPrefix("ok "))
        #expect(try await runShurufa(["phrases", "code", "dz", "--user-dict", store]).stdout == "北京市海淀区中关村大街1号\n")
        let refused = try await runShurufa(["phrases", "add", "x", "--code", "d1", "--user-dict", store])
        #expect(refused.status != 0 && refused.stderr.contains("a-z"))

        let list = try await runShurufa(["phrases", "list", "--user-dict", store])
        let address = try #require(list.stdout.split(separator: "\n").first { $0.contains("海淀") })
        let id = String(address.split(separator: "\t")[0])
        #expect(try await runShurufa(["phrases", "edit", id, "--code", "jia", "--user-dict", store]).status == 0)
        #expect(try await runShurufa(["phrases", "move", id, "0", "--user-dict", store]).status == 0)
        let moved = try await runShurufa(["phrases", "list", "--user-dict", store]).stdout
        #expect(moved.hasPrefix("\(id)\t北京市海淀区中关村大街1号\tjia\t地址\n"))

        // Export: a plain file under the output-path policy (no overwrite without --force).
        let file = directory.appendingPathComponent("phrases.txt").path
        #expect(try await runShurufa(["phrases", "export", file, "--user-dict", store]).status == 0)
        let again = try await runShurufa(["phrases", "export", file, "--user-dict", store])
        #expect(again.status != 0)
        #expect(try await runShurufa(["phrases", "export", file, "--force", "--user-dict", store]).status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("北京市海淀区中关村大街1号\tjia\t地址\n"))

        // Import into a fresh store: the good lines, each bad one reported by its number.
        let other = directory.appendingPathComponent("other.sqlite").path
        let input = directory.appendingPathComponent("in.txt")
        try Data((text + "坏\tA1\n多行\\n第二行\tdh\t常用\n").utf8).write(to: input)
        let imported = try await runShurufa(["phrases", "import", input.path, "--user-dict", other])
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("in.txt:\(text.split(separator: "\n").count + 1):"))
        #expect(try await runShurufa(["phrases", "code", "dh", "--user-dict", other]).stdout == "多行\\n第二行\n")
        #expect(try await runShurufa(["phrases", "code", "jia", "--user-dict", other]).stdout == "北京市海淀区中关村大街1号\n")
    }

    @Test func clipboardRulesFromTheCommandLine() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("user.sqlite").path
        let secure = try await runShurufa(["clipboard", "add", "hunter2", "--secure", "--user-dict", store])
        #expect(secure.status == 1 && secure.stderr.contains("secure"))
        #expect(try await runShurufa(["clipboard", "add", "旧", "--now", "1000", "--user-dict", store]).status == 0)
        #expect(try await runShurufa(["clipboard", "add", "新", "--now", "2000", "--user-dict", store]).status == 0)
        let list = try await runShurufa(["clipboard", "list", "--now", "2000", "--user-dict", store]).stdout
        #expect(list.split(separator: "\n").map { String($0.split(separator: "\t")[3]) } == ["新", "旧"])
        #expect(!list.contains("hunter2"))
        // An hour after the first copy it is gone, unless pinned.
        let old = String(try #require(list.split(separator: "\n").last).split(separator: "\t")[0])
        #expect(try await runShurufa(["clipboard", "pin", old, "--now", "2000", "--user-dict", store]).status == 0)
        let later = try await runShurufa(["clipboard", "list", "--now", "5700", "--user-dict", store]).stdout
        #expect(later.split(separator: "\n").map { String($0.split(separator: "\t")[3]) } == ["旧"])
        #expect(try await runShurufa(["clipboard", "clear", "--all", "--user-dict", store]).status == 0)
        #expect(try await runShurufa(["clipboard", "list", "--user-dict", store]).stdout.isEmpty)
    }
}
