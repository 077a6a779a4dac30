import Foundation
import KeyboardLayout
import TextInputModel

/// The field the keyboard is set up for: its document's identifier and the traits last applied,
/// and what the field asks of the keyboard (its keyboard, whether Chinese may be typed there, the
/// page and mode it opens with, the return key, shift after an edit). It notices another field or
/// new traits; the controller acts on what it notices.
struct FieldFocus {
    /// The document typed into (the host's proxy: its field changes under it).
    let document: any TextDocument
    /// The keyboard's settings (Chinese offered, the preferred mode, auto-capitalisation).
    let configuration: KeyboardConfiguration
    /// The identifier of the document the keyboard was last set up for.
    private var identifier: UUID
    /// The traits the keyboard was last set up for.
    private var traits: TextInputTraits

    /// The focus on `document`'s field as it is now, with `configuration`'s settings.
    init(document: any TextDocument, configuration: KeyboardConfiguration) {
        self.document = document
        self.configuration = configuration
        identifier = document.documentIdentifier
        traits = document.textInputTraits
    }

    /// Notes the document's identifier: true when it is another field than last noted (whose
    /// traits are then noted too: the keyboard is set up for them afresh).
    mutating func noticeNewField() -> Bool {
        guard document.documentIdentifier != identifier else { return false }
        identifier = document.documentIdentifier
        traits = document.textInputTraits
        return true
    }

    /// Notes the field's traits: true when what they ask of typing changed since last noted
    /// (secure entry turned on, another keyboard type); a new appearance alone (the host's light
    /// or dark) changes only how the keys are drawn, and what is being composed stays.
    mutating func noticeNewTraits() -> Bool {
        var noted = traits
        noted.keyboardAppearance = document.textInputTraits.keyboardAppearance
        traits = document.textInputTraits
        return noted != traits
    }

    /// The keyboard the field asks for (from its traits).
    var field: FieldKeyboard { document.textInputTraits.fieldKeyboard }

    /// Whether Chinese may be typed here: the configuration offers it and the field allows it.
    var chineseAllowed: Bool { configuration.chineseAvailable && field.allowsChinese }

    /// The page and mode the field opens with (`KeyboardTraitsPolicy`).
    var initialSelection: (page: KeyboardPage, mode: InputMode) {
        KeyboardTraitsPolicy.initialPage(
            for: document.textInputTraits.keyboardView, preferredMode: configuration.preferredMode,
            chineseAvailable: configuration.chineseAvailable)
    }

    /// Shift after an edit with the keyboard in `state`: it follows the field's
    /// auto-capitalisation in English when the configuration asks for it (`AutoCapitalization.shift`).
    func shift(in state: KeyboardState) -> ShiftState {
        guard configuration.autoCapitalization else { return state.shift }
        return AutoCapitalization.shift(
            state.shift, mode: state.keyboard.mode, page: state.keyboard.page, field: field, traits: document.textInputTraits,
            before: document.documentContextBeforeInput)
    }
}
