import ShurufaTestSupport
import Testing
@testable import ChineseEngine

@Suite struct RobustnessTests {
    static let alphabet: [Character] = Array("abcdefghijklmnopqrstuvwxyzAZ'''0123456789 ,.好😂é\u{301}\t-")

    @Test func randomInputNeverCrashesAndAlwaysAnswers() {
        var random = SeededGenerator(seed: 20261121)
        let decoder = testEngine.makeDecoder()
        for round in 0..<120 {
            let length = round % 60 == 0 ? 1100 : Int.random(in: 0...40, using: &random)
            var text = ""
            for _ in 0..<length {
                // Mostly letters, like real typing, with odd characters mixed in.
                if Int.random(in: 0..<10, using: &random) < 8 {
                    text.append(Character(Unicode.Scalar(UInt8.random(in: 97...122, using: &random))))
                } else {
                    text.append(Self.alphabet.randomElement(using: &random)!)
                }
            }
            decoder.decode(text)
            let candidates = decoder.candidates(limit: 5)
            if !text.isEmpty {
                #expect(!candidates.isEmpty, "\(text)")
            }
            #expect(Set(candidates.map(\.text)).count == candidates.count)
            _ = decoder.segmentedPinyin()
        }
    }

    @Test func longLettersOnlyInputDecodesToHanzi() {
        let line = String(repeating: "woxiangqubeijingkankan", count: 4)
        let best = texts(line, limit: 1).first ?? ""
        #expect(best.hasPrefix("我想去北京"))
        #expect(best.unicodeScalars.allSatisfy { $0.value > 0x2E80 })
    }

    @Test func oddCharactersPassThrough() {
        #expect(texts("ni3hao", limit: 1).first?.contains("3") == true)
        #expect(texts("''''", limit: 3).count <= 3)
        #expect(texts("", limit: 3).isEmpty)
        #expect(texts("iiii", limit: 1).first == "iiii")
    }
}

/// Control and format characters typed or pasted into the input never reach a candidate.
@Suite struct ControlCharacterTests {
    @Test(arguments: ["ni\rhao", "ab\u{1B}[2Jc", "ni\u{2028}hao", "\u{202E}nihao", "ni\u{0}hao", "nihao\r\n", "\u{FEFF}nihao", "\u{E000}"])
    func candidatesCarryNoControlCharacters(_ input: String) {
        let candidates = testEngine.candidates(for: input, limit: 20)
        // Input with letters still converts; input of nothing shown has nothing to offer.
        #expect(!candidates.isEmpty || !input.contains { $0.isASCII && $0.isLetter })
        for candidate in candidates {
            let bad = candidate.text.unicodeScalars.filter {
                [.control, .format, .lineSeparator, .paragraphSeparator, .privateUse].contains($0.properties.generalCategory)
            }
            #expect(bad.isEmpty, "\(input.debugDescription) → \(candidate.text.debugDescription)")
        }
    }

    @Test func controlCharactersStillCountAsInput() {
        // `ni\rhao` keeps its length: a pick consumes the right units.
        let decoder = testEngine.makeDecoder()
        decoder.decode("ni\rhao")
        #expect(decoder.candidates(limit: 1).first?.length == 6)
    }
}
