/// The hypotheses offered to one unit, one per `LatticeDecoder.State.key` (hypotheses with the
/// same last two words recombine): open addressing over a power-of-two table with a
/// multiplicative hash. A `Dictionary` hashed every offer through SipHash, a few per cent of a
/// sentence's decode (#78); the keys are the decoder's own, so no seeded hash is needed. Which
/// states it holds never depends on the order they were offered in, and `states` is in the order
/// they first arrived (the beam orders them by cost and key).
struct StateTable {
    /// Per table position, the index in `states` of the state whose key sits there (-1: none).
    private var slots: [Int32]
    /// Per table position, the key of the state there (meaningless where `slots` is -1).
    private var keys: [Int64]
    /// The states held, in the order their keys first arrived.
    private(set) var states: [LatticeDecoder.State] = []

    /// A table with room for `capacity` states before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        keys = [Int64](repeating: 0, count: size)
        states.reserveCapacity(capacity)
    }

    /// The table position of `key`: where its state is, or the free one where it would go.
    @inline(__always)
    func position(of key: Int64) -> Int {
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while slots[position] >= 0, keys[position] != key { position = (position + 1) & mask }
        return position
    }

    /// The state at `position` (from `position(of:)`), if one is there.
    @inline(__always)
    func state(at position: Int) -> LatticeDecoder.State? {
        slots[position] >= 0 ? states[Int(slots[position])] : nil
    }

    /// Puts `state` at `position` (from `position(of: state.key)`, nothing put since), replacing
    /// the state there if any.
    mutating func put(_ state: LatticeDecoder.State, at position: Int) {
        if slots[position] >= 0 {
            states[Int(slots[position])] = state
            return
        }
        slots[position] = Int32(states.count)
        keys[position] = state.key
        states.append(state)
        if states.count * 2 > slots.count { grow() }
    }

    /// Doubles the table, placing every key again.
    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        keys = [Int64](repeating: 0, count: size)
        for (index, state) in states.enumerated() {
            let position = position(of: state.key)
            slots[position] = Int32(index)
            keys[position] = state.key
        }
    }
}
