extension SyllableSet {
    /// Removes every id of another set.
    public mutating func subtract(_ other: SyllableSet) {
        withUnsafeMutableBytes(of: &words) { raw in
            let buffer = raw.bindMemory(to: UInt64.self)
            withUnsafeBytes(of: other.words) { otherRaw in
                let otherBuffer = otherRaw.bindMemory(to: UInt64.self)
                for index in 0..<Self.wordCount { buffer[index] &= ~otherBuffer[index] }
            }
        }
    }
}
