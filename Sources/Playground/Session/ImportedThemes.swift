import Foundation
import KeyboardLayout
import KeyboardThemes

/// The themes pages imported (`POST /themes/import`), by an id made from the theme's own file, so
/// the same theme posted again after a reload gets the same id. Bounded in count and in bytes:
/// past `capacity` themes or `maximumBytes` of their files the theme used least recently goes (a
/// page whose theme went imports it again from its own copy), and a theme whose file is larger than
/// `maximumThemeBytes` is refused (a theme of ours with 100k key overrides kept ~42 MB, 256 of them).
public final class ImportedThemes: @unchecked Sendable {
    /// The most themes kept.
    public let capacity: Int
    /// The most bytes of theme files kept in all.
    public let maximumBytes: Int
    /// The largest theme file kept (an imported skin's is 2 to 6 kB).
    public let maximumThemeBytes: Int
    private let lock = NSLock()
    private var themes: [String: (pair: KeyboardThemePair, bytes: Int)] = [:]
    private var order: [String] = []
    private var bytes = 0

    /// Why a theme was not kept.
    public struct TooLarge: Error, CustomStringConvertible {
        /// The theme file's size.
        public let bytes: Int
        /// The largest kept.
        public let limit: Int
        /// What the page shows.
        public var description: String { "the theme's file is \(bytes) bytes; the playground keeps themes of up to \(limit)" }
    }

    /// An empty store keeping at most `capacity` themes of `maximumBytes` in all, each at most `maximumThemeBytes`.
    public init(capacity: Int = 256, maximumBytes: Int = 4 << 20, maximumThemeBytes: Int = 64 << 10) {
        self.capacity = capacity
        self.maximumBytes = maximumBytes
        self.maximumThemeBytes = maximumThemeBytes
    }

    /// Keeps `pair` and answers its id (`t` and 16 hex digits of a hash of its file); throws
    /// `TooLarge` for a file past `maximumThemeBytes`.
    public func add(_ pair: KeyboardThemePair) throws -> String {
        let file = try pair.jsonData()
        guard file.count <= maximumThemeBytes else { throw TooLarge(bytes: file.count, limit: maximumThemeBytes) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in file { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let id = "t" + String(hash, radix: 16)
        lock.withLock {
            if let kept = themes[id] { bytes -= kept.bytes }
            themes[id] = (pair, file.count)
            bytes += file.count
            order.removeAll { $0 == id }
            order.append(id)
            while order.count > capacity || bytes > maximumBytes, let oldest = order.first {
                order.removeFirst()
                bytes -= themes.removeValue(forKey: oldest)?.bytes ?? 0
            }
        }
        return id
    }

    /// The theme of `id`, while it is kept.
    public func theme(id: String) -> KeyboardThemePair? {
        lock.withLock {
            guard let kept = themes[id] else { return nil }
            order.removeAll { $0 == id }
            order.append(id)
            return kept.pair
        }
    }

    /// The themes kept now and the bytes of their files.
    public var usage: (count: Int, bytes: Int) { lock.withLock { (themes.count, bytes) } }
}
