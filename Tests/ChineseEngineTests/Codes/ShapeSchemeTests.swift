import Foundation
import ChineseEngine
import Testing

/// 五笔 86, 倉頡 5 and 速成 over the one code table and decoder: the scenarios their typists expect
/// (简码, words by their codes, a unique full code, 倉頡's codes, 速成's first-and-last), the
/// wildcard, the labels, ranking after the text before, and a damaged table refused.
@Suite struct ShapeSchemeTests {
    static let decoders: [String: CodeDecoder] = {
        var decoders: [String: CodeDecoder] = [:]
        for scheme in ShapeScheme.letterSchemes {
            do {
                decoders[scheme.name] = testEngine.makeCodeDecoder(table: try testEngine.openCodeTable(scheme), scheme: scheme)
            } catch {
                fatalError("\(scheme.component.fileName) does not open: \(error)")
            }
        }
        return decoders
    }()

    private func top(_ scheme: ShapeScheme, _ code: String, after text: String = "", limit: Int = 9) throws -> [String] {
        let decoder = Self.decoders[scheme.name]!
        return decoder.candidates(for: try scheme.pattern(code, alphabet: decoder.table.alphabet), after: text, limit: limit).map(\.text)
    }

    @Test func wubiShortCodesAndWords() throws {
        // 一 is 五笔's one-key 简码 g; 你们 the word coded wqwu (with the rare 您们), 我们 trwu alone.
        #expect(try top(.wubi86, "g").first == "一")
        #expect(try top(.wubi86, "wqwu").first == "你们")
        let decoder = Self.decoders["wubi86"]!
        #expect(decoder.uniqueWholeMatch(for: try ShapeScheme.wubi86.pattern("trwu", alphabet: decoder.table.alphabet)) == "我们")
        // wqwu is also the rarer 您们: 你们 is first and 您们 beside it, and neither commits itself.
        #expect(decoder.uniqueWholeMatch(for: try ShapeScheme.wubi86.pattern("wqwu", alphabet: decoder.table.alphabet)) == nil)
        #expect(try top(.wubi86, "wqwu").prefix(2) == ["你们", "您们"])
        // wqw begins no character's code, only words' (你们, 爸爸 wqwq…): they are offered before the last key.
        #expect(try top(.wubi86, "wqw").first == "你们")
        #expect(try top(.wubi86, "wqw").allSatisfy { $0.count == 2 })
        // Not unique, or not a full code: nothing commits itself.
        #expect(decoder.uniqueWholeMatch(for: try ShapeScheme.wubi86.pattern("wq", alphabet: decoder.table.alphabet)) == nil)
        #expect(decoder.uniqueWholeMatch(for: try ShapeScheme.wubi86.pattern("wqzu", alphabet: decoder.table.alphabet)) == nil)
        #expect(decoder.uniqueWholeMatch(for: try ShapeScheme.wubi86.pattern("gggg", alphabet: decoder.table.alphabet)) == nil)
        // Words come only for their whole code: the prefix wq offers characters.
        #expect(try top(.wubi86, "wq").allSatisfy { $0.count == 1 })
    }

    @Test func wubiLeavesEachSecondKeysFirstToThatKey() throws {
        // 个 is wh's 二级简码: w does not offer it (wh puts it first, as muscle memory has it) where
        // the same scheme without the rule does.
        let first = try top(.wubi86, "w")
        #expect(first.first == "人" && !first.contains("个"))
        #expect(try top(.wubi86, "wh").first == "个")
        var plain = ShapeScheme.wubi86
        plain.nextFirstMargin = nil
        plain.skipsPassedCompletions = false
        plain.keysSavedWeight = 0
        let decoder = Self.decoders["wubi86"]!
        let unruled = testEngine.makeCodeDecoder(table: decoder.table, scheme: plain)
        #expect(unruled.candidates(for: try plain.pattern("w", alphabet: decoder.table.alphabet), limit: 5).map(\.text).contains("个"))
    }

    @Test func aCompletionPassedOverIsNotOfferedAgain() throws {
        let decoder = Self.decoders["wubi86"]!
        for code in ["w", "wq", "t", "tr", "y", "yy"] {
            let shown = Set(try top(.wubi86, code).prefix(5))
            let next = decoder.candidates(for: try ShapeScheme.wubi86.pattern(code + "q", alphabet: decoder.table.alphabet), limit: 9)
            for candidate in next where !candidate.isWhole { #expect(!shown.contains(candidate.text), "\(code)q offers \(candidate.text) again") }
        }
        // Nor at any later key: what the first key showed is not offered two keys on.
        for code in ["adw", "ftj", "byn"] {
            let shown = Set(try top(.wubi86, String(code.prefix(1))).prefix(5))
            let later = decoder.candidates(for: try ShapeScheme.wubi86.pattern(code, alphabet: decoder.table.alphabet), limit: 9)
            #expect(later.contains { !$0.isWhole })
            for candidate in later where !candidate.isWhole { #expect(!shown.contains(candidate.text), "\(code) offers \(candidate.text) again") }
        }
    }

    @Test func cangjieAndQuickFindTheirCharacters() throws {
        #expect(try top(.cangjie5, "oiar").first == "倉")
        // 速成 or: every character whose 倉頡 code runs o…r, by frequency (個 知 合 信 何 first: 合,
        // first at or by more than the scheme's margin, is left to it at o); 倉 on a later page.
        #expect(try top(.quick5, "or", limit: 5) == ["個", "知", "合", "信", "何"])
        #expect(try top(.quick5, "or", limit: 40).contains("倉"))
        // After 貨 (the model's 货, 货仓 a word) 倉 is among the first five: the context is read in its simplified form.
        #expect(try top(.quick5, "or", after: "貨", limit: 5).contains("倉"))
        #expect(try top(.quick5, "or", after: "糧", limit: 5).contains("倉"))
        // x is 難: 難's own code begins with t (廿), the x codes hold the scheme's hard characters.
        #expect(try !top(.cangjie5, "x").isEmpty)
        // Traditional forms rank by their simplified statistics: 們 after 我 among the first of o (人).
        #expect(try top(.cangjie5, "o", after: "我", limit: 5).contains("們"))
    }

    @Test func theWildcardStandsForAnyKey() throws {
        let table = Self.decoders["cangjie5"]!.table
        func texts(_ code: String) throws -> Set<String> {
            Set(table.ranges(matching: try ShapeScheme.cangjie5.pattern(code, alphabet: table.alphabet)).flatMap { $0.map(table.text(at:)) })
        }
        #expect(try texts("oi").isSubset(of: texts("o?")) && texts("o?").count > texts("oi").count)
        #expect(try texts("oiar").isSubset(of: texts("o?ar")))
        #expect(try top(.cangjie5, "o?ar").contains("倉"))
        #expect(try top(.wubi86, "wzwu", limit: 50).contains("你们"))
        #expect(throws: ShapeScheme.ParseError.self) { try ShapeScheme.cangjie5.pattern("o1", alphabet: Array("abcdefghijklmnopqrstuvwxy")) }
    }

    @Test func everyCandidateHasACodeBeginningWithTheKeys() throws {
        let decoder = Self.decoders["quick5"]!
        let pattern = try ShapeScheme.quick5.pattern("o", alphabet: decoder.table.alphabet)
        let matching = Set(decoder.table.ranges(matching: pattern).flatMap { $0.map { decoder.table.text(at: $0) } })
        let found = decoder.candidates(for: pattern, limit: 30)
        #expect(!found.isEmpty && Set(found.map(\.text)).count == found.count)
        for candidate in found { #expect(matching.contains(candidate.text)) }
    }

    @Test func pastTheFirstKeyOnlyTheLikeliestCompletionJoinsTheWholeCodes() throws {
        let decoder = Self.decoders["cangjie5"]!
        let first = decoder.candidates(for: try ShapeScheme.cangjie5.pattern("o", alphabet: decoder.table.alphabet), limit: 9)
        #expect(first.filter { !$0.isWhole }.count == 5)
        let second = decoder.candidates(for: try ShapeScheme.cangjie5.pattern("oi", alphabet: decoder.table.alphabet), limit: 9)
        #expect(second.filter { !$0.isWhole }.count == 1)
        #expect(second.filter(\.isWhole).count >= 1)
        // 笔画 has no such limit.
        #expect(ShapeScheme.strokes.completionLimit(after: 2) == nil && ShapeScheme.wubi86.completionLimit(after: 9) == 5)
    }

    @Test func aKeptScanGivesTheSameCandidatesAsAFreshOne() throws {
        // The first keys' long scans are kept: asking again, with or without context, in either
        // order, answers as a decoder that never asked.
        for scheme in [ShapeScheme.wubi86, .cangjie5] {
            let table = Self.decoders[scheme.name]!.table
            let asks = [("g", ""), ("g", "我"), ("o", "我"), ("o", ""), ("gg", "我"), ("gg", "")]
            let forward = testEngine.makeCodeDecoder(table: table, scheme: scheme)
            let backward = testEngine.makeCodeDecoder(table: table, scheme: scheme)
            let first = try asks.map { forward.candidates(for: try scheme.pattern($0.0, alphabet: table.alphabet), after: $0.1, limit: 9) }
            let second = try asks.reversed().map { backward.candidates(for: try scheme.pattern($0.0, alphabet: table.alphabet), after: $0.1, limit: 9) }
            #expect(first == Array(second.reversed()))
            #expect(try forward.candidates(for: try scheme.pattern("g", alphabet: table.alphabet), after: "我", limit: 9) == first[1])
        }
    }

    @Test func theCompositionShowsTheComponents() throws {
        let alphabet = Self.decoders["cangjie5"]!.table.alphabet
        #expect(ShapeScheme.cangjie5.labelled(try ShapeScheme.cangjie5.pattern("oiar", alphabet: alphabet)) == "人戈日口")
        #expect(ShapeScheme.wubi86.labelled(try ShapeScheme.wubi86.pattern("wqwu", alphabet: alphabet)) == "人金人立")
        #expect(ShapeScheme.cangjie5.labels.count == alphabet.count && ShapeScheme.wubi86.labels.count == alphabet.count)
    }

    @Test func aDamagedTableIsAClearError() throws {
        let shipped = try Data(contentsOf: URL(fileURLWithPath: ChineseEngine.bundledDataDirectory! + "/quick5.bin"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("quick5-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var damaged = shipped
        damaged[damaged.count / 2] ^= 0x5A
        try damaged.write(to: URL(fileURLWithPath: path))
        #expect { _ = try CodeTable(path: path) } throws: { "\($0)".contains(path) }
        try shipped.prefix(100).write(to: URL(fileURLWithPath: path))
        #expect(throws: ChineseEngineError.self) { try CodeTable(path: path) }
    }
}
