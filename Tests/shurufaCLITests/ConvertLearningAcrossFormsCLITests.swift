import Foundation
import Testing

/// One memory across forms: a text learned from a code line (`convert --wubi --learn`, and 倉頡's
/// Hong Kong characters in simplified ones) is learned by its reading, so it rises when typed in pinyin.
@Suite struct ConvertLearningAcrossFormsCLITests {
    @Test func aWubiPickRisesInPinyin() async throws {
        let file = try AcknowledgedWrites.temporaryFile("learn-forms")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let dictionary = file.path
        let before = try await runShurufa(["convert", "-k", "3"], stdin: "shiyan\n")
        #expect(tabbedLines(before.stdout).first?.first == "试验", "the acceptance's starting point: \(before.stdout)")
        let learned = try await runShurufa(["convert", "--wubi", "--user-dict", dictionary, "--learn"], stdin: "pucw\t实验\n")
        #expect(learned.status == 0, "\(learned.stderr)")
        let after = try await runShurufa(["convert", "--user-dict", dictionary, "-k", "3"], stdin: "shiyan\n")
        #expect(tabbedLines(after.stdout).first?.first == "实验", "\(after.stdout)")
    }

    @Test func aCangjiePickRisesInPinyinInSimplifiedCharacters() async throws {
        let file = try AcknowledgedWrites.temporaryFile("learn-cangjie")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let dictionary = file.path
        let before = try await runShurufa(["convert", "-k", "40"], stdin: "shiyan\n")
        let place = try #require(tabbedLines(before.stdout).first?.firstIndex(of: "实验"), "\(before.stdout)")
        #expect(place > 0)
        let learned = try await runShurufa(["convert", "--cangjie", "--user-dict", dictionary, "--learn"], stdin: "jwjc\t實驗\n")
        #expect(learned.status == 0, "\(learned.stderr)")
        let after = try await runShurufa(["convert", "--user-dict", dictionary, "-k", "3"], stdin: "shiyan\n")
        #expect(tabbedLines(after.stdout).first?.first == "实验", "\(after.stdout)")
    }
}
