import Foundation

/// The shipped layout files a `LayoutLibrary` has decoded, by slot: shared by the library's copies
/// (a value type whose copies read the same files), behind a lock, as copies may live on other
/// threads. A file that failed to decode stays failed (it is not read again each keystroke).
final class DecodedLayouts: @unchecked Sendable {
    private let lock = NSLock()
    /// Per slot: nil while not decoded; then the layout, or nil when the file failed.
    private var slots: [KeyLayout??] = []

    /// A new empty slot's index.
    func newSlot() -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots.append(nil)
        return slots.count - 1
    }

    /// The layout in `slot`, from `decode` the first time it is asked for.
    func layout(at slot: Int, decode: () -> KeyLayout?) -> KeyLayout? {
        lock.lock()
        if let known = slots[slot] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Decoded outside the lock: two threads may decode one file once each, the same layout.
        let layout = decode()
        keep(layout, at: slot)
        return layout
    }

    /// Keeps `layout` (nil: the file failed) as the layout of `slot`.
    func keep(_ layout: KeyLayout?, at slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[slot] = .some(layout)
    }
}
