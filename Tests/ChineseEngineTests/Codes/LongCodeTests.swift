import ChineseEngine
import Testing

/// A code longer than any in its table (a line typed into `convert --schema wubi86`, a paste) is
/// answered in time linear in its keys: each beginning is answered once (#89: 28 keys of 五笔
/// took 11.7 s, each key doubling it). The time limit is a generous bound that only the doubling
/// crosses (40 keys of it would take hours); the figures are `shurufa bench`'s.
@Suite struct LongCodeTests {
    static let schemes: [ShapeScheme] = ShapeScheme.letterSchemes + [.strokes, .chaizi]

    static func decoder(_ scheme: ShapeScheme) throws -> CodeDecoder {
        testEngine.makeCodeDecoder(table: try testEngine.openCodeTable(scheme), scheme: scheme)
    }

    /// 60 keys of the scheme's alphabet, mixed as typing would mix them.
    static func longPattern(_ alphabetCount: Int, wildcardEvery: Int? = nil) -> CodePattern {
        CodePattern(keys: (0..<60).map { index -> UInt8? in
            if let wildcardEvery, index % wildcardEvery == wildcardEvery - 1 { return nil }
            return UInt8(1 + (index * 7 + index / 3) % alphabetCount)
        })
    }

    @Test(.timeLimit(.minutes(1)), arguments: schemes)
    func sixtyKeysAreAnswered(_ scheme: ShapeScheme) throws {
        let decoder = try Self.decoder(scheme)
        let pattern = Self.longPattern(decoder.table.alphabet.count)
        // Every beginning is a question a longer code asks: the whole line key by key too.
        for length in stride(from: 1, through: pattern.count, by: 1) {
            let answer = decoder.candidates(for: CodePattern(keys: Array(pattern.keys.prefix(length))), limit: 9)
            for candidate in answer { #expect(!candidate.text.isEmpty) }
        }
        _ = decoder.candidates(for: Self.longPattern(decoder.table.alphabet.count, wildcardEvery: 5), after: "我们", limit: 9)
    }

    /// The answers kept for a long code's beginnings are the answers: a decoder that answered a
    /// long code first gives each short code what a new one gives.
    @Test(.timeLimit(.minutes(1)), arguments: ShapeScheme.letterSchemes)
    func keptAnswersAreTheAnswers(_ scheme: ShapeScheme) throws {
        let used = try Self.decoder(scheme), fresh = try Self.decoder(scheme)
        let pattern = Self.longPattern(used.table.alphabet.count)
        _ = used.candidates(for: pattern, limit: 9)
        for length in 1...5 {
            let beginning = CodePattern(keys: Array(pattern.keys.prefix(length)))
            #expect(used.candidates(for: beginning, limit: 9).map(\.text) == fresh.candidates(for: beginning, limit: 9).map(\.text))
        }
    }
}
