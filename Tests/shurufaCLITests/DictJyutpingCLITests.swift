import Foundation
import Testing

/// `shurufa dict … --jyutping`: Cantonese words added by hand (or from a list) with a 粤拼 reading,
/// tones optional, checked against jyutping's syllables with a clear error; kept with the
/// dictionary's Cantonese words, which `convert --jyutping --user-dict` decodes with, apart from
/// its Mandarin ones.
@Suite struct DictJyutpingCLITests {
    @Test func aCantoneseWordAddedByHandComesFirst() async throws {
        let url = try AcknowledgedWrites.temporaryFile("yue-dict"), file = url.path
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let before = try await runShurufa(["convert", "--jyutping", "-k", "5"], stdin: "sigaan\n")
        #expect(tabbedLines(before.stdout).first?.contains("詩柬") == false)

        let added = try await runShurufa(["dict", "add", "--jyutping", "--user-dict", file, "詩柬", "si1gaan2"])
        #expect(added.status == 0 && added.stdout == "ok 詩柬\n", "\(added.stderr)")
        let after = try await runShurufa(["convert", "--jyutping", "--user-dict", file], stdin: "sigaan\n")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(tabbedLines(after.stdout).first?.first == "詩柬")
        let listed = try await runShurufa(["dict", "list", "--jyutping", "--user-dict", file])
        #expect(listed.stdout.hasPrefix("詩柬\tsi gaan\t"), "\(listed.stdout)")
        // The Mandarin side of the file has no such word.
        let mandarin = try await runShurufa(["dict", "list", "--user-dict", file])
        #expect(mandarin.status == 0 && mandarin.stdout.isEmpty, "\(mandarin.stdout)")
    }

    @Test func aReadingOutsideTheInventoryIsAClearError() async throws {
        let url = try AcknowledgedWrites.temporaryFile("yue-dict"), file = url.path
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let bad = try await runShurufa(["dict", "add", "--jyutping", "--user-dict", file], stdin: "佢哋\tkeoi5 dei6\n佢\txyz\n")
        #expect(bad.status == 1 && bad.stdout == "ok 佢哋\n")
        #expect(bad.stderr.contains("\"xyz\" is not a jyutping syllable"), "\(bad.stderr)")
        let mandarin = try await runShurufa(["dict", "add", "--user-dict", file, "佢哋", "keoi'dei"])
        #expect(mandarin.status == 1 && mandarin.stderr.contains("\"keoi\" is not a pinyin syllable"), "\(mandarin.stderr)")
        let hot = try await runShurufa(["dict", "hot", "--jyutping", "--user-dict", file])
        #expect(hot.status != 0 && hot.stderr.contains("no --jyutping"), "\(hot.stderr)")
        // A list: tones dropped, a bad line reported by number and skipped.
        let imported = try await runShurufa(["dict", "import", "--jyutping", "--user-dict", file, "--format", "plain", "-"],
                                            stdin: "嘢食\tje5 sik6\n唔該\tm4 goi1\n食\tsikk\n")
        #expect(imported.status == 1 && imported.stdout.contains("imported 2 words"), "\(imported.stdout) \(imported.stderr)")
        #expect(imported.stderr.contains("-:3:"), "\(imported.stderr)")
        let listed = try await runShurufa(["dict", "list", "--jyutping", "--user-dict", file])
        #expect(listed.stdout.split(separator: "\n").map { $0.split(separator: "\t").prefix(2).joined(separator: " ") }
            == ["佢哋 keoi dei", "唔該 m goi", "嘢食 je sik"], "\(listed.stdout)")
    }
}
