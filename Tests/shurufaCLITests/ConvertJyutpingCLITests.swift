import Foundation
import Testing

/// `convert --jyutping` and `predict --language yue`: 粤拼 lines to Cantonese candidates in Hong Kong's
/// characters (or 简体 with `--script simplified`), several per line with `-k`, 懒音 with `--lazy`,
/// and Cantonese 联想; the options it cannot honour refused with a reason.
@Suite struct ConvertJyutpingCLITests {
    /// The candidate lines `convert --jyutping` prints for `lines` with `options`, after checking it succeeded.
    func candidates(_ options: [String], _ lines: String...) async throws -> [[Substring]] {
        let result = try await runShurufa(["convert", "--jyutping"] + options, stdin: lines.map { $0 + "\n" }.joined())
        #expect(result.status == 0, "\(result.stderr)")
        return tabbedLines(result.stdout)
    }

    @Test func linesToClausesInHongKongCharactersOrSimplified() async throws {
        let output = try await candidates(["-k", "5"], "neihou", "ngodeigamjatheoigaai", "ngd", "sigaan")
        try #require(output.count == 4)
        #expect(output[0].first == "你好" && output[0].count == 5)
        #expect(output[1].first == "我哋今日去街")
        #expect(output[2].contains("我哋"))
        #expect(output[3].first == "時間")
        #expect(try await candidates(["--script", "simplified"], "sigaan", "ngodei").map(\.first) == ["时间", "我哋"])
        #expect(try await candidates([], "nei5hou2", "ngo5dei6gam1jat6heoi3gaai1").map(\.first) == ["你好", "我哋今日去街"])
        let taiwan = try await runShurufa(["convert", "--jyutping", "--script", "tw"], stdin: "sigaan\n")
        #expect(taiwan.status != 0 && taiwan.stderr.contains("--script tw is not offered"))
    }

    @Test func lazySoundsOnRequest() async throws {
        #expect(try await candidates(["-k", "5"], "lei").first?.contains("你") == false)
        #expect(try await candidates(["--lazy", "n-l", "-k", "5"], "lei").first?.contains("你") == true)
    }

    @Test func predictsCantoneseAfterCantoneseText() async throws {
        let result = try await runShurufa(["predict", "--language", "yue", "-k", "8"], stdin: "我哋今日\n")
        #expect(result.status == 0, "\(result.stderr)")
        let predictions = tabbedLines(result.stdout).first ?? []
        #expect(predictions.count >= 5, "\(predictions)")
        let wrong = try await runShurufa(["predict", "--language", "fr"], stdin: "x\n")
        #expect(wrong.status != 0 && wrong.stderr.contains("--language takes zh or yue"))
    }
}
