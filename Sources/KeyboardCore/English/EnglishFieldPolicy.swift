import TextInputModel

/// What English suggestions may do in a field, from its traits, as a pure value: secure and
/// private fields, URL, e-mail and number fields get no bar and no correction (what is typed there
/// must stay as typed, and a password is never shown as a suggestion); `autocorrectionType` `.no`
/// stops the space bar correcting; `spellCheckingType` decides whether a correction is still
/// offered in the bar; `autocapitalizationType` whether next words start a sentence with a capital.
public struct EnglishFieldPolicy: Hashable, Sendable {
    /// Whether the bar shows suggestions at all.
    public var suggests: Bool
    /// Whether the space bar replaces the letters typed by the correction or completion.
    public var corrects: Bool
    /// Whether a correction is offered in the bar (as a choice, when the space bar does not take it).
    public var offersCorrections: Bool
    /// Whether suggestions at a sentence start begin with a capital.
    public var capitalizesSentences: Bool

    /// The policy for a field with `traits`.
    public init(traits: TextInputTraits) {
        let quiet = traits.isSecureTextEntry || traits.textContentType?.isPrivate == true || EnglishTextRules.isCodeLike(traits.keyboardType)
        suggests = !quiet
        corrects = !quiet && traits.autocorrectionType != .no
        offersCorrections = !quiet && (traits.spellCheckingType == .yes || (traits.spellCheckingType == .default && corrects))
        capitalizesSentences = traits.autocapitalizationType != .none
    }
}
