import Emoji
import EnglishEngine
import Handwriting
import ChineseEngine
import Testing

/// The forms whose candidates the keyboard takes from other modules — 手写, English, emoji —
/// offer nothing a person cannot see (`HanFontCoverage.drawsAll`, the rule the engine's forms keep:
/// `EveryFormShowsTests`), every candidate read: every character the handwriting model can read
/// (in every script the pad writes), every English word the first two letters complete or suggest,
/// every emoji and variant of the catalogue and every one its searches by name find.
@Suite struct EveryFormShowsInTheKeyboardTests {
    @Test func handwritingEveryCharacterTheModelReadsInEveryScript() throws {
        let model = try HandwritingModel()
        var unseen: [String] = []
        for script in ChineseScript.allCases {
            let converter = try ScriptConverter(script: script)
            for index in 0..<model.characterCount {
                let text = converter.convert(String(model.character(index)))
                // Han beyond the common fonts is dropped by the pad (`HandwritingPad.show`); nothing else may fail.
                if !HanFontCoverage.drawsAll(text), !text.unicodeScalars.allSatisfy(\.properties.isUnifiedIdeograph) {
                    unseen.append("\(script): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
        #expect(model.characterCount > 6_000)
        #expect(unseen == [])
    }

    @Test func englishEveryCompletionAndSuggestionOfTheFirstTwoLetters() throws {
        let english = try EnglishEngine(lexicon: try EnglishLexicon())
        let letters = "abcdefghijklmnopqrstuvwxyz"
        let prefixes = letters.map(String.init) + letters.flatMap { first in letters.map { String(first) + String($0) } }
        var unseen: [String] = []
        for prefix in prefixes {
            let suggestions = english.suggestions(context: "", typed: prefix, limit: 10)
            let texts = english.lexicon.completions(of: prefix, limit: 50) + suggestions.alternatives + [suggestions.commit].compactMap { $0 }
            unseen += texts.filter { !HanFontCoverage.drawsAll($0) }.map { "\(prefix) → \($0)" }
        }
        unseen += english.suggestions(context: "I think", typed: "", limit: 20).alternatives.filter { !HanFontCoverage.drawsAll($0) }
        #expect(unseen == [])
    }

    @Test func emojiEveryEntryVariantAndSearchHit() throws {
        let catalogue = try EmojiCatalogue.bundled()
        let index = EmojiSearchIndex(catalogue: catalogue)
        // Emoji 17's code points are newer than this toolchain's Unicode tables (16.0), so the
        // rule cannot tell them from unassigned ones: a host that draws them raises the keyboard's
        // `emojiMaximumVersion`; up to 16.0, everything offered shows.
        let known = try #require(EmojiVersion("16.0"))
        var unseen: [String] = []
        for entry in catalogue.entries where entry.version <= known {
            for text in [entry.value] + entry.variants.filter({ $0.version <= known }).map(\.value) where !HanFontCoverage.drawsAll(text) {
                unseen.append("\(entry.englishName): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        let letters = "abcdefghijklmnopqrstuvwxyz"
        for query in letters.flatMap({ first in letters.map { String(first) + String($0) } }) + ["笑", "心", "猫", "xiaoku", "love"] {
            unseen += index.search(query, limit: 60, maximumVersion: known).map(\.entry.value).filter { !HanFontCoverage.drawsAll($0) }
            unseen += index.pinyinSuggestions(query, limit: 10, maximumVersion: known).map(\.entry.value).filter { !HanFontCoverage.drawsAll($0) }
        }
        #expect(catalogue.count > 1_500)
        #expect(unseen == [])
    }
}
