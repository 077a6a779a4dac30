import Foundation
import UserDictionary

/// The names of the files a device writes: its random id, the kind and a number; no words.
/// `s-<device>-<sequence>.srf` is a segment of its log, `c-<device>-<sequence>.srf` a snapshot of
/// all its changes up to and including segment `sequence` (compaction).
public struct SyncFileName: Hashable, Sendable {
    /// A log segment or a snapshot.
    public enum Kind: String, Sendable {
        /// A segment of a device's log.
        case segment = "s"
        /// A snapshot of a device's changes.
        case snapshot = "c"
    }

    /// What the file is.
    public var kind: Kind
    /// The device (16 hex digits).
    public var device: String
    /// The segment's number (a snapshot's: the last segment it covers).
    public var sequence: UInt64
}

extension SyncFileName {
    /// Reads a file name; nil for anything else in the folder.
    public init?(_ name: String) {
        let parts = name.split(separator: "-")
        guard parts.count == 3, let kind = Kind(rawValue: String(parts[0])), parts[1].count == 16,
              parts[1].allSatisfy(\.isHexDigit), parts[2].hasSuffix(".srf"),
              let sequence = UInt64(parts[2].dropLast(4)) else { return nil }
        self.init(kind: kind, device: String(parts[1]), sequence: sequence)
    }

    /// The file name.
    public var name: String {
        "\(kind.rawValue)-\(device)-\(String(repeating: "0", count: max(0, 10 - String(sequence).count)))\(sequence).srf"
    }

    /// A new random device id.
    public static func newDevice() -> String {
        (0..<8).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    }
}
