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

/// A field's choice for one text behaviour: UIKit's `UITextAutocorrectionType`,
/// `UITextSpellCheckingType`, `UITextSmartQuotesType`, `UITextSmartDashesType` and
/// `UITextSmartInsertDeleteType` are five enums of these same three cases and raw values, so they
/// are one type here, named after each under its UIKit name. What `default` means for each
/// behaviour is said on the trait (`TextInputTraits`).
public enum TraitChoice: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The field leaves it to the keyboard's default for the behaviour.
    case `default` = 0
    /// Off: the field asks for the behaviour not to happen.
    case no = 1
    /// On: the field asks for the behaviour.
    case yes = 2
}

/// Whether to autocorrect, mirroring `UITextAutocorrectionType` (same raw values).
public typealias AutocorrectionType = TraitChoice
/// Whether to check spelling, mirroring `UITextSpellCheckingType` (same raw values).
public typealias SpellCheckingType = TraitChoice
/// Whether to turn straight quotes into curly ones, mirroring `UITextSmartQuotesType`.
public typealias SmartQuotesType = TraitChoice
/// Whether to turn "--" into a dash, mirroring `UITextSmartDashesType`.
public typealias SmartDashesType = TraitChoice
/// Whether to add and remove spaces around pasted or deleted words, mirroring
/// `UITextSmartInsertDeleteType`.
public typealias SmartInsertDeleteType = TraitChoice
