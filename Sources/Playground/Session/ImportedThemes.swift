import Foundation
import KeyboardLayout

/// The themes pages imported (`POST /themes/import`), by an id made from the theme's own file, so
/// the same theme posted again after a reload gets the same id. Bounded: past `capacity` the
/// theme used least recently goes (a page whose theme went imports it again from its own copy).
public final class ImportedThemes: @unchecked Sendable {
    /// The most themes kept (each a few kB).
    public let capacity: Int
    private let lock = NSLock()
    private var themes: [String: KeyboardThemePair] = [:]
    private var order: [String] = []

    /// An empty store keeping at most `capacity` themes.
    public init(capacity: Int = 256) { self.capacity = capacity }

    /// Keeps `pair` and answers its id (`t` and 16 hex digits of a hash of its file).
    public func add(_ pair: KeyboardThemePair) throws -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in try pair.jsonData() { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let id = "t" + String(hash, radix: 16)
        lock.withLock {
            themes[id] = pair
            order.removeAll { $0 == id }
            order.append(id)
            while order.count > capacity { themes[order.removeFirst()] = nil }
        }
        return id
    }

    /// The theme of `id`, while it is kept.
    public func theme(id: String) -> KeyboardThemePair? {
        lock.withLock {
            guard let pair = themes[id] else { return nil }
            order.removeAll { $0 == id }
            order.append(id)
            return pair
        }
    }
}
