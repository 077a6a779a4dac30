import ChineseEngine

/// `convert --zhuyin`: reads a line of 注音 and sets the decoder's tone weighting for it
/// (`ToneWeighting`, over `tones.bin`); the decoder reads its syllables (`decode(zhuyin:)`).
struct ZhuyinLineReader {
    let tones: ToneTable

    init(engine: ChineseEngine) throws {
        tones = try engine.openTones()
    }

    /// The zhuyin of `line`, with `decoder`'s arc adjustment set to its tones; nil (with a note
    /// on stderr) when the line is not zhuyin.
    func prepare(_ decoder: LatticeDecoder, line: String, input lines: inout CommandLineInput) -> ZhuyinInput? {
        do {
            let input = try ZhuyinInput(parsing: line)
            decoder.arcAdjustment = input.hasTones ? ToneWeighting(input: input, table: tones) : nil
            return input
        } catch {
            lines.malformed("skipped: \(error)")
            return nil
        }
    }
}
