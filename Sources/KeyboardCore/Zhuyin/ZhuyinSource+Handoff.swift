/// 注音's symbols and caret carried to the keyboard a change of settings makes (`ComposingInput`).
extension ZhuyinSource {
    /// 注音's form.
    var composingForm: String? { schema.rawValue }

    /// The symbols typed and the caret (nil when nothing is typed).
    var composingInput: ComposingInput? {
        guard hasInput else { return nil }
        return ComposingInput(form: schema.rawValue, units: symbols, caret: caret.offset(in: symbols.count))
    }

    /// Types `input`'s symbols afresh after the text before the document's caret, with its caret.
    func resume(_ input: ComposingInput, in host: SourceHost) -> Bool {
        guard input.form == schema.rawValue, !input.units.isEmpty, input.units.count <= Self.maximumSymbols else { return false }
        let symbols = input.units.compactMap { $0 }
        guard symbols.count == input.units.count else { return false }
        restart(with: symbols, after: host.predictions.context(before: host.beginInput()))
        caret.place(at: input.caret, count: symbols.count)
        refresh()
        return true
    }
}
