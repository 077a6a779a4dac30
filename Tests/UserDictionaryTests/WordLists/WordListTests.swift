import Foundation
import ChineseEngine
import Testing
import UserDictionary

@Suite struct WordListTests {
    static let words = [
        UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"], weight: 3),
        UserWord(text: "小学生", syllables: ["xiao", "xue", "sheng"], weight: 1),
        UserWord(text: "绿色", syllables: ["lv", "se"], weight: 2.5),
        UserWord(text: "好", syllables: ["hao"], weight: 0),
    ]

    func key(_ words: [UserWord], weights: Bool = true) -> [String] {
        words.map { "\($0.text)|\($0.pinyin)" + (weights ? "|\($0.weight)" : "") }.sorted()
    }

    @Test(arguments: WordListTextLayout.allCases.filter { [.plain, .rime, .keyboard].contains($0) })
    func eachFormatRoundTrips(_ format: WordListTextLayout) {
        let text = WordList.render(Self.words, layout: format)
        let read = WordList(parsing: text, layout: format)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.words.allSatisfy { $0.source == .imported })
        // The keyboards' format keeps no weight.
        #expect(key(read.words, weights: format != .keyboard) == key(Self.words, weights: format != .keyboard))
        #expect(WordListTextLayout.guess(path: nil, text: text) == format)
    }

    @Test func aFirstLineOver64KBDoesNotMisleadTheGuess() {
        let longWord = String(repeating: "舒", count: 30_000)   // 90,000 bytes: its tab lies past the 64th KB
        #expect(WordListTextLayout.guess(path: nil, text: (longWord + "\tshu\t1\n好\thao\n")) == .plain)
        let longComment = "# " + String(repeating: "x", count: 70_000)
        #expect(WordListTextLayout.guess(path: nil, text: (longComment + "\nshu'ru'fa 舒入法\n")) == .keyboard)
        #expect(WordListTextLayout.guess(path: nil, text: (longComment + "\r\n---\r\nname: x\n...\n")) == .rime)
        #expect(WordListTextLayout.guess(path: nil, text: "\u{FEFF}  \t \n#c\nhao 好\n") == .keyboard, "a byte-order mark, blank and comment lines")
    }

    @Test(arguments: WordListTextLayout.allCases.filter { [.plain, .rime, .keyboard].contains($0) })
    func exportedWordsImportIntoAFreshDictionary(_ format: WordListTextLayout) throws {
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        defer { first.remove(); second.remove() }
        let (source, _) = try openDictionary(first)
        try source.add(Self.words)
        let exported = WordList.render(try source.words(), layout: format)
        let (target, _) = try openDictionary(second)
        try target.add(WordList(parsing: exported, layout: format).words)
        #expect(key(try target.words(), weights: format != .keyboard) == key(try source.words(), weights: format != .keyboard))
    }

    @Test func aBadPlainLineIsReportedWithItsNumberAndTheRestRead() {
        let text = "舒入法\tshu ru fa\t3\n只有词\n# a comment\n坏\txyz\n负\tfu\t-2\n\n小学生\txiao'xue'sheng\n"
        let read = WordList(parsing: text, layout: .plain)
        #expect(read.words.map(\.text) == ["舒入法", "小学生"])
        #expect(read.words.last?.syllables == ["xiao", "xue", "sheng"])
        #expect(read.problems.map(\.line) == [2, 4, 5])
        #expect(read.problems[1].reason.contains("xyz"))
        #expect(read.problems[0].description.hasPrefix("line 2:"))
    }

    @Test func rimeHeaderColumnsAndBadLines() {
        let text = """
            # Rime dictionary
            ---
            name: test
            version: "1"
            columns:
              - code
              - text
              - weight
            sort: by_weight
            ...
            shu ru fa\t舒入法\t100
            bad line without tabs
            xiao xue sheng\t小学生\t5%
            """
        let read = WordList(parsing: text, layout: .rime)
        #expect(read.words.map(\.text) == ["舒入法", "小学生"])
        #expect(read.words.map(\.weight) == [100, 5])
        #expect(read.problems.map(\.line) == [12])
        let unclosed = WordList(parsing: "---\nname: x\n舒入法\tshu ru fa\n", layout: .rime)
        #expect(unclosed.words.isEmpty)
        #expect(unclosed.problems.count == 1)
    }

    @Test func keyboardLinesWithLeadingApostropheAndCount() {
        let read = WordList(parsing: "'ni'hao 你好\na'ba 阿爸 3\nzzz\nshu'ru'fa 舒 入法\n", layout: .keyboard)
        #expect(read.words.map(\.text) == ["你好", "阿爸"])
        #expect(read.words.map(\.syllables) == [["ni", "hao"], ["a", "ba"]])
        #expect(read.words.map(\.weight) == [1, 3])
        #expect(read.problems.map(\.line) == [3, 4])
    }
}
