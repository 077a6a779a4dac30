import Foundation

/// The feed row's body written at a commit's learning without `JSONEncoder` (on Linux its
/// reflection-driven encoding was most of what the feed added to a commit: ~40 µs of ~90): the
/// same JSON the synthesized `Codable` writes, so one decoder reads every row. Only the changes
/// learning makes (`learned`, `pair`) with finite numbers are written here; any other list is
/// `JSONEncoder`'s.
extension SyncChange {
    /// `changes` as the JSON array `JSONEncoder` would write (keys in another order).
    static func feedBody(_ changes: [SyncChange]) throws -> Data {
        var text = "["
        for (index, change) in changes.enumerated() {
            if index > 0 { text += "," }
            switch change {
            case .learned(let key, let delta, let at) where delta.isFinite && at.isFinite:
                text += "{\"learned\":{\"_0\":\(key.json),\"delta\":\(delta),\"at\":\(at)}}"
            case .pair(let key, let delta, let at) where delta.isFinite && at.isFinite:
                text += "{\"pair\":{\"_0\":{\"previous\":\(key.previous.json),\"next\":\(key.next.json)},\"delta\":\(delta),\"at\":\(at)}}"
            default:
                return try JSONEncoder().encode(changes)
            }
        }
        return Data((text + "]").utf8)
    }
}

extension SyncWordKey {
    /// `{"text":…,"pinyin":…}`.
    fileprivate var json: String { "{\"text\":\(text.jsonString),\"pinyin\":\(pinyin.jsonString)}" }
}

extension String {
    /// The text as a JSON string: quoted, `"` and `\` escaped, control characters as `\u00XX`.
    fileprivate var jsonString: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
