import Foundation

/// A copy of the built `shurufa` and its resource bundles in a fresh folder under `/tmp` (mode
/// 0755), for a test that runs it as another user: a clone in a private folder (mode 0700, as
/// root's home or `mktemp -d` makes) keeps the build itself out of that user's reach. Files are
/// hard-linked where they can be (same file system, readable by all), else copied.
struct ReachableShurufa {
    /// The copied executable.
    let binary: URL
    /// The folder holding it; `remove()` deletes it.
    let folder: URL

    /// Makes the copy and checks that `launcher` (e.g. `setpriv --reuid=65534 …`) can run it; throws
    /// `Unreachable` with the reason when it cannot, for the test to print and skip.
    init(launcher: [String]) async throws {
        let source = shurufaBinary().deletingLastPathComponent()
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("shurufa-reachable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        binary = folder.appendingPathComponent("shurufa")
        try Self.place(source.appendingPathComponent("shurufa"), at: binary)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".resources") {
            try Self.place(source.appendingPathComponent(name), at: folder.appendingPathComponent(name))
        }
        let check = try await runShurufa(["layout", "list"], as: launcher, binary: binary)
        guard check.status == 0 else {
            remove()
            throw Unreachable(reason: "\(launcher.joined(separator: " ")) cannot run a copy of shurufa in \(folder.path) "
                              + "(status \(check.status)): \(check.stderr.prefix(300))")
        }
    }

    /// Deletes the copy.
    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Why the copy cannot be run as the other user.
    struct Unreachable: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Links (or copies) `source` to `target`, a folder's files one by one (folders 0755).
    private static func place(_ source: URL, at target: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                try place(source.appendingPathComponent(name), at: target.appendingPathComponent(name))
            }
        } else {
            // A link shares the file's mode: under a umask of 077 the build's files are the owner's alone.
            var info = stat()
            guard stat(source.path, &info) == 0 else { throw Unreachable(reason: "cannot read \(source.path)") }
            let readable = info.st_mode & 0o004 != 0 && (info.st_mode & 0o100 == 0 || info.st_mode & 0o001 != 0)
            if readable, link(source.path, target.path) == 0 { return }
            try FileManager.default.copyItem(at: source, to: target)
            chmod(target.path, info.st_mode & 0o100 != 0 ? 0o755 : 0o644)
        }
    }
}
