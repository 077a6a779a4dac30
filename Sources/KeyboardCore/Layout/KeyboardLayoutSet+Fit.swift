import KeyboardLayout

extension KeyboardLayoutSet {
    /// The size and environment after `command` changes the fit (nil when it changes nothing): the
    /// keys' part of the height is scaled from the old fit's height to the new one's, the bar keeps
    /// its height and the width stays.
    public func refitted(by command: KeyboardFitCommand) -> (size: LayoutSize, environment: KeyboardEnvironment)? {
        var new = environment
        new.fit = command.applied(to: environment.fit)
        guard new != environment else { return nil }
        let bar = LayoutMetrics.standard(for: environment).candidateBarHeight
        let keys = max(0, size.height - bar) / environment.fit.heightScale * new.fit.heightScale
        return (LayoutSize(width: size.width, height: (bar + keys).rounded()), new)
    }
}
