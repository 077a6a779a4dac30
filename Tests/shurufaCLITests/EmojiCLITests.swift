import Foundation
import Testing

@Suite struct EmojiCLITests {
    @Test func searchFindsByPinyinAndAlias() async throws {
        let pinyin = try await runShurufa(["emoji", "search", "xiaoku"])
        #expect(pinyin.status == 0)
        #expect(pinyin.stdout.hasPrefix("😂\t笑哭了\tface_with_tears_of_joy"))
        let alias = try await runShurufa(["emoji", "search", ":joy:", "--limit", "1"])
        #expect(alias.stdout.split(separator: "\n").count == 1)
        #expect(alias.stdout.hasPrefix("😂"))
    }

    @Test func searchingHahaFindsTearsOfJoyInTheFirstThree() async throws {
        let result = try await runShurufa(["emoji", "search", "haha"])
        #expect(result.status == 0)
        let firstThree = result.stdout.split(separator: "\n").prefix(3).map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(firstThree.contains("😂"), "\(firstThree)")
    }

    @Test func searchHonoursMaximumVersion() async throws {
        let all = try await runShurufa(["emoji", "search", "melting"])
        #expect(all.stdout.contains("🫠"))
        let old = try await runShurufa(["emoji", "search", "melting", "--max-version", "13.0"])
        #expect(!old.stdout.contains("🫠"))
    }

    @Test func encodeAndDecodeUseStandardStreams() async throws {
        let encoded = try await runShurufa(["emoji", "encode"], stdin: "你好😂[笑哭了]\n")
        #expect(encoded.status == 0)
        #expect(encoded.stdout == "你好[笑哭了]\\[笑哭了]\n")
        let decoded = try await runShurufa(["emoji", "decode"], stdin: encoded.stdout)
        #expect(decoded.stdout == "你好😂[笑哭了]\n")
    }

    @Test func aLeadingByteOrderMarkIsKept() async throws {
        let encoded = try await runShurufa(["emoji", "encode"], stdin: "\u{FEFF}你好😂")
        #expect(encoded.stdout == "\u{FEFF}你好[笑哭了]")
        let decoded = try await runShurufa(["emoji", "decode"], stdin: "\u{FEFF}[笑哭了]")
        #expect(decoded.stdout == "\u{FEFF}😂")
    }

    @Test func decodeWithAnAppVocabularyFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vocabulary-\(UUID().uuidString).tsv")
        try Data("# WeChat style\nsmile\t😄\n笑哭\t😂\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let decoded = try await runShurufa(["emoji", "decode", "--vocabulary", file.path], stdin: "你好[smile][笑哭][a[smile]]")
        #expect(decoded.stdout == "你好😄😂[a😄]")
        let english = try await runShurufa(["emoji", "encode", "--vocabulary", "en"], stdin: "😂")
        #expect(english.stdout == "[joy]")
    }

    @Test func badInputGetsClearErrors() async throws {
        let none = try await runShurufa(["emoji", "search", "zzzzqqq"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("no emoji matches"))
        let missing = try await runShurufa(["emoji", "search"])
        #expect(missing.status == 64)
        let limit = try await runShurufa(["emoji", "search", "joy", "--limit", "zero"])
        #expect(limit.status == 64)
        #expect(limit.stderr.contains("--limit"))
        let action = try await runShurufa(["emoji", "frobnicate"])
        #expect(action.status == 64)
        #expect(action.stderr.contains("Unexpected argument 'frobnicate'"))
        let vocabulary = try await runShurufa(["emoji", "decode", "--vocabulary", "/nonexistent.tsv"])
        #expect(vocabulary.status == 64)
        #expect(vocabulary.stderr.contains("/nonexistent.tsv"))
        let invalid = try await runShurufa(["emoji", "encode"], stdin: "")
        #expect(invalid.status == 0)
        #expect(invalid.stdout.isEmpty)
    }
}
