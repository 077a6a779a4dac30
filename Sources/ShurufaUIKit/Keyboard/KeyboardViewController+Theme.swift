#if canImport(UIKit)
import KeyboardLayout
import KeyboardThemes
import UIKit

extension KeyboardViewController {
    /// The themes the host app keeps in the App Group (`Themes/`), nil without Full Access.
    public var themeLibrary: ThemeLibrary? { sharedFile("Themes").map(ThemeLibrary.init(folder:)) }

    /// The theme the host app chose (the system pair without Full Access or a choice), in the
    /// variant of the system's current appearance.
    public func chosenTheme() -> KeyboardTheme {
        (themeLibrary?.chosen() ?? KeyboardThemePair.builtIns[0]).variant(dark: traitCollection.userInterfaceStyle == .dark)
    }
}
#endif
