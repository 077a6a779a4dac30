import KeyboardLayout

/// Keyboard height and one-handed mode: a change refits the layouts (the fit lives in their
/// environment, so hit testing, callouts and the bar follow) and asks the host to keep it.
extension KeyboardController {
    /// Applies a change of fit (a one-handed strip key, the globe key's menu, the host's settings)
    /// at the size `KeyboardLayoutSet.refitted(by:)` gives; the host keeps the new fit.
    public func changeFit(_ command: KeyboardFitCommand) {
        guard let (size, environment) = layouts.refitted(by: command) else { return }
        resize(to: size, environment: environment)
        hostRequests.append(.keyboardFit(environment.fit))
    }
}
