import Foundation
import Testing
import UserDictionary

/// Export to each format and import again: the same words, readings and order of weight.
@Suite struct WordListExportTests {
    static let words = [
        UserWord(text: "舒入法", syllables: ["shu", "ru", "fa"], weight: 3),
        UserWord(text: "西安", syllables: ["xi", "an"], weight: 7),
        UserWord(text: "先", syllables: ["xian"], weight: 2.5),
        UserWord(text: "方案", syllables: ["fang", "an"], weight: 1),
        UserWord(text: "绿色", syllables: ["lv", "se"], weight: 0),
    ]

    @Test(arguments: WordListFormats.exportable.map(\.name).filter { $0 != "keyboard" })
    func exportThenImportKeepsWordsReadingsAndOrderOfWeight(_ name: String) throws {
        let format = try #require(WordListFormats.exportFormat(named: name))
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        defer { first.remove(); second.remove() }
        let (source, _) = try openDictionary(first)
        try source.add(Self.words)
        let data = try format.export(try source.words(), name: "mine")
        let list = try WordList(reading: WordListInput(data: data, name: "mine.\(format.exportExtension)"), lexicon: sharedEngine.lexicon)
        #expect(list.format == name && list.skipped == 0, "\(list.problems)")
        let (target, _) = try openDictionary(second)
        try target.add(list.words)
        func ordered(_ words: [UserWord]) -> [String] {
            words.enumerated().sorted { ($0.element.weight, $1.offset) > ($1.element.weight, $0.offset) }.map { "\($0.element.text) \($0.element.pinyin)" }
        }
        let before = ordered(try source.words()), after = ordered(try target.words())
        #expect(Set(before) == Set(after))
        #expect(ordered(list.words) == ordered(Self.words), "the order of weight")
        if name != "gboard" { #expect(try target.words().map(\.weight).sorted() == Self.words.map(\.weight).sorted()) }
    }
}
