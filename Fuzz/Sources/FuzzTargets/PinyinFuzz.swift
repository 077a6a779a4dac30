import ChineseEngine

/// Pinyin input through the whole engine: the syllable graph (with fuzzy pairs) and the decoder.
enum PinyinFuzz {
    static let engine: ChineseEngine = {
        do { return try ChineseEngine() } catch { fatalError("cannot open the engine's data: \(error)") }
    }()

    static func run(_ bytes: [UInt8]) {
        // Past the keyboard's composition cap (64 syllables) nothing is decoded; keep inputs near it.
        let text = String(decoding: bytes.prefix(256), as: UTF8.self)
        let input = PinyinInput(text)
        let rules = Language.shipped(for: .pinyin).mergers
        let mask = Int(bytes.first ?? 0)
        _ = SyllableGraph(input, fuzzy: SoundMergers(rules.enumerated().filter { mask & (1 << ($0.offset % 8)) != 0 }.map(\.element)))
        let decoder = engine.makeDecoder()
        decoder.leftContext = engine.leftContext(after: String(text.prefix(4)))
        _ = decoder.decode(input)
        let candidates = decoder.candidates(limit: 8)
        // Decoding again after one letter less reuses the cached work; it must agree with a fresh decoder.
        if !text.isEmpty {
            let shorter = String(text.dropLast())
            _ = decoder.decode(shorter)
            _ = decoder.candidates(limit: 8)
        }
        for candidate in candidates { fuzzCheck(!candidate.text.isEmpty, "an empty candidate for \(text.debugDescription)") }
    }
}
