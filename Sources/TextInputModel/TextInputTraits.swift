/// The input traits of the field being edited, mirroring `UITextInputTraits`; the defaults are a
/// plain `UITextField`'s.
public struct TextInputTraits: Sendable, Codable, Hashable {
    /// Which keyboard the field asks for (letters, number pad, email…).
    public var keyboardType: KeyboardType
    /// Light or dark keyboard.
    public var keyboardAppearance: KeyboardAppearance
    /// The return key's label.
    public var returnKeyType: ReturnKeyType
    /// When to capitalise automatically.
    public var autocapitalizationType: AutocapitalizationType
    /// Whether to autocorrect; `default`: English suggestions autocorrect, as iOS does in a text
    /// field (not in URL, e-mail, number or password fields).
    public var autocorrectionType: AutocorrectionType
    /// Whether to check spelling; `default`: corrections are offered where the field autocorrects.
    public var spellCheckingType: SpellCheckingType
    /// Whether straight quotes become curly; `default` and `yes`: on, unless the field is secure or
    /// takes URLs, e-mail or numbers.
    public var smartQuotesType: SmartQuotesType
    /// Whether "--" becomes a dash; `default` and `yes`: on, unless the field is secure or takes
    /// URLs, e-mail or numbers.
    public var smartDashesType: SmartDashesType
    /// Whether spaces are fixed up around inserted and deleted words; `default`: UIKit decides (the
    /// keyboard does not adjust spaces).
    public var smartInsertDeleteType: SmartInsertDeleteType
    /// A password field: show no text, learn nothing, predict nothing.
    public var isSecureTextEntry: Bool
    /// What the text means (user name, one-time code…), nil when unknown.
    public var textContentType: TextContentType?
    /// Disable the return key while the field is empty.
    public var enablesReturnKeyAutomatically: Bool

    /// Traits with UIKit's defaults unless given.
    public init(
        keyboardType: KeyboardType = .default,
        keyboardAppearance: KeyboardAppearance = .default,
        returnKeyType: ReturnKeyType = .default,
        autocapitalizationType: AutocapitalizationType = .sentences,
        autocorrectionType: AutocorrectionType = .default,
        spellCheckingType: SpellCheckingType = .default,
        smartQuotesType: SmartQuotesType = .default,
        smartDashesType: SmartDashesType = .default,
        smartInsertDeleteType: SmartInsertDeleteType = .default,
        isSecureTextEntry: Bool = false,
        textContentType: TextContentType? = nil,
        enablesReturnKeyAutomatically: Bool = false
    ) {
        self.keyboardType = keyboardType
        self.keyboardAppearance = keyboardAppearance
        self.returnKeyType = returnKeyType
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.smartQuotesType = smartQuotesType
        self.smartDashesType = smartDashesType
        self.smartInsertDeleteType = smartInsertDeleteType
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
    }

    /// Whether typing here may be learned or used for prediction: not in secure fields, nor in
    /// fields holding credentials or card numbers (`TextContentType.isPrivate`).
    public var allowsLearning: Bool { !isSecureTextEntry && textContentType?.isPrivate != true }
}
