extension Candidate {
    /// The candidate written in `converter`'s script (the filter stage after decoding): same
    /// words, length and cost, so picking and learning work as for the simplified text.
    public func converted(by converter: ScriptConverter) -> Candidate {
        converter.isIdentity ? self : Candidate(text: converter.convert(text), length: length, kind: kind, cost: cost, found: found, reader: reader)
    }
}
