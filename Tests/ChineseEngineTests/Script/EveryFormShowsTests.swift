import Testing
@testable import ChineseEngine

/// No candidate any of the engine's forms offers holds a character no one sees
/// (`HanFontCoverage.drawsAll`: a control, private-use, unassigned or undrawable one): pinyin,
/// 9-key, 双拼, 注音, 粤拼, 笔画, 五笔, 倉頡, 速成, 联想 and v模式, every candidate read, not the
/// first alone, over every syllable, every first two keys and deeper code prefixes by depth.
/// (注音 offered `\u{85}\u{9D}§` for ㄍㄟˇ: its symbols' unit codes read back as Latin-1.)
@Suite struct EveryFormShowsTests {
    /// The candidates' texts that do not show, each with its input, over `inputs`.
    static func unseen(_ inputs: some Sequence<String>, _ candidates: (String) -> [String]) -> [String] {
        var found: [String] = []
        for input in inputs {
            for text in candidates(input) where !HanFontCoverage.drawsAll(text) {
                found.append("\(input) → \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        return found
    }

    /// Every syllable's spelling, then every pair of `alphabet`'s keys.
    static func syllablesAndPairs(_ spellings: [String], alphabet: String) -> [String] {
        spellings + alphabet.flatMap { first in alphabet.map { String(first) + String($0) } }
    }

    @Test func thePredicateRefusesWhatDrawsNothing() {
        for unseen in ["\u{85}\u{9D}§", "a\u{1B}]0;x\u{7}", "\u{E000}", "\u{378}", "\u{200D}", "\u{2028}", "给\u{0}"] {
            #expect(!HanFontCoverage.drawsAll(unseen), "\(unseen.unicodeScalars.map(\.value))")
        }
        for seen in ["给", "ㄍㄟˇ", "👨‍👩‍👧", "🇨🇳", "a b", "½", "〇"] {
            #expect(HanFontCoverage.drawsAll(seen), "\(seen)")
        }
    }

    @Test func pinyinEverySyllableAndEveryTwoLetters() {
        let inputs = Self.syllablesAndPairs(SyllableTable.spellings, alphabet: "abcdefghijklmnopqrstuvwxyz")
        #expect(Self.unseen(inputs) { texts($0, limit: 80) } == [])
    }

    @Test func nineKeyEverySyllableAndEveryTwoDigits() {
        var engine = testEngine
        engine.settings.form = .nineKey
        let codes = Set(SyllableTable.spellings.map(InputForm.nineKeyCode(of:)))
        let inputs = Self.syllablesAndPairs(codes.sorted(), alphabet: "23456789")
        #expect(Self.unseen(inputs) { texts($0, limit: 80, engine: engine) } == [])
    }

    @Test(arguments: ShuangpinScheme.Builtin.allCases)
    func shuangpinEverySyllable(_ builtin: ShuangpinScheme.Builtin) throws {
        let scheme = try ShuangpinScheme(builtin)
        var engine = testEngine
        engine.settings.form = .shuangpin(scheme)
        let keys = Set(SyllableTable.spellings.indices.flatMap { scheme.keysBySyllable[$0] })
        #expect(Self.unseen(keys.sorted()) { texts($0, limit: 80, engine: engine) } == [])
    }

    @Test func zhuyinEverySymbolCombinationInEveryTone() throws {
        let tones = try testEngine.openTones()
        let decoder = testEngine.makeDecoder()
        var syllables: [String] = []
        for initial in [nil] + ZhuyinSymbols.initials.keys.sorted() {
            for medial in [nil] + ZhuyinSymbols.medials.sorted() {
                for final in [nil] + ZhuyinSymbols.finals.keys.sorted()
                where ZhuyinSymbols.pinyin(initial: initial, medial: medial, final: final) != nil {
                    syllables.append(String([initial, medial, final].compactMap { $0 }))
                }
            }
        }
        #expect(syllables.count > 380)
        let typed = syllables.flatMap { syllable in [syllable] + ZhuyinSymbols.tones.keys.sorted().map { syllable + String($0) } }
        let unseen = Self.unseen(typed) { text in
            guard let input = try? ZhuyinInput(parsing: text) else { return [] }
            decoder.arcAdjustment = input.hasTones ? ToneWeighting(input: input, table: tones) : nil
            decoder.decode(zhuyin: input)
            return decoder.candidates(limit: 80).map(\.text)
        }
        #expect(unseen == [])
    }

    @Test func zhuyinOffersHanForTheSyllablesThatGaveBytes() throws {
        // ㄍㄟˇ, ㄊㄟˇ: one or two characters read them; the symbols never pass through beside them.
        let tones = try testEngine.openTones()
        let decoder = testEngine.makeDecoder()
        for text in ["ㄍㄟˇ", "ㄊㄟˇ", "ㄋㄥˊ", "ㄖˋ", "ㄉㄟˇ", "ㄌㄣ"] {
            let input = try ZhuyinInput(parsing: text)
            decoder.arcAdjustment = input.hasTones ? ToneWeighting(input: input, table: tones) : nil
            decoder.decode(zhuyin: input)
            let offered = decoder.candidates(limit: 80).map(\.text)
            #expect(!offered.isEmpty, "\(text)")
            #expect(offered.allSatisfy { $0.allSatisfy { $0.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) } } },
                    "\(text): \(offered)")
        }
    }

    @Test func jyutpingEverySyllableAndEveryTwoLetters() {
        let inputs = Self.syllablesAndPairs(cantoneseEngine.lexicon.syllables.spellings, alphabet: "abcdefghijklmnopqrstuvwxyz")
        #expect(Self.unseen(inputs) { texts($0, limit: 80, engine: cantoneseEngine) } == [])
    }

    @Test(arguments: [ShapeScheme.strokes] + ShapeScheme.letterSchemes + [ShapeScheme.chaizi])
    func shapeCodesEveryFirstTwoKeysAndDeeperPrefixes(_ scheme: ShapeScheme) throws {
        let table = scheme == .strokes ? try testEngine.openStrokes() : try testEngine.openCodeTable(scheme)
        let decoder = scheme == .strokes ? testEngine.makeStrokeDecoder(table: table) : testEngine.makeCodeDecoder(table: table, scheme: scheme)
        let keys = UInt8(1)...UInt8(table.alphabet.count)
        var patterns = Set(keys.map { [$0] } + keys.flatMap { first in keys.map { [first, $0] } })
        // Deeper prefixes of the table's own codes, sampled evenly (every one would take minutes).
        let step = max(1, table.count / 3_000)
        for entry in stride(from: 0, to: table.count, by: step) {
            let code = table.code(at: entry)
            for length in 3...max(3, code.count) where length <= code.count { patterns.insert(Array(code.prefix(length))) }
        }
        let unseen = Self.unseen(patterns.map { $0.map(String.init).joined(separator: ",") }) { text in
            let keys = text.split(separator: ",").compactMap { UInt8($0) }
            return decoder.candidates(for: CodePattern(keys: keys), limit: 60).flatMap { [$0.text] + ($0.note.map { [$0] } ?? []) }
        }
        #expect(unseen == [])
    }

    @Test func predictionsAfterEveryCommonCharacter() {
        let predictor = Predictor(engine: testEngine)
        let characters = SyllableTable.spellings.compactMap { texts($0, limit: 1).first }
        #expect(Self.unseen(Set(characters).sorted()) { predictor.predictions(after: $0, limit: 30).map(\.text) } == [])
    }

    @Test func vModeNumbersDatesAndSums() {
        let vMode = testEngine.makeVMode()
        var inputs = ["v", "vrq", "vsj", "vxq", "vnl", "v0", "v1+2*3", "v2024-1-1", "v20261125", "v1/3", "v-5", "v3.14159"]
        inputs += (0..<200).map { "v\($0 * 7919 % 100_003)" } + (1...12).map { "v2026.\($0).15" }
        #expect(Self.unseen(inputs) { vMode.candidates(for: $0) ?? [] } == [])
    }
}
