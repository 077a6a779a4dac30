import Foundation
import Testing
@testable import ChineseEngine

/// How a shape code's candidates are ranked past the prior: a whole match passed over at an
/// earlier key yields its place, completions rank by the keys they save (to the character's
/// shortest code, and when the next key would not show them either), and the notes the scan finds.
@Suite struct CodeRankingTests {
    private func decoder(_ scheme: ShapeScheme) -> CodeDecoder {
        let shared = ShapeSchemeTests.decoders[scheme.name]!
        return scheme == ShapeScheme.letterSchemes.first { $0.name == scheme.name } ? shared : testEngine.makeCodeDecoder(table: shared.table, scheme: scheme)
    }

    private func texts(_ decoder: CodeDecoder, _ code: String, limit: Int = 9) throws -> [CodeCandidate] {
        decoder.candidates(for: try decoder.scheme.pattern(code, alphabet: decoder.table.alphabet), limit: limit)
    }

    @Test func aWholeMatchPassedOverYieldsItsPlace() throws {
        // 速成 e shows 洗 among its first five; whoever types u after it wants another: 洗 (by
        // its frequency second) comes after the ones not yet seen, on a later page.
        let quick = decoder(.quick5)
        #expect(try texts(quick, "e").prefix(5).contains { $0.text == "洗" })
        let after = try texts(quick, "eu", limit: 40).map(\.text)
        let index = try #require(after.firstIndex(of: "洗"))
        #expect(index >= 5 && index > after.firstIndex(of: "沈")!, "\(after)")
        var kept = quick.settings
        kept.passedWholeCost = 0
        let plain = testEngine.makeCodeDecoder(table: quick.table, scheme: .quick5)
        plain.settings = kept
        #expect(try texts(plain, "eu").prefix(3).map(\.text).contains("洗"))
    }

    /// Each character's shortest code length in `table`.
    private func shortest(_ table: CodeTable) -> [String: Int] {
        var lengths: [String: Int] = [:]
        for entry in 0..<table.count where !table.isWord(at: entry) {
            lengths[table.text(at: entry)] = min(lengths[table.text(at: entry)] ?? .max, table.codeLength(at: entry))
        }
        return lengths
    }

    @Test func completionsRankByTheKeysTheySave() throws {
        // 五笔's first keys with the keys saved counted offer completions whose shortest codes are
        // longer (on the whole) than by the prior alone: a character its 简码 gives at the next key
        // gains little from showing now.
        var plainScheme = ShapeScheme.wubi86
        plainScheme.keysSavedWeight = 0
        let weighted = decoder(.wubi86), plain = decoder(plainScheme)
        let lengths = shortest(weighted.table)
        var weightedSum = 0, plainSum = 0, differs = false
        for code in ["w", "t", "y", "g", "r", "q", "i", "a"] {
            let mine = try texts(weighted, code).filter { !$0.isWhole }.map(\.text)
            let theirs = try texts(plain, code).filter { !$0.isWhole }.map(\.text)
            differs = differs || mine != theirs
            weightedSum += mine.prefix(4).reduce(0) { $0 + (lengths[$1] ?? 0) }
            plainSum += theirs.prefix(4).reduce(0) { $0 + (lengths[$1] ?? 0) }
        }
        #expect(differs && weightedSum > plainSum, "\(weightedSum) vs \(plainSum)")
    }

    @Test func aCompletionOffTheNextKeysPageComesFirst() throws {
        // 速成 counts a completion the next key's first page would not show either as saving two
        // keys. With every next key's first left to it (margin 0) the rule moves texts; with the
        // scheme's margin, 0.5, it moves none on these codes (nor on yue-dev).
        var weightedScheme = ShapeScheme.quick5
        weightedScheme.nextFirstMargin = 0
        var plainScheme = weightedScheme
        plainScheme.offPageWeight = 0
        let weighted = decoder(weightedScheme), plain = decoder(plainScheme)
        var differs = false
        for code in ["o", "a", "m", "r", "y", "h"] {
            let mine = try texts(weighted, code).map(\.text), theirs = try texts(plain, code).map(\.text)
            differs = differs || mine != theirs
        }
        #expect(differs)
    }

    @Test func everyNoteIsTheRestOfTheLongestCodeBeginningWithTheKeys() throws {
        // The scan notes each candidate as the second pass over the range did: checked against one.
        for (scheme, codes) in [(ShapeScheme.wubi86, ["w", "wq", "t", "g"]), (.cangjie5, ["o", "oi", "a"]), (.quick5, ["o", "a"])] {
            let decoder = decoder(scheme)
            let table = decoder.table
            for code in codes {
                let pattern = try scheme.pattern(code, alphabet: table.alphabet)
                var longest: [String: Int] = [:]
                for range in table.ranges(matching: pattern) {
                    for entry in range where !table.isWord(at: entry) && table.codeLength(at: entry) > pattern.count {
                        let text = table.text(at: entry)
                        if longest[text].map({ table.codeLength(at: $0) < table.codeLength(at: entry) }) ?? true { longest[text] = entry }
                    }
                }
                for candidate in decoder.candidates(for: pattern, limit: 9) {
                    let expected = candidate.text.count == 1 ? longest[candidate.text].map { decoder.written(table.code(at: $0).dropFirst(pattern.count)) } : nil
                    #expect(candidate.note == expected, "\(scheme.name) \(code): \(candidate.text)")
                }
            }
        }
    }

    @Test func cantoneseCostsArePutOnTheModelsScale() throws {
        // The model's shares are a word's (they sum to the characters a word holds), Cantonese
        // text's a character's: a character only Cantonese writes, 嘅, costs its Cantonese cost
        // less ln of the characters a word holds, so the lesser of the two compares like with like.
        let quick = decoder(.quick5)
        let prior = quick.prior
        #expect(prior.charactersPerWord > 1.1 && prior.charactersPerWord < 4, "\(prior.charactersPerWord)")
        let frequencies = try Language.shipped(for: .jyutping).openCharacterFrequencies()
        let ge = try #require(Unicode.Scalar("嘅"))
        let entry = try #require((0..<quick.table.count).first { !quick.table.isWord(at: $0) && quick.table.textKey(at: $0) == ge.value })
        let cantonese = try #require(frequencies.cost(of: ge.value))
        #expect(abs(prior.cost(at: entry) - (cantonese - Float(log(prior.charactersPerWord)))) < 0.002)
    }
}
