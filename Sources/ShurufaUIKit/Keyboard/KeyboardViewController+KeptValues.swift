#if canImport(UIKit)
import Foundation
import UIKit

/// The keyboard's own values (the fits per device and orientation, the form last used per app),
/// kept as JSON in the App Group's defaults (shared with the host app's settings) or, without
/// Full Access, in the extension's own: one place that reads and writes them.
extension KeyboardViewController {
    /// Where the values are kept.
    var keptDefaults: UserDefaults {
        (hasFullAccess ? UserDefaults(suiteName: appGroupIdentifier) : nil) ?? .standard
    }

    /// The value kept under `key`; `fallback` when none is or it cannot be read.
    func keptValue<Value: Decodable>(forKey key: String, or fallback: @autoclosure () -> Value) -> Value {
        guard let data = keptDefaults.data(forKey: key), let value = try? JSONDecoder().decode(Value.self, from: data) else {
            return fallback()
        }
        return value
    }

    /// Keeps `value` under `key` (a value that cannot be encoded keeps the one before).
    func keep<Value: Encodable>(_ value: Value, forKey key: String) {
        if let data = try? JSONEncoder().encode(value) { keptDefaults.set(data, forKey: key) }
    }
}
#endif
