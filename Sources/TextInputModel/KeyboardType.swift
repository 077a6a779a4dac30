/// The kind of keyboard a field asks for, mirroring `UIKeyboardType` (same raw values).
public enum KeyboardType: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case url = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

/// The label of the return key, mirroring `UIReturnKeyType` (same raw values).
public enum ReturnKeyType: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// The keyboard's colour scheme, mirroring `UIKeyboardAppearance` (same raw values).
public enum KeyboardAppearance: Int, Sendable, Codable, Hashable, CaseIterable {
    case `default` = 0
    case dark = 1
    case light = 2
}
