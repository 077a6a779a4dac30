/// Told what the user picked when a composition commits, so a user dictionary can learn it: a
/// swappable service the engine carries (`ChineseEngine.learner`), `NoLearning` by default. A
/// pick keeps its words and the syllables the decoder read them by, so a learner never reads the
/// input again. Keyboards never call it for secure or credential fields. It must not hold the
/// keyboard that calls it.
public protocol PinyinLearner: AnyObject, Sendable {
    /// The composition committed `text`, made of `picks` (in order).
    func learn(_ picks: [Composition.Pick], committed text: String)
    /// The user deleted a candidate (long press → 删除), read as `pick` would pick it: forget it
    /// and do not learn it again. Returns whether anything was forgotten.
    func forget(_ pick: Composition.Pick) -> Bool
}

/// The learner that learns and forgets nothing: the engine's default, and what a host without a
/// user dictionary keeps.
public final class NoLearning: PinyinLearner {
    /// The null learner.
    public init() {}
    /// Does nothing: the picks are dropped.
    public func learn(_ picks: [Composition.Pick], committed text: String) {}
    /// Forgets nothing: always false.
    public func forget(_ pick: Composition.Pick) -> Bool { false }
}
