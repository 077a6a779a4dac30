/// The kind of keyboard a field asks for, mirroring `UIKeyboardType` (same raw values).
public enum KeyboardType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The standard keyboard (Chinese or English letters, as the user left it).
    case `default` = 0
    /// Letters that type ASCII only: the keyboard opens in English.
    case asciiCapable = 1
    /// Opens on the numbers page (123), letters a tap away.
    case numbersAndPunctuation = 2
    /// A URL: English letters with `/`, `.com` and no double-space period or smart quotes.
    case url = 3
    /// Digits only: the number pad.
    case numberPad = 4
    /// A telephone number: the phone pad (digits and `+`, with `*` and `#` on a long press of `+`).
    case phonePad = 5
    /// A name or a phone number; typed as is (no smart punctuation).
    case namePhonePad = 6
    /// An e-mail address: English letters with `@` and `.`, no smart punctuation.
    case emailAddress = 7
    /// Digits and a decimal separator: the decimal pad.
    case decimalPad = 8
    /// Letters with quick `@` and `#` on iOS; the standard keyboard here.
    case twitter = 9
    /// A web search box: the standard keyboard, no double-space period.
    case webSearch = 10
    /// ASCII digits only: the number pad.
    case asciiCapableNumberPad = 11
}

/// The label of the return key, mirroring `UIReturnKeyType` (same raw values).
public enum ReturnKeyType: Int, Sendable, Codable, Hashable, CaseIterable {
    /// Return inserts a newline: labelled return (换行).
    case `default` = 0
    /// Labelled go (前往).
    case go = 1
    /// Labelled search (搜索), Google's name on iOS.
    case google = 2
    /// Labelled join (加入).
    case join = 3
    /// Labelled next (下一项); drawn as a function key, not in the accent colour.
    case next = 4
    /// Labelled route (路线).
    case route = 5
    /// Labelled search (搜索).
    case search = 6
    /// Labelled send (发送).
    case send = 7
    /// Labelled search (搜索), Yahoo's name on iOS.
    case yahoo = 8
    /// Labelled done (完成).
    case done = 9
    /// Labelled SOS (紧急).
    case emergencyCall = 10
    /// Labelled continue (继续).
    case `continue` = 11
}

/// The keyboard's colour scheme, mirroring `UIKeyboardAppearance` (same raw values).
public enum KeyboardAppearance: Int, Sendable, Codable, Hashable, CaseIterable {
    /// The system's choice (light unless the device is in dark mode).
    case `default` = 0
    /// A dark keyboard.
    case dark = 1
    /// A light keyboard.
    case light = 2
}
