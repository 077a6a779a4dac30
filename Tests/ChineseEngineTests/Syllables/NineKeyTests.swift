import Testing
@testable import ChineseEngine

/// Whole-syllable readings of 9-key input, as apostrophe-joined spellings.
private func nineKeyReadings(_ text: String) -> Set<String> {
    SyllableGraph(PinyinInput(text, form: .nineKey), form: .nineKey).spelledSegmentations(kinds: [.full])
}

private func nineKeyEngine() -> ChineseEngine {
    var engine = testEngine
    engine.settings.form = .nineKey
    return engine
}

@Suite struct NineKeyTests {
    @Test func digitsReadAsEverySyllableTheirLettersSpell() {
        let readings = nineKeyReadings("64426")
        #expect(readings.contains("ni'hao"))
        #expect(readings.contains("mi'gan"))
        #expect(!readings.contains("ni'bao"))
        #expect(nineKeyReadings("9426").isSuperset(of: ["xian", "xi'an", "zhao"]))
    }

    @Test func oneAndApostropheSeparateSyllables() {
        #expect(nineKeyReadings("9426").contains("xian"))
        #expect(!nineKeyReadings("94126").contains("xian"))
        #expect(nineKeyReadings("94126").contains("xi'an"))
        #expect(nineKeyReadings("94'26").contains("xi'an"))
        #expect(!nineKeyReadings("94'26").contains("xian"))
    }

    @Test func aTypedLetterStandsOnlyForItself() {
        let readings = nineKeyReadings("ni426")
        #expect(readings.contains("ni'hao"))
        #expect(!readings.contains("mi'hao"))
    }

    @Test func everySyllableIsReadFromItsDigits() {
        for (index, spelling) in SyllableTable.spellings.enumerated() {
            let graph = SyllableGraph(PinyinInput(InputForm.nineKeyCode(of: spelling), form: .nineKey), form: .nineKey)
            let full = graph.edgesFrom[0].filter { $0.kind == .full && $0.end == spelling.count }
            #expect(full.contains { $0.syllables.contains(UInt16(index)) }, "\(spelling)")
        }
    }

    @Test func digitsDecodeToSentences() {
        let engine = nineKeyEngine()
        #expect(engine.candidates(for: "969426478234546").first?.text == "我想去北京")
        #expect(engine.candidates(for: "94664486736").first?.text == "中国人")
        // 64 426 is mi gao as well as ni hao: the language model ranks both (米高 first today).
        #expect(engine.candidates(for: "64426").prefix(3).contains { $0.text == "你好" })
        let decoder = engine.makeDecoder()
        decoder.decode("94664486")
        #expect(decoder.segmentedPinyin() == "zhong'guo")
        // The marked text is the reading the best sentence's words took, for long input too.
        let line = "969426478234546"
        decoder.decode(line)
        #expect(decoder.segmentedPinyin() == "wo'xiang'qu'bei'jin")
        #expect(decoder.segmentedReadings().replacingOccurrences(of: "'", with: "").count == line.count)
    }

    @Test func abbreviatedDigitsFindWords() {
        // 94 486: zh + guo → 中国 is in the lattice and among the candidates.
        let engine = nineKeyEngine()
        let lattice = engine.makeDecoder().decode("94486")
        #expect(lattice.arcsFrom[0].contains { $0.end == 5 && engine.lexicon.text(of: $0.word) == "中国" })
        #expect(engine.candidates(for: "94486").prefix(10).contains { $0.text == "中国" })
    }

    @Test func theMarkedTextSpellsAUserWordFromItsReading() {
        // 沪漂小张 is the user's only: its syllables come from its own reading, as in typed pinyin.
        var engine = ChineseEngine(lexicon: testEngine.lexicon, model: testEngine.model)
        engine.settings.form = .nineKey
        let words = [UserLexicon.Word(text: "沪漂小张", syllables: ["hu", "piao", "xiao", "zhang"], cost: 2)]
        engine.userLexicon = UserLexiconBox(UserLexicon(lexicon: engine.lexicon, words: words, usage: [], pairs: [], version: 1))
        let decoder = engine.makeDecoder()
        decoder.decode(InputForm.nineKeyCode(of: "hupiaoxiaozhang"))
        #expect(decoder.candidates(limit: 1).first?.text == "沪漂小张")
        #expect(decoder.segmentedPinyin() == "hu'piao'xiao'zhang")
    }

    @Test func aShortCandidateListIsTheStartOfALongOne() {
        // The list is assembled by one rule whatever its length: a short list is no other order.
        for (engine, input) in [(testEngine, "nihaoshijie"), (nineKeyEngine(), "969426478234546"), (nineKeyEngine(), "9448")] {
            let decoder = engine.makeDecoder()
            decoder.decode(input)
            let long = decoder.candidates(limit: 300)
            #expect(decoder.candidates(limit: 10).map(\.text) == long.prefix(10).map(\.text))
            // Each word covers the input's beginning, and no text comes twice.
            #expect(long.filter { $0.kind == .word }.allSatisfy { $0.length < decoder.candidates(limit: 1).first!.length })
            #expect(Set(long.map(\.text)).count == long.count)
        }
    }

    @Test func pathsOfSeveralAbbreviationsAreNotWalked() {
        // 9448 read as initials and unfinished syllables (z h g t…): the paths whose edges cost
        // more than the 9-key cap are not walked; typed pinyin keeps them (`zgrm` is four initials).
        let engine = nineKeyEngine()
        let lattice = engine.makeDecoder().decode("9448")
        let cap = LatticeDecoder.Settings().limits.nineKeyMaxEdgeCost
        var limits = WordLattice.Limits()
        limits.maxEdgeCost = .infinity
        limits.mixedReadingCost = 0  // as the decoder has it for 9-key input
        let uncapped = WordLattice(graph: lattice.graph, lexicon: engine.lexicon, model: engine.model, limits: limits)
        let capped = Set(lattice.arcsFrom.joined()), all = Set(uncapped.arcsFrom.joined())
        #expect(capped.isSubset(of: all))
        #expect(capped.count < all.count)
        // What the cap dropped cost more than it (reading costs only add to edge costs).
        #expect(all.subtracting(capped).allSatisfy { $0.edgeCost > cap })
    }

    @Test func typingDigitByDigitGivesWhatDecodingAtOnceGives() {
        let engine = nineKeyEngine()
        let decoder = engine.makeDecoder()
        for line in ["94664486736", "64426744543", "94'2624"] {
            var typed = ""
            for digit in line {
                typed.append(digit)
                decoder.decode(typed)
                let incremental = decoder.candidates(limit: 10).map(\.text)
                #expect(incremental == engine.candidates(for: typed, limit: 10).map(\.text), "\(typed)")
            }
        }
    }

    @Test func lettersAreNotDigits() {
        // In full pinyin digits stay literals; in 9-key `1` is a separator, not a literal.
        #expect(PinyinInput("a1", form: .pinyin).units.last == .literal("1"))
        #expect(PinyinInput("21", form: .nineKey).units.last == .separator)
        #expect(PinyinInput("0", form: .nineKey).units.last == .literal("0"))
    }
}
