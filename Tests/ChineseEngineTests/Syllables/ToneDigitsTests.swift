import ChineseEngine
import Testing

/// Tones typed as digits after their syllables (地球拼音's `syllableTones`, digits 1–5): read as
/// separators the decoder reads, and weighing each syllable's characters through a tone table.
@Suite struct ToneDigitsTests {
    private let pinyin = SyllableInventory.mandarin
    private let keys = SyllableTones(digits: 1...5)

    private func best(_ typed: String, limit: Int = 1) throws -> [String] {
        let input = ToneDigits(parsing: typed, keys: keys, inventory: pinyin)
        let decoder = testEngine.makeDecoder()
        decoder.arcAdjustment = input.hasTones
            ? ToneWeighting(input: input, table: try testEngine.openTones(), costs: ToneWeighting.Costs(for: .syllableEnding)) : nil
        decoder.decode(input.text)
        return decoder.candidates(limit: limit).map(\.text)
    }

    @Test func aDigitAfterALetterEndsItsSyllable() throws {
        let input = ToneDigits(parsing: "ni3hao3", keys: keys, inventory: pinyin)
        #expect(input.text == "ni'hao'")
        #expect(input.tonesByUnit == [2: 3, 6: 3])
        #expect(input.hasTones)
        // A digit after no letter, and 6–9, are no tone: they stay as typed.
        let other = ToneDigits(parsing: "3ni7", keys: keys, inventory: pinyin)
        #expect(other.text == "3ni7" && !other.hasTones)
        #expect(!ToneDigits(parsing: "nihao", keys: keys, inventory: pinyin).hasTones)
        // A second digit after a tone is dropped, as the keyboard drops it.
        let twice = ToneDigits(parsing: "ma14hao3", keys: keys, inventory: pinyin)
        #expect(twice.text == "ma'hao'" && twice.tonesByUnit == [2: 1, 6: 3])
        #expect(keys.typing("4", after: "ma") == "'")
        #expect(keys.typing("4", after: "ma'") == "", "a syllable has one tone")
        #expect(keys.typing("6", after: "ma") == "6")
        #expect(keys.typing("x", after: "ma") == "x", "no letter types a tone")
        let terra = try #require(Schema.named("terra-pinyin")?.syllableTones)
        #expect(terra == keys && terra.typing("2", after: "ren") == "'")
    }

    @Test func eachSyllableCarriesTheToneTypedAfterIt() {
        let input = ToneDigits(parsing: "xian1", keys: keys, inventory: pinyin)
        let read = input.tonedSyllables(from: 0)
        // xi and xian are syllables; only xian is followed by the tone.
        #expect(read.contains { $0.end == 2 && $0.id == SyllableTable.id(of: "xi") && $0.tone == nil })
        #expect(read.contains { $0.end == 4 && $0.id == SyllableTable.id(of: "xian") && $0.tone == 1 })
        #expect(input.isSeparator(at: 4) && !input.isSeparator(at: 3))
        // An initial alone stands for a syllable not yet known.
        #expect(ToneDigits(parsing: "ni3h", keys: keys, inventory: pinyin).tonedSyllables(from: 3).contains { $0.end == 4 && $0.id == nil })
    }

    @Test func aTypedToneChoosesAmongHomophones() throws {
        #expect(try best("ma1").first == "妈")
        #expect(try best("ma3").first == "马")
        #expect(try best("mai3").first == "买")
        #expect(try best("mai4").first == "卖")
        #expect(try best("ni3hao3").first == "你好")
        // Tones are optional per syllable: a syllable without one is read in any tone.
        #expect(try best("ni3hao").first == "你好")
        #expect(try best("shi4jie4").first == "世界")
    }

    @Test func anUntypedToneIsFreeWhereToneOneIsNotImplied() throws {
        let input = ToneDigits(parsing: "ma1ma", keys: keys, inventory: pinyin)
        let tones = try testEngine.openTones()
        let optional = ToneWeighting(input: input, table: tones, costs: ToneWeighting.Costs(for: .syllableEnding))
        let firstTone = ToneWeighting(input: input, table: tones, costs: ToneWeighting.Costs(for: .marks))
        // 马 is never tone 1: free when tones are optional, charged where untyped means ˉ.
        // `ma'ma`: the first syllable is units 0..<3 (its tone's separator included), the second 3..<5.
        #expect(input.text == "ma'ma")
        #expect(optional.extraCost(start: 3, end: 5, text: "马") == 0)
        #expect(firstTone.extraCost(start: 3, end: 5, text: "马") == firstTone.costs.unmarkedCost)
        #expect(optional.extraCost(start: 0, end: 3, text: "马") == optional.costs.mismatchCost)
        #expect(optional.extraCost(start: 0, end: 2, text: "马") == optional.costs.mismatchCost, "an arc ending before the tone's separator")
        #expect(optional.extraCost(start: 0, end: 5, text: "妈妈") == 0)
    }
}
