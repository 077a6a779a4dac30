import ChineseEngine

/// A composition carried to the keyboard a change of settings makes (`ComposingInput`): the
/// letters typed and the caret, read again by the new keyboard's composer.
extension ChineseComposer {
    /// The form a composition is typed in: the schema and the input form (full pinyin, a 双拼 scheme, 9-key).
    var composingForm: String? { "\(schema.id) \(engine.settings.form)" }

    /// The composition's letters and caret (nil while not composing, or for a 滑行 gesture's words).
    var composingInput: ComposingInput? {
        guard isComposing, !isGestureComposition else { return nil }
        return ComposingInput(form: composingForm ?? "", units: composition.input.map { $0 }, caret: composition.caret)
    }

    /// Composes `input` afresh after the text before the document's caret, with its caret; false
    /// when it was typed in another form.
    func resume(_ input: ComposingInput, in host: SourceHost) -> Bool {
        guard input.form == composingForm, input.reading == nil, !input.units.isEmpty else { return false }
        reset()
        begin(after: host.beginInput())
        composition = Composition(input: String(input.units.compactMap { $0 }))
        composition.moveCaret(to: input.caret)
        refresh()
        return true
    }
}
