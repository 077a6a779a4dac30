/// A form's input in progress as the keyboard a change of settings makes takes it up (a new
/// theme, height, script or 模糊音 keeps what is being typed and its caret): the form it was typed
/// in, what was typed and where the caret is. Picks are not carried: the new keyboard reads the
/// whole input again, in its own script and with its own rules.
struct ComposingInput: Hashable, Sendable {
    /// The form it was typed in (its schema and input form: `pinyin pinyin`, `pinyin shuangpin(xiaohe)`, `zhuyin`, `wubi86`).
    let form: String
    /// What was typed, one element per unit (a letter, a digit, a symbol, a code key; nil: a
    /// code's wildcard), picks' input included.
    let units: [Character?]
    /// How many units are before the caret.
    let caret: Int
    /// A code table's look-up by pinyin (the letters after its look-up key), nil when not looking up.
    var reading: String?
}

extension CandidateSource {
    /// No form a new keyboard can take input up in.
    var composingForm: String? { nil }
    /// No input a new keyboard can take up.
    var composingInput: ComposingInput? { nil }
    /// Takes up nothing.
    func resume(_ input: ComposingInput, in host: SourceHost) -> Bool { false }
}
