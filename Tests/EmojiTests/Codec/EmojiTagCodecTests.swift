import ShurufaTestSupport
import Testing
@testable import Emoji

@Suite struct EmojiTagCodecTests {
    let chinese: EmojiTagCodec
    /// The article's English-style vocabulary plus WeChat-style Chinese names and a digit name.
    let custom: EmojiTagCodec

    init() throws {
        chinese = EmojiTagCodec(catalogue: try loadCatalogue())
        custom = EmojiTagCodec(vocabulary: try EmojiTagVocabulary([
            ("smile", "😄"), ("笑哭", "😂"), ("666", "👍"), ("微笑", "🙂"),
        ]))
    }

    @Test func largeEmojiOnlyTextEncodesAndRoundTrips() {
        // 100,000 emoji in a row: the shape that made encoding quadratic (each emoji flushed the
        // output buffer). The result is checked; the time is measured by `shurufa bench emoji`.
        let text = String(repeating: "😂👍🏽", count: 50_000)
        let encoded = chinese.encode(text)
        #expect(encoded.hasPrefix("[笑哭了]"))
        #expect(encoded.unicodeScalars.count > text.unicodeScalars.count * 3)
        #expect(chinese.decode(encoded) == text)
    }

    @Test func encodesEmojiAsChineseNames() {
        #expect(chinese.encode("你好😂") == "你好[笑哭了]")
        #expect(chinese.encode("👍🏽👍") == "[拇指向上_中等肤色][拇指向上]")
        #expect(chinese.encode("🇨🇳") == "[中国]")
        #expect(chinese.encode("plain text") == "plain text")
        #expect(chinese.decode("你好[笑哭了]") == "你好😂")
        #expect(chinese.decode("[拇指向上_中等肤色]") == "👍🏽")
    }

    @Test func articleCases() {
        #expect(custom.decode("你好[smile]") == "你好😄")
        #expect(custom.decode("你好[smile.png]") == "你好[smile.png]")
        #expect(custom.decode("你好[smile_]") == "你好[smile_]")
        #expect(custom.decode("你好[a[smile]]") == "你好[a😄]")
        #expect(custom.decode("你好[][[[smile]]") == "你好[][[😄]")
        let names = custom.spans(in: "你好[][[[smile]]").compactMap { span -> String? in
            if case .tag(let name, _) = span.kind { return name }
            return nil
        }
        #expect(names == ["", "smile"])
        #expect(custom.spans(in: "你好[a[smile]]").count == 1)
    }

    @Test func chineseNamesDigitsAndLines() {
        #expect(custom.decode("你好[笑哭]") == "你好😂")
        #expect(custom.decode("[666][666]") == "👍👍")
        #expect(custom.decode("第一行[微笑]\n第二行[笑哭]") == "第一行🙂\n第二行😂")
        #expect(custom.decode("[笑\n哭]") == "😂")
        #expect(custom.decode("[笑\r\n哭]") == "😂")
        let strict = EmojiTagCodec(vocabulary: custom.vocabulary, joinsLineBreaks: false)
        #expect(strict.decode("[笑\n哭]") == "[笑\n哭]")
        #expect(strict.decode(strict.encode("[笑\n哭]")) == "[笑\n哭]")
    }

    @Test func unknownTagsStayText() {
        #expect(custom.decode("[不认识] [smile ] [SMILE]") == "[不认识] [smile ] [SMILE]")
        #expect(custom.decode("[smile") == "[smile")
        #expect(custom.decode("smile]") == "smile]")
        #expect(chinese.decode("[]") == "[]")
    }

    @Test func literalTagsAreEscapedSoTheyRoundTrip() {
        #expect(chinese.encode("[笑哭了]") == "\\[笑哭了]")
        #expect(chinese.decode("\\[笑哭了]") == "[笑哭了]")
        #expect(chinese.encode("\\😂") == "\\\\[笑哭了]")
        #expect(chinese.decode("\\\\[笑哭了]") == "\\😂")
        // Backslashes away from known tags are never touched.
        #expect(chinese.encode("C:\\dir\\[x]") == "C:\\dir\\[x]")
        #expect(chinese.decode("C:\\dir\\[x]") == "C:\\dir\\[x]")
        #expect(chinese.decode(chinese.encode("[😂]")) == "[😂]")
    }

    @Test func wechatVocabularyMergesOverTheDefault() throws {
        let wechat = try EmojiTagVocabulary([("笑哭", "😂")])
        let codec = EmojiTagCodec(vocabulary: EmojiTagVocabulary.chineseNames(try loadCatalogue()).merging(wechat))
        #expect(codec.encode("😂") == "[笑哭]")
        #expect(codec.decode("[笑哭][笑哭了][拇指向上]") == "😂😂👍")
        let english = EmojiTagCodec(vocabulary: .englishNames(try loadCatalogue()))
        #expect(english.encode("😂") == "[joy]")
        #expect(english.decode("[face_with_tears_of_joy][100]") == "😂💯")
    }

    @Test func vocabularyRejectsBadEntries() {
        #expect(throws: EmojiTagVocabularyError.invalidName("")) { try EmojiTagVocabulary([("", "😂")]) }
        #expect(throws: EmojiTagVocabularyError.invalidName("a]b")) { try EmojiTagVocabulary([("a]b", "😂")]) }
        #expect(throws: EmojiTagVocabularyError.invalidName("a\\b")) { try EmojiTagVocabulary([("a\\b", "😂")]) }
        #expect(throws: EmojiTagVocabularyError.invalidName("a\nb")) { try EmojiTagVocabulary([("a\nb", "😂")]) }
        #expect(throws: EmojiTagVocabularyError.duplicateName("x")) { try EmojiTagVocabulary([("x", "😂"), ("x", "👍")]) }
        #expect(throws: EmojiTagVocabularyError.self) { try EmojiTagVocabulary([("x", "😂😂")]) }
        #expect(throws: Never.self) { try EmojiTagVocabulary([("x", "😂"), ("x", "😂"), ("y", "😂")]) }
    }

    @Test func spansReportUTF16AndGraphemeRanges() {
        let text = "a👍🏽[笑哭了]\\[笑哭了][?]"
        let spans = chinese.spans(in: text)
        #expect(spans.count == 4)
        #expect(spans[0].kind == .emoji("👍🏽", name: "拇指向上_中等肤色"))
        #expect(spans[0].utf16Range == 1..<5)
        #expect(spans[0].graphemeRange == 1..<2)
        #expect(spans[1].kind == .tag(name: "笑哭了", emoji: "😂"))
        #expect(spans[1].utf16Range == 5..<10)
        #expect(spans[1].graphemeRange == 2..<7)
        #expect(spans[2].kind == .tag(name: "笑哭了", emoji: nil))  // escaped
        #expect(spans[2].graphemeRange == 8..<13)
        #expect(spans[3].kind == .tag(name: "?", emoji: nil))
        #expect(spans[3].utf16Range == 16..<19)
    }

    @Test func decodeReportsWhereEmojiLand() {
        let (text, spans) = chinese.decodeReportingSpans("你好[笑哭了]和[拇指向上_中等肤色]")
        #expect(text == "你好😂和👍🏽")
        #expect(spans.map(\.utf16Range) == [2..<4, 5..<9])
        #expect(spans.map(\.graphemeRange) == [2..<3, 4..<5])
        #expect(spans.first?.kind == .emoji("😂", name: "笑哭了"))
        #expect(chinese.decodeReportingSpans("no tags").emoji.isEmpty)
    }

    @Test func roundTripsAnyString() {
        let pieces = [
            "[", "]", "\\", "\\\\", "\n", "\r\n", "a", " ", "笑", "哭了", "笑哭了", "😂", "👍🏽", "👍", "🏽",
            "[笑哭了]", "[笑哭]", "[smile]", "smile", "\u{301}", "\u{200D}", "\u{FE0F}", "🇨🇳", "🇨", "[]",
            "[笑\n哭了]", "666", "🫱🏻‍🫲🏿", "❤", "❤️", "中国", "]]", "[[",
        ]
        var generator = SeededGenerator(seed: 42)
        for codec in [chinese, custom, EmojiTagCodec(vocabulary: custom.vocabulary, joinsLineBreaks: false)] {
            for _ in 0..<1500 {
                let count = Int.random(in: 0...12, using: &generator)
                let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let encoded = codec.encode(text)
                #expect(codec.decode(encoded) == text, "\(text.debugDescription) → \(encoded.debugDescription)")
                #expect(Array(codec.decode(encoded).unicodeScalars) == Array(text.unicodeScalars))
            }
        }
        for text in ["", "\\", "[", "\\[笑哭了]", "\\\\[笑哭了]😂\\", "[😂]", "\\😂\\[笑哭]"] {
            #expect(chinese.decode(chinese.encode(text)) == text)
            #expect(custom.decode(custom.encode(text)) == text)
        }
    }
}
