import ChineseEngine
import Testing

/// 注音 read into syllables: initials, medials and finals to pinyin, tones after the syllable,
/// the longest valid syllable first, and a symbol that starts none named.
@Suite struct ZhuyinInputTests {
    private func spellings(_ text: String) throws -> [String] { try ZhuyinInput(parsing: text).syllables.map(\.spelling) }

    @Test func syllablesWithoutTones() throws {
        #expect(try spellings("ㄋㄧㄏㄠ") == ["ni", "hao"])
        #expect(try spellings("ㄓㄨㄥㄍㄨㄛ") == ["zhong", "guo"])
        #expect(try spellings("ㄕㄧ") == ["shi", "yi"])          // no syllable is ㄕㄧ
        #expect(try spellings("ㄐㄩㄝㄉㄧㄥ") == ["jue", "ding"])  // ü after j is written u
        #expect(try spellings("ㄌㄩㄝ") == ["lve"])
        #expect(try spellings("ㄩㄥㄦ") == ["yong", "er"])
        #expect(try spellings("ㄈㄤㄢ") == ["fang", "an"])        // zhuyin makes plain what fangan does not
        #expect(try spellings("ㄨㄣㄧㄡ") == ["wen", "you"])
        #expect(try ZhuyinInput(parsing: "ㄈㄤㄢ").pinyin == "fang'an")
        #expect(try !ZhuyinInput(parsing: "ㄋㄧㄏㄠ").hasTones)
    }

    @Test func tonesEndTheirSyllable() throws {
        let input = try ZhuyinInput(parsing: "ㄋㄧˇㄏㄠˇㄉㄜ˙ㄊㄚㄇㄣˊ")
        #expect(input.syllables.map(\.spelling) == ["ni", "hao", "de", "ta", "men"])
        #expect(input.syllables.map(\.tone) == [3, 3, 5, nil, 2])
        #expect(input.hasTones)
        #expect(try ZhuyinInput(parsing: "ㄊㄚˉ").syllables.first?.tone == 1)
        #expect(try ZhuyinInput(parsing: "ㄒㄧˉㄢ").syllables.map(\.spelling) == ["xi", "an"])
    }

    @Test func everyCutIsOfferedToTheDecoder() throws {
        // ㄕㄨㄛ is 说 (shuo) or 是 我 (shi wo): both syllables start at ㄕ.
        let input = try ZhuyinInput(parsing: "ㄕㄨㄛˋ")
        let cuts = input.syllables(from: 0).map { "\($0.syllable.spelling)-\($0.end)" }
        #expect(Set(cuts) == ["shuo-4", "shi-1", "shu-2"])
        #expect(input.syllables(from: 1).map(\.syllable.spelling).contains("wo"))
        #expect(input.syllables(from: 3).isEmpty)  // a tone mark starts nothing
        #expect(try ZhuyinInput(parsing: "ㄕㄨㄛ ㄏㄨㄚ").symbols.contains("'"))
    }

    @Test func symbolsThatStartNoSyllableAreNamed() throws {
        #expect(throws: ZhuyinInput.ParseError.self) { try ZhuyinInput(parsing: "ˇㄋㄧ") }
        do {
            _ = try ZhuyinInput(parsing: "ㄋㄧa")
            Issue.record("a letter was read as zhuyin")
        } catch let error as ZhuyinInput.ParseError {
            #expect(error.offset == 2 && "\(error)".contains("'a' at 3"))
        }
    }
}
