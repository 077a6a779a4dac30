import PinyinEngine

/// Told what the user picked when a composition commits, so a user dictionary can learn it.
/// The controller never calls it for secure or credential fields (`TextInputTraits.allowsLearning`).
/// A service the controller holds; it must not hold the controller.
public protocol CompositionLearner: AnyObject {
    /// The composition committed `text`, made of `picks` (in order).
    func learn(picks: [Composition.Pick], committed text: String)
}

/// A learner that learns nothing (the default until the user dictionary lands).
public final class DisabledCompositionLearner: CompositionLearner {
    public init() {}
    public func learn(picks: [Composition.Pick], committed text: String) {}
}
