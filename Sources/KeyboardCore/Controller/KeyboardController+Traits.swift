import KeyboardLayout
import TextInputModel

/// The focused field's side of the controller: the keyboard its traits ask for, whether Chinese
/// may be typed there, and setting the page and mode up again when they change.
extension KeyboardController {
    /// The keyboard the focused field asks for (from its traits).
    public var field: FieldKeyboard { document.textInputTraits.fieldKeyboard }

    /// Whether Chinese may be typed here: the configuration offers it and the field allows it.
    public var chineseAllowed: Bool { configuration.chineseAvailable && field.allowsChinese }

    /// Reads the traits again; with `resetPage` the page and mode follow them (a new field, or
    /// the field's traits changed: `textDidChange` after the host set them).
    func applyTraits(resetPage: Bool) {
        appliedTraits = document.textInputTraits
        if resetPage {
            let initial = KeyboardTraitsPolicy.initialPage(
                for: document.textInputTraits.keyboardView, preferredMode: configuration.preferredMode,
                chineseAvailable: configuration.chineseAvailable)
            state.enterField(page: initial.page, mode: initial.mode)
            lastActionWasSpace = false
        }
        showLayout()
        updateAutoCapitalization()
    }
}
