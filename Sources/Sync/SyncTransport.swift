import Foundation
import UserDictionary

/// A file in the sync folder: its name, a tag that changes when its content does (an ETag, or
/// the size and modification time), and its size.
public struct RemoteFile: Hashable, Sendable {
    /// The file name (no folders).
    public var name: String
    /// The tag of this version.
    public var tag: String
    /// Its size in bytes (-1 when unknown).
    public var size: Int
    /// A file.
    public init(name: String, tag: String, size: Int) {
        self.name = name
        self.tag = tag
        self.size = size
    }

    /// The file `name` in a local folder, tagged by its size and modification time.
    public init(name: String, in folder: URL) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        self.init(name: name, tag: "\(size)-\(modified)", size: size)
    }
}

/// Where the sync folder lives: a WebDAV server (`SyncWebDAV`) or a plain folder (iCloud Drive's
/// container, a mounted share). A write returns only once the store has the whole file.
public protocol SyncTransport: Sendable {
    /// The files in the folder (it is created if missing).
    func list() async throws -> [RemoteFile]
    /// A file's bytes.
    func read(_ name: String) async throws -> Data
    /// Writes a whole file; with `onlyIfAbsent`, fails with `SyncTransportConflict` when one exists.
    func write(_ name: String, _ data: Data, onlyIfAbsent: Bool) async throws
    /// Removes a file (a missing one is not an error).
    func remove(_ name: String) async throws
}

/// A write refused because the file was already there (two devices making the vault at once).
public struct SyncTransportConflict: Error, Sendable {
    /// The file.
    public var name: String
    /// The conflict on `name`.
    public init(name: String) { self.name = name }
}

/// A read of a file that is gone (removed by its device's compaction after the listing).
public struct SyncTransportMissing: Error, Sendable {
    /// The file.
    public var name: String
    /// The missing `name`.
    public init(name: String) { self.name = name }
}

/// A plain folder as the sync folder: a file is written to a temporary name and renamed, so a
/// reader sees it whole or not at all.
public struct FolderTransport: SyncTransport {
    /// The folder.
    public let folder: URL

    /// The transport over `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// The files, without temporary ones.
    public func list() async throws -> [RemoteFile] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.map {
                try RemoteFile(name: $0, in: folder)
            }
        } catch {
            throw SyncError.transport("cannot list \(folder.path): \(error.localizedDescription)")
        }
    }

    /// A file's bytes (at most `SyncFileSize.limit(of:)`: a larger file is refused unread).
    public func read(_ name: String) async throws -> Data {
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw SyncTransportMissing(name: name) }
        let limit = SyncFileSize.limit(of: name)
        let data: Data
        do {
            // A folder or a FIFO named like a segment is no file to read (a FIFO would block the open).
            guard try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType == .typeRegular else {
                throw SyncError.transport("cannot read \(name): not a regular file")
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch let error as SyncError {
            throw error
        } catch {
            throw SyncError.transport("cannot read \(name): \(error.localizedDescription)")
        }
        guard data.count <= limit else { throw SyncError.transport("cannot read \(name): larger than \(limit) bytes") }
        return data
    }

    /// Writes through a temporary file and a rename (a link at the name is never followed).
    public func write(_ name: String, _ data: Data, onlyIfAbsent: Bool) async throws {
        let target = folder.appendingPathComponent(name)
        let temporary = folder.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            if onlyIfAbsent {
                // link(2) fails when the target exists: no window where two writers both win.
                defer { try? FileManager.default.removeItem(at: temporary) }
                guard link(temporary.path, target.path) == 0 else {
                    if errno == EEXIST { throw SyncTransportConflict(name: name) }
                    throw SyncError.transport("cannot write \(name): \(String(cString: strerror(errno)))")
                }
            } else if rename(temporary.path, target.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw SyncError.transport("cannot write \(name): \(reason)")
            }
        } catch let error as SyncTransportConflict {
            throw error
        } catch let error as SyncError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw SyncError.transport("cannot write \(name): \(error.localizedDescription)")
        }
    }

    /// Removes a file.
    public func remove(_ name: String) async throws {
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { return }
        do { try FileManager.default.removeItem(atPath: path) } catch {
            throw SyncError.transport("cannot remove \(name): \(error.localizedDescription)")
        }
    }
}
