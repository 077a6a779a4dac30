#if canImport(UIKit)
import Foundation
import Sync
import UIKit

/// The sync folder in the app's iCloud Drive container, every access through `NSFileCoordinator`
/// (so iCloud's daemon never sees a half-written file, and a coordinated read of a file not yet
/// downloaded waits for it). Each device writes only its own files, so iCloud's conflict copies
/// cannot arise from two writers of one file. Files iCloud has not downloaded yet are listed
/// under their own names and asked for.
public struct CoordinatedFolderTransport: SyncTransport {
    /// The folder.
    public let folder: URL

    /// The transport over `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// The `Sync` folder in the app's iCloud container's Documents, or nil when iCloud Drive is off
    /// (or the container is not configured). Call it off the main thread: iOS may block it.
    public static func iCloud(containerIdentifier: String? = nil) -> CoordinatedFolderTransport? {
        FileManager.default.url(forUbiquityContainerIdentifier: containerIdentifier).map {
            CoordinatedFolderTransport(folder: $0.appendingPathComponent("Documents/Sync", isDirectory: true))
        }
    }

    /// The files (a placeholder `.NAME.icloud` of one not downloaded is listed as NAME and its download started).
    public func list() async throws -> [RemoteFile] {
        try await coordinated(reading: folder) { url in
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return try FileManager.default.contentsOfDirectory(atPath: url.path).compactMap { name -> RemoteFile? in
                if name.hasPrefix("."), name.hasSuffix(".icloud") {
                    let real = String(name.dropFirst().dropLast(".icloud".count))
                    try? FileManager.default.startDownloadingUbiquitousItem(at: url.appendingPathComponent(real))
                    return RemoteFile(name: real, tag: "placeholder", size: -1)
                }
                guard !name.hasPrefix(".") else { return nil }
                return try RemoteFile(name: name, in: url)
            }
        }
    }

    /// A file's bytes, read under coordination (at most `SyncFileSize.limit(of:)`: a larger file is refused unread).
    public func read(_ name: String) async throws -> Data {
        try await coordinated(reading: folder.appendingPathComponent(name)) { url in
            guard FileManager.default.fileExists(atPath: url.path) else { throw SyncTransportMissing(name: name) }
            let limit = SyncFileSize.limit(of: name)
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= limit else { throw SyncError.transport("cannot read \(name): larger than \(limit) bytes") }
            return try Data(contentsOf: url)
        }
    }

    /// Writes a whole file under coordination (atomically: a temporary file and a rename).
    public func write(_ name: String, _ data: Data, onlyIfAbsent: Bool) async throws {
        try await coordinated(writing: folder.appendingPathComponent(name), options: .forReplacing) { url in
            if onlyIfAbsent, FileManager.default.fileExists(atPath: url.path) { throw SyncTransportConflict(name: name) }
            try data.write(to: url, options: .atomic)
        }
    }

    /// Removes a file under coordination.
    public func remove(_ name: String) async throws {
        try await coordinated(writing: folder.appendingPathComponent(name), options: .forDeleting) { url in
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        }
    }

    private func coordinated<T: Sendable>(reading url: URL, _ body: @escaping @Sendable (URL) throws -> T) async throws -> T {
        try await onQueue {
            var coordinationError: NSError?
            var result: Result<T, Error> = .failure(SyncError.transport("iCloud Drive did not give \(url.lastPathComponent)"))
            NSFileCoordinator(filePresenter: nil).coordinate(readingItemAt: url, options: [], error: &coordinationError) { url in
                result = Result { try body(url) }
            }
            if let coordinationError { throw SyncError.transport("iCloud Drive: \(coordinationError.localizedDescription)") }
            return try result.get()
        }
    }

    private func coordinated(writing url: URL, options: NSFileCoordinator.WritingOptions,
                             _ body: @escaping @Sendable (URL) throws -> Void) async throws {
        try await onQueue {
            var coordinationError: NSError?
            var result: Result<Void, Error> = .failure(SyncError.transport("iCloud Drive did not give \(url.lastPathComponent)"))
            NSFileCoordinator(filePresenter: nil).coordinate(writingItemAt: url, options: options, error: &coordinationError) { url in
                result = Result { try body(url) }
            }
            if let coordinationError { throw SyncError.transport("iCloud Drive: \(coordinationError.localizedDescription)") }
            try result.get()
        }
    }

    /// Coordination blocks its thread (it may wait for a download): never the caller's.
    private func onQueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .utility).async { continuation.resume(with: Result { try work() }) }
        }
    }
}
#endif
