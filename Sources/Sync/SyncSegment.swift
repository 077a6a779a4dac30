import Foundation
import UserDictionary

/// A file's content before encryption: whose changes, which segment, and the changes.
public struct SyncSegment: Codable, Hashable, Sendable {
    /// The device that wrote it.
    public var device: String
    /// Its segment number (a snapshot's: the last segment it covers).
    public var sequence: UInt64
    /// The changes.
    public var operations: [SyncOperation]

    /// A segment.
    public init(device: String, sequence: UInt64, operations: [SyncOperation]) {
        self.device = device
        self.sequence = sequence
        self.operations = operations
    }

    /// `operations` in runs whose segment stays under `SyncFileSize.segmentContent` bytes (one
    /// run for a usual capture; an import of a large word list makes several).
    static func split(_ operations: [SyncOperation]) throws -> [[SyncOperation]] {
        let encoder = JSONEncoder()
        var runs: [[SyncOperation]] = [[]]
        var size = 0
        for operation in operations {
            let bytes = try encoder.encode(operation).count + 1
            if size + bytes > SyncFileSize.segmentContent, !runs[runs.count - 1].isEmpty {
                runs.append([])
                size = 0
            }
            runs[runs.count - 1].append(operation)
            size += bytes
        }
        return runs
    }

    /// Encrypted as the file `name`.
    public func sealed(as name: SyncFileName, cipher: SyncCipher) throws -> Data {
        try cipher.seal(JSONEncoder().encode(self), name: name.name, sequence: name.sequence)
    }

    /// The segment in the file `name`: it must decrypt, decode, and be the device's and number
    /// its name says, with only that device's changes; otherwise `SyncError.refusedFile`.
    public static func open(_ data: Data, as name: SyncFileName, cipher: SyncCipher) throws -> SyncSegment {
        let plain = try cipher.open(data, name: name.name, sequence: name.sequence)
        guard let segment = try? JSONDecoder().decode(SyncSegment.self, from: plain) else {
            throw SyncError.refusedFile(name: name.name, reason: "its content does not decode")
        }
        guard segment.device == name.device, segment.sequence == name.sequence,
              segment.operations.allSatisfy({ $0.device == name.device }) else {
            throw SyncError.refusedFile(name: name.name, reason: "its content is not what its name says")
        }
        return segment
    }
}
