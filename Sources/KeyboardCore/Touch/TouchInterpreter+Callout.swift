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
    }
}
