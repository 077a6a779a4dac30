import Foundation
import Testing

/// 拆字 (`convert --schema chaizi`): `u` (or nothing) then each component's pinyin gives the
/// character among the first five, printed with its reading as the table notes it.
@Suite struct ConvertChaiziCLITests {
    @Test func componentPinyinGivesTheCharacterWithItsReading() async throws {
        let run = try await runShurufa(["convert", "--schema", "chaizi", "-k", "5"], stdin: "uhuohuohuo\nushuishuishui\numumu\nurenren\nnvzi\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = tabbedLines(run.stdout)
        #expect(lines.count == 5)
        for (line, expected) in zip(lines, ["焱 yàn", "淼 miǎo", "林 lín", "从 cóng", "好 hǎo"]) {
            #expect(line.prefix(5).contains(Substring(expected)), "\(expected): \(line)")
        }
    }

    /// Plain `convert` (全拼) enters 拆字 after `u` as the keyboard does: the character first when
    /// the letters are its whole code, with its reading; pinyin lines read as before.
    @Test func plainPinyinEntersChaiziAfterU() async throws {
        let run = try await runShurufa(["convert", "-k", "5"], stdin: "uhuohuohuo\nushuishuishui\numumu\nurenren\nnihao\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = tabbedLines(run.stdout)
        #expect(lines.count == 5)
        for (line, expected) in zip(lines, ["焱 yàn", "淼 miǎo", "林 lín", "从 cóng"]) {
            #expect(line.prefix(5).contains(Substring(expected)), "\(expected): \(line)")
        }
        #expect(lines.first?.first == "焱 yàn")
        #expect(lines.last?.first == "你好")
        let one = try await runShurufa(["convert"], stdin: "uhuohuohuo\n")
        #expect(tabbedLines(one.stdout).first == ["焱 yàn"])
    }
}
