import KeyboardLayout

/// The in-keyboard form switcher: the toolbar's form button opens it over the keys, an entry
/// switches to its form (what was composed committed as typed, as the 中/英 key does), a touch
/// elsewhere closes it. The host hears each switch (`HostRequest.inputForm`) to remember it for
/// the app it types in.
extension KeyboardController {
    /// The form shown now.
    public var inputForm: InputForm { InputForm(showing: state.keyboard) }

    /// What the switcher offers now (see `FormChoice.init(configuration:chineseAllowed:current:)`).
    var formChoice: FormChoice? { FormChoice(configuration: configuration, chineseAllowed: focus.chineseAllowed, current: inputForm) }

    /// Shows `form` (the host restoring the form last used in an app calls this too): its
    /// keyboard's letters, English letters (shifted where the field starts a sentence) or the emoji
    /// page; what was composed is committed as typed. A Chinese form where Chinese is not available or allowed changes nothing.
    public func show(_ form: InputForm) {
        if state.overlay == .formSwitcher { state.overlay = .none }
        let allowed = configuration.chineseAvailable && focus.chineseAllowed
        guard form != inputForm, allowed || form == .english || form == .emoji else { return }
        let source = self.source
        endComposition(commit: .raw)
        if form == .emoji { emojiPage.open() }
        state.show(form)
        showLayout()
        endSwapOffer(ifNot: source)
        // English from the switcher starts a sentence with a capital, as the 中/英 key's does.
        updateAutoCapitalization()
        hostRequests.append(.inputForm(form))
    }
}
