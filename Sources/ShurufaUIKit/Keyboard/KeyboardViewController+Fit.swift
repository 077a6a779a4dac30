#if canImport(UIKit)
import Foundation
import KeyboardCore
import KeyboardLayout
import UIKit

/// Keyboard height and one-handed mode, kept per device and orientation (`KeyboardFitSettings`)
/// in the App Group's defaults (shared with the host app's settings) or, without Full Access, in
/// the extension's own.
extension KeyboardViewController {
    /// The defaults key the fits are kept under (JSON of `KeyboardFitSettings`).
    static let keyboardFitKey = "keyboardFit"

    /// The user's fits (none kept or unreadable: the standard keyboard everywhere).
    func keyboardFitSettings() -> KeyboardFitSettings {
        keptValue(forKey: Self.keyboardFitKey, or: KeyboardFitSettings())
    }

    /// `environment` with the user's fit for its device and orientation.
    func withUserFit(_ environment: KeyboardEnvironment) -> KeyboardEnvironment {
        var environment = environment
        environment.fit = keyboardFitSettings().fit(for: environment)
        return environment
    }

    /// Keeps `fit` for the device and orientation shown now and lays the view out at its height.
    func keep(_ fit: KeyboardFit) {
        guard let controller else { return }
        var settings = keyboardFitSettings()
        settings.set(fit, for: controller.fittedLayout.environment)
        keep(settings, forKey: Self.keyboardFitKey)
        keyboardView?.preferredHeight = CGFloat(controller.layouts.size.height)
        view.setNeedsLayout()
    }
}
#endif
