import ShurufaUIKit

/// The extension's principal class (Info.plist `NSExtensionPrincipalClass`): everything is in
/// `KeyboardViewController`; override `appGroupIdentifier` if you change the App Group.
final class ShurufaKeyboardViewController: KeyboardViewController {}
