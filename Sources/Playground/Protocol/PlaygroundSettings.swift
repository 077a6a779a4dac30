import Foundation
import KeyboardLayout
import KeyboardRendering
import TextInputModel

/// What the page's side panel chooses: the keyboard (layout, theme, device, orientation) and the
/// host field's traits. Every field is validated by `validated()` before a session uses it.
public struct PlaygroundSettings: Hashable, Codable, Sendable {
    /// `pinyin-26` or `qwerty`.
    public var layout: String
    /// `light` or `dark`.
    public var theme: String
    public var device: DeviceClass
    public var orientation: Orientation
    /// The host field's keyboard type, by `UIKeyboardType` case name (`default`, `emailAddress`, …).
    public var keyboardType: String
    /// The host field's return key type, by `UIReturnKeyType` case name (`default`, `send`, …).
    public var returnKeyType: String
    /// Whether the host field is a password field.
    public var secureEntry: Bool

    public init(
        layout: String = "pinyin-26", theme: String = "light", device: DeviceClass = .phone,
        orientation: Orientation = .portrait, keyboardType: String = "default", returnKeyType: String = "default",
        secureEntry: Bool = false
    ) {
        self.layout = layout
        self.theme = theme
        self.device = device
        self.orientation = orientation
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.secureEntry = secureEntry
    }

    /// The layouts the playground offers.
    public static let layouts = ["pinyin-26", "qwerty"]

    /// Keyboard type names, in `UIKeyboardType` order.
    public static let keyboardTypeNames: [(name: String, type: KeyboardType)] = [
        ("default", .default), ("asciiCapable", .asciiCapable), ("numbersAndPunctuation", .numbersAndPunctuation),
        ("url", .url), ("numberPad", .numberPad), ("phonePad", .phonePad), ("namePhonePad", .namePhonePad),
        ("emailAddress", .emailAddress), ("decimalPad", .decimalPad), ("twitter", .twitter),
        ("webSearch", .webSearch), ("asciiCapableNumberPad", .asciiCapableNumberPad),
    ]

    /// Return key type names, in `UIReturnKeyType` order.
    public static let returnKeyTypeNames: [(name: String, type: TextInputModel.ReturnKeyType)] = [
        ("default", .default), ("go", .go), ("google", .google), ("join", .join), ("next", .next), ("route", .route),
        ("search", .search), ("send", .send), ("yahoo", .yahoo), ("done", .done), ("emergencyCall", .emergencyCall),
        ("continue", .continue),
    ]

    /// The keyboard theme named by `theme`.
    public var keyboardTheme: KeyboardTheme { KeyboardTheme.named(theme) ?? .light }

    /// The host field's traits.
    public var traits: TextInputTraits {
        TextInputTraits(
            keyboardType: Self.keyboardTypeNames.first { $0.name == keyboardType }?.type ?? .default,
            keyboardAppearance: theme == "dark" ? .dark : .light,
            returnKeyType: Self.returnKeyTypeNames.first { $0.name == returnKeyType }?.type ?? .default,
            // As apps set them: addresses are not capitalised.
            autocapitalizationType: keyboardType == "emailAddress" || keyboardType == "url" ? .none : .sentences,
            isSecureTextEntry: secureEntry)
    }

    /// The keyboard's environment (the page always asks for a globe key, like a system keyboard).
    public var environment: KeyboardEnvironment {
        KeyboardEnvironment(device: device, orientation: orientation, needsGlobe: true)
    }

    /// These settings, or an error naming the first field that is not one of the offered values.
    public func validated() throws(PlaygroundError) -> PlaygroundSettings {
        func check(_ value: String, _ field: String, _ allowed: [String]) throws(PlaygroundError) {
            guard allowed.contains(value) else {
                throw PlaygroundError(
                    .invalidSettings,
                    "\(field) '\(value.prefix(40))' is not one of " + allowed.joined(separator: ", "))
            }
        }
        try check(layout, "layout", Self.layouts)
        try check(theme, "theme", KeyboardTheme.all.map(\.name))
        try check(keyboardType, "keyboardType", Self.keyboardTypeNames.map(\.name))
        try check(returnKeyType, "returnKeyType", Self.returnKeyTypeNames.map(\.name))
        return self
    }
}
