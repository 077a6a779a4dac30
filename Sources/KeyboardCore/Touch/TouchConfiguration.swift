/// The thresholds of the touch interpreter, as plain configuration (seconds and points).
/// The defaults follow the iOS keyboard and TXInputMethod.
public struct TouchConfiguration: Hashable, Sendable, Codable {
    /// Holding a key this long opens its callout of alternates.
    public var longPressDelay: Double = 0.4
    /// Holding delete this long starts repeating.
    public var deleteRepeatDelay: Double = 0.6
    /// Time between repeated deletes.
    public var deleteRepeatInterval: Double = 0.1
    /// After holding delete this long, each repeat deletes a word.
    public var deleteWordsAfter: Double = 2.0
    /// Two shift taps closer than this lock caps.
    public var doubleTapInterval: Double = 0.3
    /// A finger on the space bar must move this far sideways before it drags the caret.
    public var spaceDragThreshold: Double = 12
    /// Points of space-bar drag per character of caret movement.
    public var spaceDragStep: Double = 9
    /// A finger must move this far up (and more up than sideways) to swipe up on a key.
    public var swipeUpDistance: Double = 18
    /// A finger must move this far sideways (and more sideways than up) to turn the emoji grid's page.
    public var pageSwipeDistance: Double = 30

    /// The defaults.
    public init() {}

    /// The defaults with any of the thresholds changed.
    public init(
        longPressDelay: Double = 0.4, deleteRepeatDelay: Double = 0.6, deleteRepeatInterval: Double = 0.1,
        deleteWordsAfter: Double = 2.0, doubleTapInterval: Double = 0.3, spaceDragThreshold: Double = 12,
        spaceDragStep: Double = 9, swipeUpDistance: Double = 18, pageSwipeDistance: Double = 30
    ) {
        self.longPressDelay = longPressDelay
        self.deleteRepeatDelay = deleteRepeatDelay
        self.deleteRepeatInterval = max(0.001, deleteRepeatInterval)
        self.deleteWordsAfter = deleteWordsAfter
        self.doubleTapInterval = doubleTapInterval
        self.spaceDragThreshold = spaceDragThreshold
        self.spaceDragStep = max(0.5, spaceDragStep)
        self.swipeUpDistance = swipeUpDistance
        self.pageSwipeDistance = max(1, pageSwipeDistance)
    }
}
