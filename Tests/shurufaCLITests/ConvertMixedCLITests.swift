import Testing

/// `convert` reads English words inside pinyin (中英混输) as the English lexicon writes them, and
/// `--no-english` turns that off.
@Suite struct ConvertMixedCLITests {
    @Test func convertGivesMixedTextForMixedInput() async throws {
        let result = try await runShurufa(["convert"], stdin: "wozaiyongiphone\ndakaigithub\nzailinuxshang\nnihaoshijie\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "我在用iPhone\n打开GitHub\n在Linux上\n你好世界\n")
    }

    /// The shipped vocabulary (`scripts/engine/build_mixed_english.py`) writes each word as Chinese
    /// text does (`bug`, not the documents' emphatic `BUG`; `Debian`, not 的边) and knows the
    /// software people type (`sudo`, a Debian package, not 庸俗 + do).
    @Test func wordsComeInTheirUsualCasingAndSoftwareNamesAreRead() async throws {
        let result = try await runShurufa(["convert"], stdin: "xiufubug\nyongsudoanzhuang\nanzhuangdebian\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "修复bug\n用sudo安装\n安装Debian\n")
    }

    @Test func noEnglishReadsTheLettersAsPinyin() async throws {
        let result = try await runShurufa(["convert", "--no-english"], stdin: "wozaiyongiphone\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("我在用"))
        #expect(!result.stdout.contains { $0.isASCII && $0.isLetter })
    }
}
