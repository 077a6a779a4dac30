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
    /// The largest number a device gives a file: a segment a second for 30,000 years. A name past
    /// it comes from no device of ours (a hostile server, a hand-made file): it is refused, so every
    /// number the sync reckons with stays far from overflow.
    public static let maximumSequence: UInt64 = 1 << 40

    /// Reads a file name; nil for anything else in the folder, and for a name of ours whose number
    /// no device writes (`refusal(of:)` says why).
    public init?(_ name: String) {
        guard case .success(let parsed) = Self.parse(name) else { return nil }
        self = parsed
    }

    /// Why `name` is refused: it is named as a sync file but its number is past `maximumSequence`
    /// (or not a plain decimal); nil for a name of ours, and for a file of any other name.
    public static func refusal(of name: String) -> String? {
        guard case .failure(.refused(let reason)) = parse(name) else { return nil }
        return reason
    }

    private enum ParseFailure: Error {
        case notOurs
        case refused(String)
    }

    private static func parse(_ name: String) -> Result<SyncFileName, ParseFailure> {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let kind = Kind(rawValue: String(parts[0])), parts[1].count == 16,
              parts[1].allSatisfy(\.isHexDigit), parts[2].hasSuffix(".srf") else { return .failure(.notOurs) }
        let digits = parts[2].dropLast(4)
        guard !digits.isEmpty, digits.count <= 20, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let sequence = UInt64(digits) else {
            return .failure(.refused("its number \"\(digits.prefix(40))\" is not one a device writes"))
        }
        guard sequence <= maximumSequence else {
            return .failure(.refused("its number \(sequence) is past any a device writes (\(maximumSequence))"))
        }
        return .success(SyncFileName(kind: kind, device: String(parts[1]), sequence: sequence))
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
