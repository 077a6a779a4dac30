import ChineseEngine

/// A shape code's keys (or look-up) and caret carried to the keyboard a change of settings makes (`ComposingInput`).
extension CodeSource {
    /// The scheme's form (`wubi86`, `cangjie5`, `strokes`).
    var composingForm: String? { "\(scheme)" }

    /// The keys typed, each as the letter of its number (nil: the wildcard), the look-up's
    /// pinyin and the caret (nil when nothing is typed).
    var composingInput: ComposingInput? {
        guard hasInput else { return nil }
        let units = pattern.keys.map(letter(of:))
        var input = ComposingInput(form: composingForm ?? "", units: units, caret: caret.offset(in: reading?.count ?? units.count))
        input.reading = reading
        return input
    }

    /// Takes up `input`'s keys (or look-up) after the text before the document's caret, with its caret.
    func resume(_ input: ComposingInput, in host: SourceHost) -> Bool {
        guard input.form == "\(scheme)", input.units.count <= scheme.maximumCodeLength else { return false }
        let keys = input.units.map { $0.flatMap(key(of:)) }
        restart(with: CodePattern(keys: keys), reading: input.reading, after: host.beginInput())
        caret.place(at: input.caret, count: input.reading?.count ?? keys.count)
        refresh()
        return hasInput
    }
}
