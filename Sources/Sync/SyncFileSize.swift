import Foundation
import UserDictionary

/// The most bytes a transport reads of one file of the sync folder, by its name: a server (or a
/// folder someone else writes) cannot make a sync read more than this into memory. The vault is a
/// few hundred bytes; a segment or a snapshot is at most `segment` sealed (a capture larger than
/// that is split into several segments, and a snapshot that would pass it is not written);
/// anything else is never merged, so it gets the vault's limit.
public enum SyncFileSize {
    /// The vault's limit (its file is some 300 bytes).
    public static let vault = 4 << 10
    /// A sealed segment's or snapshot's limit.
    public static let segment = 32 << 20
    /// The plaintext a capture puts in one segment at most (room left for sealing and framing).
    static let segmentContent = segment - (64 << 10)

    /// The limit for the file `name`.
    public static func limit(of name: String) -> Int {
        SyncFileName(name) != nil ? segment : vault
    }
}
