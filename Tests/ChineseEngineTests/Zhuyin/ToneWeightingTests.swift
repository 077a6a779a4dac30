import ChineseEngine
import Testing

/// Tones weigh a syllable's characters: the tone table's readings, and the decoder's arcs.
@Suite struct ToneWeightingTests {
    static let tones: ToneTable = {
        do { return try testEngine.openTones() } catch { fatalError("tones.bin does not open: \(error)") }
    }()

    private func best(_ zhuyin: String) throws -> String {
        let input = try ZhuyinInput(parsing: zhuyin)
        let decoder = testEngine.makeDecoder()
        decoder.arcAdjustment = input.hasTones ? ToneWeighting(input: input, table: Self.tones) : nil
        decoder.decode(zhuyin: input)
        return decoder.candidates(limit: 1).first?.text ?? ""
    }

    @Test func theTableKnowsEachReadingsTones() {
        let shi = SyllableTable.id(of: "shi")!, zi = SyllableTable.id(of: "zi")!
        let shiTones = Self.tones.tones(of: UnicodeScalar("是").value, syllable: shi) ?? 0
        #expect(shiTones & (1 << 3) != 0 && shiTones & 0b0111 == 0)                          // shì (and a neutral shi in phrases)
        let tenTones = Self.tones.tones(of: UnicodeScalar("十").value, syllable: shi) ?? 0
        #expect(tenTones & 0b1111 == 1 << 1)                                                  // shí
        let ziTones = Self.tones.tones(of: UnicodeScalar("子").value, syllable: zi) ?? 0
        #expect(ziTones & (1 << 2) != 0 && ziTones & (1 << 4) != 0)                           // zǐ and 桌子's zi
        #expect(Self.tones.tones(of: UnicodeScalar("是").value, syllable: zi) == nil)
    }

    @Test func zhuyinCutsAreWeighedByTheModel() throws {
        // ㄓㄨㄞ read greedily is zhuai (拽); the lattice also reads ㄓ ㄨㄞ, 之外.
        #expect(try best("ㄓㄨㄞㄉㄜ") == "之外的")
        #expect(try best("ㄓˉㄨㄞˋㄉㄜ˙") == "之外的")
    }

    @Test func aTypedToneChoosesAmongHomophones() throws {
        #expect(try best("ㄕˊ") == "十" || best("ㄕˊ") == "时")
        #expect(try best("ㄕˋ") == "是")
        #expect(try best("ㄇㄞˇ") == "买")
        #expect(try best("ㄇㄞˋ") == "卖")
        // Without a tone, the model alone decides.
        let plain = testEngine.makeDecoder()
        plain.decode("mai")
        #expect(try best("ㄇㄞ") == plain.candidates(limit: 1).first?.text)
    }

    @Test func aMismatchWeighsButNeverRemoves() throws {
        let input = try ZhuyinInput(parsing: "ㄕˇ")
        let weighting = ToneWeighting(input: input, table: Self.tones)
        #expect(weighting.extraCost(start: 0, end: 2, text: "是") == weighting.costs.mismatchCost)
        #expect(weighting.extraCost(start: 0, end: 2, text: "使") == 0)
        let decoder = testEngine.makeDecoder()
        decoder.arcAdjustment = weighting
        decoder.decode(zhuyin: input)
        #expect(decoder.candidates(limit: 60).map(\.text).contains("是"))
    }
}
