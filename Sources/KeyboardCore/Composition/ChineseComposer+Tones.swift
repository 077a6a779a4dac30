import ChineseEngine

/// Typed tones (粤拼's digits 1–6 or rime-cantonese's v x q; 地球拼音's digits 1–5: the schema's
/// `syllableTones`): the engine reads a tone as a syllable separator, but the composition shows
/// it as its digit after the syllable, as rime-cantonese's preedit does (`neixxhoux` → `nei5
/// hou2`), and where the schema names a tone table the tones weigh the candidates.
extension ChineseComposer {
    /// What typing `text` after `input` puts in the composition: where the schema's tones end
    /// syllables, a tone after a syllable is a separator carrying it and a second one nothing
    /// (`SyllableTones.typing`); elsewhere `text` itself. The keystroke, the tone-digit test and
    /// the hand-off to a new keyboard all read it here.
    func inputTyped(_ text: String, after input: String) -> String {
        guard schema.toneKeys == .syllableEnding, let tones = schema.syllableTones else { return text }
        return tones.typing(text, after: input)
    }

    /// The tone digit `key` types on its own (`5` → 5, `v` → 1, `x` → 2, `q` → 3), else nil.
    static func tone(_ key: String) -> Character? {
        guard key.count == 1, let character = key.first?.lowercased().first else { return nil }
        if let digit = character.wholeNumberValue, character.isASCII, (1...6).contains(digit) { return character }
        return ["v": "1", "x": "2", "q": "3"][character]
    }

    /// A tone letter typed again right after itself (`vv`, `xx`, `qq`) makes its tone the low one
    /// (1 → 4, 2 → 5, 3 → 6); the input (one separator) is unchanged. Always true (taken).
    func doubleTone(_ key: String) -> Bool {
        let before = composition.caret - 1
        guard key.first?.isLetter == true, let single = Self.tone(key), typedTones.indices.contains(before),
              let last = typedTones[before], last == single, let value = single.wholeNumberValue else { return true }
        typedTones[before] = Character(String(value + 3))
        refresh()
        return true
    }

    /// `shown` (the rest of the input as the marked text shows it, syllables cut by `'`) with each
    /// tone typed in the rest as its digit after its syllable and a space, not `'`, before the next
    /// syllable; unchanged where tones do not end syllables or none is typed. Tones are placed by letter count.
    func showingTypedTones(_ shown: String) -> String {
        guard schema.toneKeys == .syllableEnding else { return shown }
        let input = Array(composition.input)
        var tonesAfter: [Int: Character] = [:]
        var letters = 0
        for index in stride(from: remainingOffset, to: input.count, by: 1) {
            if input[index] != "'" {
                letters += 1
            } else if index < typedTones.count, let tone = typedTones[index] {
                tonesAfter[letters] = tone
            }
        }
        guard !tonesAfter.isEmpty else { return shown }
        var result = ""
        var afterTone = false
        letters = 0
        for character in shown {
            if character == "'" {
                if !afterTone { result.append("'") }
                continue
            }
            if afterTone { result.append(" ") }
            afterTone = false
            result.append(character)
            letters += 1
            if let tone = tonesAfter[letters] {
                result.append(tone)
                afterTone = true
            }
        }
        return result
    }

    /// Sets `decoder`'s tone weighting for the tones typed in `rest` (the input not yet picked),
    /// by the schema's tone table: none when none is typed or there is no table (left alone when
    /// it was none, so the decoder keeps its work between keystrokes).
    func weighTypedTones(in rest: String, for decoder: LatticeDecoder) {
        var tones: [Int: Int] = [:]
        let offset = remainingOffset
        // The tones kept may be fewer than the input after a pick or an edit outside typing (they
        // are aligned at the next keystroke): a stride, not a range, so none is a trap.
        for index in stride(from: offset, to: min(typedTones.count, offset + rest.count), by: 1) {
            if let tone = typedTones[index]?.wholeNumberValue { tones[index - offset] = tone }
        }
        let table = tones.isEmpty ? nil : toneTable
        let weighting = table.map { table in
            ToneWeighting(input: ToneDigits(toneless: rest, tones: tones, inventory: engine.lexicon.syllables), table: table,
                          costs: ToneWeighting.Costs(for: schema.toneKeys))
        }
        if weighting != nil || decoder.arcAdjustment != nil { decoder.arcAdjustment = weighting }
    }
}
