import Foundation
import Testing

/// `shurufa settings`: the keyboard's one settings value from the command line — every setting
/// listed with whether it syncs; the synced ones stored in a user dictionary, checked as the
/// keyboard checks them, and shown back as the keyboard reads them.
@Suite struct SettingsCLITests {
    @Test func listNamesEverySettingAndWhetherItSyncs() async throws {
        let listed = try await runShurufa(["settings", "list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        // An empty default (no fuzzy pairs) is an empty column.
        let lines = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.allSatisfy { $0.count == 4 && ($0[1] == "synced" || $0[1] == "device") }, "\(listed.stdout)")
        #expect(Set(lines.filter { $0[1] == "synced" }.map { String($0[0]) }) == ["schema", "script", "height.portrait", "height.landscape"])
        #expect(lines.contains { $0[0] == "autoCapitalization" && $0[2] == "true" })
    }

    @Test func setStoresASyncedSettingAndShowReadsIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-settings-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("user.sqlite").path
        let set = try await runShurufa(["settings", "set", "--user-dict", file, "schema", "shuangpin-xiaohe"])
        #expect(set.status == 0, "\(set.stderr)")
        let shown = try await runShurufa(["settings", "show", "--user-dict", file])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("schema\tshuangpin-xiaohe\n") && shown.stdout.contains("script\tauto\n"), "\(shown.stdout)")
        let unsynced = try await runShurufa(["settings", "set", "--user-dict", file, "fuzzy", "z-zh"])
        #expect(unsynced.status != 0 && unsynced.stderr.contains("not a synced setting"), "\(unsynced.stderr)")
        let bad = try await runShurufa(["settings", "set", "--user-dict", file, "script", "klingon"])
        #expect(bad.status != 0 && bad.stderr.contains("auto"), "\(bad.stderr)")
    }
}
