import Foundation
import Testing

/// The two schemas added as data alone (#91): 地球拼音, pinyin with its tones typed as digits, and
/// 粵語兩分, a character by the jyutping of its two parts — each a block in the registry, its data
/// file and its builder script, typed through `convert --schema` like every other schema.
@Suite struct ProofSchemasCLITests {
    @Test func theRegistryListsBoth() async throws {
        let listed = try await runShurufa(["schema", "list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let ids = tabbedLines(listed.stdout).map { String($0[0]) }
        #expect(ids.count >= 18, "\(ids)")
        #expect(ids.contains { $0.contains("terra") } && ids.contains { $0.contains("loengfan") }, "\(ids)")
    }

    @Test func terraPinyinsTypedTonesChooseTheCharacters() async throws {
        let run = try await runShurufa(["convert", "--schema", "terra-pinyin", "-k", "3"], stdin: "ni3hao3\nma1\nma3\nni3hao\nnihao\n")
        #expect(run.status == 0, "\(run.stderr)")
        let firsts = tabbedLines(run.stdout).map { $0.first.map(String.init) ?? "" }
        #expect(firsts == ["你好", "妈", "马", "你好", "你好"], "\(run.stdout)")
    }

    @Test func loengfanTypesACharacterByItsPartsJyutpingWithItsReading() async throws {
        // 好: 女 neoi5 + 子 zi2; 林: 木 muk6 + 木 muk6 (rime-data-loengfan's codes, typed toneless).
        let run = try await runShurufa(["convert", "--schema", "loengfan", "-k", "5"], stdin: "neoizi\nmukmuk\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = tabbedLines(run.stdout)
        #expect(lines.count == 2)
        #expect(lines.first?.first == "好 hou2", "\(run.stdout)")
        #expect(lines.last?.contains("林 lam4") == true, "\(run.stdout)")
    }
}
