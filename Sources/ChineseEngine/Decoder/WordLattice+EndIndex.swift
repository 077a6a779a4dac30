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
        let places: [Place]
    }

    /// An arc's place in `arcsFrom`: its start and its index among the arcs from there.
    struct Place {
        /// The unit the arc starts at.
        let start: Int32
        /// Its index among the arcs from `start`.
        let index: Int32
    }

    /// The index of the arcs ending at each unit from `first` on (`first...count`), built by a
    /// counting sort over `arcsFrom` (which keeps the order within each unit). Runs once a
    /// keystroke over every arc, so its loops read the arrays through buffer pointers.
    func endIndex(from first: Int = 0) -> EndIndex {
        let count = graph.input.count
        let first = max(0, min(first, count + 1))
        var offsets = [Int32](repeating: 0, count: count - first + 2)
        offsets.withUnsafeMutableBufferPointer { offsets in
            for arcs in arcsFrom {
                arcs.withUnsafeBufferPointer { arcs in
                    for arc in arcs where Int(arc.end) >= first { offsets[Int(arc.end) - first + 1] += 1 }
                }
            }
            for unit in offsets.indices.dropFirst() { offsets[unit] += offsets[unit - 1] }
        }
        var next = offsets
        let total = Int(offsets.last ?? 0)
        let places = [Place](unsafeUninitializedCapacity: total) { places, initialized in
            next.withUnsafeMutableBufferPointer { next in
                for (start, arcs) in arcsFrom.enumerated() {
                    arcs.withUnsafeBufferPointer { arcs in
                        for index in arcs.indices where Int(arcs[index].end) >= first {
                            let slot = Int(arcs[index].end) - first
                            (places.baseAddress! + Int(next[slot])).initialize(to: Place(start: Int32(start), index: Int32(index)))
                            next[slot] += 1
                        }
                    }
                }
            }
            initialized = total
        }
        return EndIndex(first: first, offsets: offsets, places: places)
    }

    /// The arcs ending at `unit` (indexed by `index`), in an array of their number that the
    /// caller owns (the decoder's step sorts it in place). The arcs from one start are read
    /// through one buffer pointer: the places of a unit come in runs of one start.
    func arcs(endingAt unit: Int, in index: EndIndex) -> [Arc] {
        let slot = unit - index.first
        guard slot >= 0, slot + 1 < index.offsets.count else { return [] }
        let range = Int(index.offsets[slot])..<Int(index.offsets[slot + 1])
        return [Arc](unsafeUninitializedCapacity: range.count) { result, initialized in
            index.places.withUnsafeBufferPointer { places in
                var position = range.lowerBound
                while position < range.upperBound {
                    let start = Int(places[position].start)
                    arcsFrom[start].withUnsafeBufferPointer { arcs in
                        while position < range.upperBound, Int(places[position].start) == start {
                            result.initializeElement(at: position - range.lowerBound, to: arcs[Int(places[position].index)])
                            position += 1
                        }
                    }
                }
            }
            initialized = range.count
        }
    }
}
