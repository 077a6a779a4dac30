import PinyinEngine

/// Told what the user picked when a composition commits, so a user dictionary can learn it.
/// The controller never calls it for secure or credential fields (`TextInputTraits.allowsLearning`).
/// A service the controller holds; it must not hold the controller.
public protocol CompositionLearner: AnyObject {
    /// The composition committed `text`, made of `picks` (in order).
    func learn(picks: [Composition.Pick], committed text: String)
    /// The user deleted a candidate (long press → 删除), read as `pick` would pick it: forget it
    /// and do not learn it again. Returns whether anything was forgotten.
    func forget(_ pick: Composition.Pick) -> Bool
}

extension CompositionLearner {
    /// Learners without storage forget nothing.
    public func forget(_ pick: Composition.Pick) -> Bool { false }
}

/// A learner that learns nothing (the default until the user dictionary lands).
public final class DisabledCompositionLearner: CompositionLearner {
    public init() {}
    public func learn(picks: [Composition.Pick], committed text: String) {}
}
