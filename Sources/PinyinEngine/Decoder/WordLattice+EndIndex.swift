extension WordLattice {
    /// Where the arcs ending at each unit are in `arcsFrom`: the decoder steps unit by unit over
    /// the arcs into it, and this finds them without a copy of every arc grouped by end (an arc
    /// is 24 bytes, a place 8; the copy, with the room its arrays grew by, was a quarter of the
    /// decoder's heap at its peak). The arcs into a unit come in the order `arcsByEnd` gives them:
    /// by start, then as they stand in `arcsFrom`.
    struct EndIndex {
        /// The first unit indexed (arcs ending before it are left out).
        let first: Int
        /// `places[offsets[u - first]..<offsets[u - first + 1]]` are the arcs ending at unit `u`.
        let offsets: [Int32]
        /// Each arc's start and its index among the arcs from there, grouped by end.
        let places: [(start: Int32, index: Int32)]
    }

    /// The index of the arcs ending at each unit from `first` on (`first...count`), built by a
    /// counting sort over `arcsFrom` (which keeps the order within each unit).
    func endIndex(from first: Int = 0) -> EndIndex {
        let count = graph.input.count
        let first = max(0, min(first, count + 1))
        var offsets = [Int32](repeating: 0, count: count - first + 2)
        for arcs in arcsFrom { for arc in arcs where arc.end >= first { offsets[Int(arc.end) - first + 1] += 1 } }
        for unit in offsets.indices.dropFirst() { offsets[unit] += offsets[unit - 1] }
        var next = offsets
        var places = [(start: Int32, index: Int32)](repeating: (0, 0), count: Int(offsets.last ?? 0))
        for (start, arcs) in arcsFrom.enumerated() {
            for (index, arc) in arcs.enumerated() where arc.end >= first {
                let slot = Int(arc.end) - first
                places[Int(next[slot])] = (Int32(start), Int32(index))
                next[slot] += 1
            }
        }
        return EndIndex(first: first, offsets: offsets, places: places)
    }

    /// The arcs ending at `unit` (indexed by `index`), into `buffer` in place of what it held:
    /// one buffer serves every unit.
    func arcs(endingAt unit: Int, in index: EndIndex, into buffer: inout [Arc]) {
        buffer.removeAll(keepingCapacity: true)
        let slot = unit - index.first
        guard slot >= 0, slot + 1 < index.offsets.count else { return }
        for place in index.places[Int(index.offsets[slot])..<Int(index.offsets[slot + 1])] {
            buffer.append(arcsFrom[Int(place.start)][Int(place.index)])
        }
    }
}
