/// `parts` one after the other in an array of exactly their length. Arrays grown by appending keep
/// up to twice the room they use, and a decoder keeps its syllable graph's edges and its lattice's
/// arcs a keystroke (for the next one to reuse): most of its private memory.
func exactArray<Element>(_ parts: ArraySlice<Element>...) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { result += part }
    return result
}
