import Foundation
import Testing
import ThemeImport

/// Every theme file under ../shared/eval/themes imports (images and the README aside): a skin, a
/// scheme file, a trime theme, or a part a trime theme includes, which gives no colour.
@Suite struct EveryFixtureImportsTests {
    static let files: [String] = {
        let root = ThemeFixtures.folder
        let found = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { ["hskin", "cskin", "yaml"].contains($0.pathExtension) }
            .map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
    }()

    @Test func theFixturesAreThere() {
        #expect(Self.files.count >= 12, "\(Self.files)")
    }

    @Test(arguments: files)
    func importsWithTheContractsJSON(_ path: String) throws {
        let imported = try ThemeImporter.importTheme(at: ThemeFixtures.url(path))
        let json = try JSONSerialization.jsonObject(with: Data(imported.summary.json.utf8)) as? [String: Any]
        #expect(json?["light"] is [String: Any], "\(path): \(imported.summary.json)")
    }

    /// xingaqr.yaml holds only keyboards (symbols) that 单静·cherry includes: every colour null,
    /// and the report says why.
    @Test func aTrimePartImportsWithNoColour() throws {
        let imported = try ThemeImporter.importTheme(at: ThemeFixtures.url("trime/xkinput-Rime_JD/xingaqr.yaml"))
        #expect(imported.summary.json == ThemeFixtures.json(light: Array(repeating: nil, count: 7), dark: nil))
        #expect(imported.notCarried.contains { $0.contains("__includes") }, "\(imported.notCarried)")
    }
}
