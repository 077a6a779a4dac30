/// The input traits of the field being edited, mirroring `UITextInputTraits`; the defaults are a
/// plain `UITextField`'s.
public struct TextInputTraits: Sendable, Codable, Hashable {
    public var keyboardType: KeyboardType
    public var keyboardAppearance: KeyboardAppearance
    public var returnKeyType: ReturnKeyType
    public var autocapitalizationType: AutocapitalizationType
    public var autocorrectionType: AutocorrectionType
    public var spellCheckingType: SpellCheckingType
    public var smartQuotesType: SmartQuotesType
    public var smartDashesType: SmartDashesType
    public var smartInsertDeleteType: SmartInsertDeleteType
    /// A password field: show no text, learn nothing, predict nothing.
    public var isSecureTextEntry: Bool
    public var textContentType: TextContentType?
    /// Disable the return key while the field is empty.
    public var enablesReturnKeyAutomatically: Bool

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
    /// fields holding credentials.
    public var allowsLearning: Bool { !isSecureTextEntry && textContentType?.isCredential != true }
}
