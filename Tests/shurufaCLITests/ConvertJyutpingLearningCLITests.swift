import Foundation
import Testing

/// `convert --jyutping --learn --user-dict FILE`: a Cantonese pick learned as for pinyin comes
/// first next time, read back from the file; the same file's Mandarin words are untouched by it;
/// and tones typed in rime-cantonese's letters (v x q) read as digits do.
@Suite struct ConvertJyutpingLearningCLITests {
    @Test func aLearnedCantonesePickComesFirstFromTheFileAndStaysOutOfMandarin() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yue-learn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("user.sqlite").path
        let before = try await runShurufa(["convert", "--jyutping", "-k", "8"], stdin: "sigaan\n")
        let offered = tabbedLines(before.stdout).first ?? []
        // A whole reading of both syllables that is not the first.
        let wanted = String(try #require(offered.dropFirst().first { $0.count == 2 }, "\(offered) \(before.stderr)"))
        let mandarinBefore = try await runShurufa(["convert", "-k", "3"], stdin: "shijian\n")

        let learned = try await runShurufa(["convert", "--jyutping", "--user-dict", file, "--learn"], stdin: "sigaan\t\(wanted)\n")
        #expect(learned.status == 0, "\(learned.stderr)")
        let after = try await runShurufa(["convert", "--jyutping", "--user-dict", file], stdin: "sigaan\n")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(tabbedLines(after.stdout).first?.first.map(String.init) == wanted)
        // Without the file, the engine is as it was; the Mandarin engine over the same file learned nothing.
        let fresh = try await runShurufa(["convert", "--jyutping"], stdin: "sigaan\n")
        #expect(tabbedLines(fresh.stdout).first?.first == offered.first)
        let mandarin = try await runShurufa(["convert", "-k", "3", "--user-dict", file], stdin: "shijian\n")
        #expect(mandarin.status == 0 && mandarin.stdout == mandarinBefore.stdout, "\(mandarin.stderr)")
        // Cantonese 联想 read the same words.
        let predicted = try await runShurufa(["predict", "--language", "yue", "--user-dict", file], stdin: "我哋\n")
        #expect(predicted.status == 0 && !predicted.stdout.isEmpty, "\(predicted.stderr)")
    }

    @Test func toneLettersReadAsToneDigits() async throws {
        let result = try await runShurufa(["convert", "--jyutping"], stdin: "neixxhoux\nngoxxdeiqqgamvjatqqheoiqgaaiv\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(tabbedLines(result.stdout).map(\.first) == ["你好", "我哋今日去街"])
    }
}
