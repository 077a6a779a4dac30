/// When to capitalise automatically, mirroring `UITextAutocapitalizationType` (same raw values).
public enum AutocapitalizationType: Int, Sendable, Codable, Hashable, CaseIterable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether to autocorrect, mirroring `UITextAutocorrectionType` (same raw values).
public enum AutocorrectionType: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether to check spelling, mirroring `UITextSpellCheckingType` (same raw values).
public enum SpellCheckingType: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether to turn straight quotes into curly ones, mirroring `UITextSmartQuotesType`.
public enum SmartQuotesType: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether to turn "--" into a dash, mirroring `UITextSmartDashesType`.
public enum SmartDashesType: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Whether to add and remove spaces around pasted or deleted words, mirroring
/// `UITextSmartInsertDeleteType`.
public enum SmartInsertDeleteType: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case no = 1
    case yes = 2
}
