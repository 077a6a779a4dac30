#if canImport(UIKit)
import ChatInput
import Foundation
import KeyboardCore
import UIKit

/// The forms the in-keyboard switcher lists (the `forms` setting of the keyboard's settings, form
/// names in the person's order, as the host app's list writes it) and the form last used in each app, remembered as the chat's
/// per-conversation mode is (`InputModeMemory`, keyed here by the host app's identifier): the
/// keyboard opens in an app with the form last switched to there.
extension KeyboardViewController {
    /// The defaults key of the form last used per app (JSON of `InputModeMemory`).
    static let formMemoryKey = "formPerApp"

    /// The forms the host app's settings turned on (unset or unreadable: the standard ones).
    func enabledForms() -> EnabledForms {
        configuration().enabledForms
    }

    private func formMemory() -> InputModeMemory {
        keptValue(forKey: Self.formMemoryKey, or: InputModeMemory())
    }

    /// Remembers `form` as the one used last in the app typed in now (nothing without its identifier).
    func remember(_ form: InputForm) {
        guard let app = hostAppIdentifier else { return }
        var memory = formMemory()
        memory.remember(form.name, for: app)
        keep(memory, forKey: Self.formMemoryKey)
    }

    /// Shows the form last used in the app typed in now, if one was remembered and is still turned on.
    func restoreFormForHostApp() {
        guard let controller, let app = hostAppIdentifier,
              let form = formMemory().mode(for: app).flatMap(InputForm.init(name:)),
              enabledForms().forms.contains(form) else { return }
        controller.show(form)
        _ = controller.takeHostRequests()
        keyboardView?.refresh()
    }
}
#endif
