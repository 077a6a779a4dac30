import KeyboardLayout

extension TouchInterpreter {
    /// The callout of alternates open over a held key.
    public struct OpenCallout: Hashable, Sendable {
        /// The key held.
        public var keyID: String
        /// The characters offered.
        public var alternates: [String]
        /// Where the callout and its cells are.
        public var geometry: CalloutGeometry
        /// The alternate under the finger, if any.
        public var highlightedIndex: Int?
        /// Where the finger was when a menu opened with nothing picked (the globe key's: letting go
        /// there changes nothing); the finger picks once it has slid `slideToPick` from it. Nil for
        /// an accent callout, which picks under the finger at once.
        public var anchor: LayoutPoint?

        /// How far the finger slides from `anchor` before a menu picks what is under it.
        public static let slideToPick = 10.0

        /// Follows the finger at `point`: the alternate under it, or none while a menu's finger has
        /// not slid from its anchor.
        mutating func follow(_ point: LayoutPoint) {
            if let anchor, abs(point.x - anchor.x) < Self.slideToPick, abs(point.y - anchor.y) < Self.slideToPick { return }
            anchor = nil
            highlightedIndex = geometry.index(atX: point.x)
        }
    }
}
