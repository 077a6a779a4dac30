import KeyboardLayout

/// The switcher's choice and commands, apart from the controller that carries out a switch.
extension FormChoice {
    /// What the switcher offers: the forms `configuration` turns on (with `current`, always
    /// reachable again); nil when there is nothing to switch between (one form, or a field where
    /// Chinese is not `chineseAllowed`).
    init?(configuration: KeyboardConfiguration, chineseAllowed: Bool, current: InputForm) {
        let forms = configuration.enabledForms.including(current).forms
        guard configuration.chineseAvailable, chineseAllowed, forms.count > 1 else { return nil }
        self.init(forms: forms, current: current)
    }

    /// A switcher command on `overlay`: open toggles it (when there is a `choice`), anything else
    /// closes it; returns the form an entry switches to (nil: none).
    static func perform(_ command: KeyboardCommand, choice: FormChoice?, overlay: inout Overlay) -> InputForm? {
        if case .openFormSwitcher = command {
            if choice != nil { overlay = overlay == .formSwitcher ? .none : .formSwitcher }
            return nil
        }
        if overlay == .formSwitcher { overlay = .none }
        guard case .switchForm(let index) = command, let forms = choice?.forms, forms.indices.contains(index) else { return nil }
        return forms[index]
    }
}

extension KeyboardState {
    /// Shows `form`: its schema's letters, English letters or the emoji page (shift off).
    mutating func show(_ form: InputForm) {
        switch form {
        case .chinese(let chinese):
            keyboard.schema = chinese
            showLetters(.chinese)
        case .english: showLetters(.english)
        case .emoji: show(KeyboardPage.emoji)
        }
    }
}
