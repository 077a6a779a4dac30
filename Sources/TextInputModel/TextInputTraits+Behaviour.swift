/// When to capitalise automatically, mirroring `UITextAutocapitalizationType` (same raw values).
public enum AutocapitalizationType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// Never: letters stay lower case unless shifted.
    case none = 0
    /// The first letter of every word.
    case words = 1
    /// The first letter of every sentence (the iOS default).
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether to autocorrect, mirroring `UITextAutocorrectionType` (same raw values).
public enum AutocorrectionType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The field's default: English suggestions autocorrect, as iOS does in a text field (not in
    /// URL, e-mail, number or password fields).
    case `default` = 0
    /// Off: the field asks for no autocorrection.
    case no = 1
    /// On: the field asks for autocorrection.
    case yes = 2
}

/// Whether to check spelling, mirroring `UITextSpellCheckingType` (same raw values).
public enum SpellCheckingType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The field's default: corrections are offered where the field autocorrects.
    case `default` = 0
    /// Off: the field asks for no spell checking.
    case no = 1
    /// On: the field asks for spell checking.
    case yes = 2
}

/// Whether to turn straight quotes into curly ones, mirroring `UITextSmartQuotesType`.
public enum SmartQuotesType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The field's default: on, unless the field is secure or takes URLs, e-mail or numbers.
    case `default` = 0
    /// Off: quotes stay straight.
    case no = 1
    /// On, in fields that are not secure and take no URLs, e-mail or numbers.
    case yes = 2
}

/// Whether to turn "--" into a dash, mirroring `UITextSmartDashesType`.
public enum SmartDashesType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The field's default: on, unless the field is secure or takes URLs, e-mail or numbers.
    case `default` = 0
    /// Off: `--` stays two hyphens.
    case no = 1
    /// On, in fields that are not secure and take no URLs, e-mail or numbers.
    case yes = 2
}

/// Whether to add and remove spaces around pasted or deleted words, mirroring
/// `UITextSmartInsertDeleteType`.
public enum SmartInsertDeleteType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The field's default (UIKit decides; the keyboard does not adjust spaces).
    case `default` = 0
    /// Off: the field asks for no smart spacing around pasted and deleted words.
    case no = 1
    /// On: the field asks for smart spacing around pasted and deleted words.
    case yes = 2
}
