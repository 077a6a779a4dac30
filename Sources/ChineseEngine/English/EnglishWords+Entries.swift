extension EnglishWords {
    /// Writes the bytes of word `index` (0..<count, ascending byte order) into `bytes`.
    public func spelling(of index: Int, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        for position in Int(offsets[index])..<Int(offsets[index + 1]) { bytes.append(text[position]) }
    }

    /// The Zipf frequency of word `index` (log10 of its count per billion words).
    public func zipfFrequency(at index: Int) -> Float { Float(zipf[index]) / 10 }
}
