import KeyboardLayout

/// The in-keyboard form switcher: the toolbar's form button opens it over the keys, an entry
/// switches to its form (what was composed committed as typed, as the 中/英 key does), a touch
/// elsewhere closes it. The host hears each switch (`HostRequest.inputForm`) to remember it for
/// the app it types in.
extension KeyboardController {
    /// The form shown now.
    public var inputForm: InputForm { InputForm(showing: state.keyboard) }

    /// What the switcher offers: the forms turned on (with the one shown, always reachable again),
    /// nil when there is nothing to switch between (one form, or a field without Chinese).
    var formChoice: FormChoice? {
        let current = inputForm
        let forms = configuration.enabledForms.including(current).forms
        guard configuration.chineseAvailable, focus.chineseAllowed, forms.count > 1 else { return nil }
        return FormChoice(forms: forms, current: current)
    }

    /// Carries out a switcher command: open it, close it, or switch to an entry's form.
    func performFormCommand(_ command: KeyboardCommand) {
        switch command {
        case .openFormSwitcher:
            if formChoice != nil { state.overlay = state.overlay == .formSwitcher ? .none : .formSwitcher }
        case .switchForm(let index):
            if state.overlay == .formSwitcher { state.overlay = .none }
            guard let forms = formChoice?.forms, forms.indices.contains(index) else { return }
            show(forms[index])
        default:
            if state.overlay == .formSwitcher { state.overlay = .none }
        }
    }

    /// Shows `form` (the host restoring the form last used in an app calls this too): its
    /// keyboard's letters, English letters or the emoji page; what was composed is committed as
    /// typed. A Chinese form in a field that allows no Chinese changes nothing.
    public func show(_ form: InputForm) {
        if state.overlay == .formSwitcher { state.overlay = .none }
        guard form != inputForm else { return }
        let source = self.source
        defer { endSwapOffer(ifNot: source) }
        switch form {
        case .chinese(let keyboard):
            guard configuration.chineseAvailable, focus.chineseAllowed else { return }
            endComposition(commit: .raw)
            state.keyboard.chineseKeyboard = keyboard
            state.showLetters(.chinese)
            showLayout()
        case .english:
            setMode(.english)
        case .emoji:
            endComposition(commit: .raw)
            emojiPage.open()
            state.show(.emoji)
            showLayout()
        }
        hostRequests.append(.inputForm(form))
    }
}
