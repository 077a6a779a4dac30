import ChineseEngine

/// A composition carried to the keyboard a change of settings makes (`ComposingInput`): the
/// letters and tones typed and the caret, read again by the new keyboard's composer.
extension ChineseComposer {
    /// The form a composition is typed in: the schema and the input form (full pinyin, a 双拼 scheme, 9-key).
    var composingForm: String? { "\(schema.id) \(engine.settings.form)" }

    /// The composition's letters and caret (nil while not composing, or for a 滑行 gesture's words).
    var composingInput: ComposingInput? {
        guard isComposing, !isGestureComposition else { return nil }
        // A tone typed ends its syllable as a separator: it goes as its digit, read again as typed.
        let units = composition.input.enumerated().map { index, unit in unit == "'" && index < typedTones.count ? typedTones[index] ?? unit : unit }
        return ComposingInput(form: composingForm ?? "", units: units, caret: composition.caret)
    }

    /// Composes `input` afresh after the text before the document's caret, with its caret; false
    /// when it was typed in another form.
    func resume(_ input: ComposingInput, in host: SourceHost) -> Bool {
        guard input.form == composingForm, input.reading == nil, !input.units.isEmpty else { return false }
        reset()
        begin(after: host.beginInput())
        // Each tone digit is read as typing reads it (a separator carrying its tone), one unit for one.
        var text = "", tones: [Character?] = []
        for unit in input.units.compactMap({ $0 }) {
            let typed = String(unit)
            let added = inputTyped(typed, after: text)
            tones += added == "'" && typed != "'" ? [Self.tone(typed)] : [Character?](repeating: nil, count: added.count)
            text += added
        }
        composition = Composition(input: text)
        typedTones = tones
        composition.moveCaret(to: input.caret)
        refresh()
        return true
    }
}
