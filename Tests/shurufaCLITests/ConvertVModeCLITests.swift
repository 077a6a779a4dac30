import Foundation
import Testing

/// `convert` reads v模式 lines (`v` and a number, a date or a sum) in every input form, a `/` in
/// them included (not a 笔画 filter), and pinyin lines as before.
@Suite struct ConvertVModeCLITests {
    @Test func vLinesGiveTheirForms() async throws {
        let input = "v123.45\nv2026/11/25\nv1/3\nv1/0\nnihao\n"
        let result = try await runShurufa(["convert", "-k", "12"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: "\t").map(String.init) }
        #expect(lines[0].contains("壹佰贰拾叁元肆角伍分"))
        #expect(Array(lines[1].prefix(4)) == ["2026年11月25日", "二〇二六年十一月二十五日", "星期三", "丙午年十月十七"])
        #expect(lines[2] == ["0.333333", "1/3=0.333333"])
        #expect(lines[3].isEmpty)
        #expect(lines[4].first == "你好")
    }

    @Test func nineKeyLinesReadVModeToo() async throws {
        let result = try await runShurufa(["convert", "--t9", "-k", "3"], stdin: "v20\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "二十\t贰拾\t贰拾元整\n")
    }
}
