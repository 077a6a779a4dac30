import Foundation

/// A path a command is about to write, and the one policy every writer follows (`dict export`,
/// `voice encode -o`, `layout render -o`, `convert --timings`, …): a new file, or an existing
/// regular file only when the user said `--force`; never a directory, a device, a FIFO, a socket or
/// a symbolic link (nothing is written *through* a link or *into* a device), never one of the
/// command's own inputs nor a file SQLite keeps beside one (`-wal`, `-shm`, `-journal`: writing
/// over a live database's `-shm` lost acknowledged writes), by name or by any hard link to it. Writing goes to a temporary file beside the target, synced, then renamed
/// over it (`OutputPath+Write.swift`): a reader sees the old file or the whole new one, never a part.
public struct OutputPath: Hashable, Sendable, CustomStringConvertible {
    /// What may already be at the path.
    public enum Existing: Hashable, Sendable {
        /// Only a new file: anything already there is refused (the default of every command).
        case refuse
        /// An existing regular file is replaced (`--force`); anything else is still refused.
        case replaceRegularFile
    }

    /// The file to write.
    public let url: URL
    /// What may already be at the path: nothing (the default), or a regular file `--force` replaces.
    public let existing: Existing
    /// Files the command reads: the output may not be one of them (same device and inode).
    public let inputs: [URL]

    /// A path to `url` under the policy `existing`, refused if it is the same file as one of `inputs`.
    /// Nothing is checked until `check()` or a write.
    public init(_ url: URL, existing: Existing = .refuse, notSameAs inputs: [URL] = []) {
        self.url = url
        self.existing = existing
        self.inputs = inputs
    }

    /// A path given on the command line; `force` is the command's `--force`.
    public init(_ path: String, force: Bool = false, notSameAs inputs: [String] = []) {
        self.init(URL(fileURLWithPath: path), existing: force ? .replaceRegularFile : .refuse,
                  notSameAs: inputs.map { URL(fileURLWithPath: $0) })
    }

    /// The file-system path of `url`.
    public var path: String { url.path }
    /// The path, as messages print it.
    public var description: String { path }

    /// Throws `OutputPathError.refused` unless the policy allows writing the path now. Nothing is
    /// created or changed.
    public func check() throws {
        var target = stat()
        guard lstat(path, &target) == 0 else {
            guard errno == ENOENT else { throw OutputPathError.failed(path: path, reason: Self.errnoText()) }
            try checkFolder()
            return try checkNotBesideAnInput()
        }
        if let kind = Self.refusedKind(target.st_mode) {
            throw OutputPathError.refused(path: path, reason: "is \(kind); refusing to write there")
        }
        for (file, input) in protectedFiles() {
            var source = stat()
            if stat(file, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
                throw Self.refusal(path, file: file, input: input)
            }
        }
        try checkNotBesideAnInput()
        if existing == .refuse {
            throw OutputPathError.refused(path: path, reason: "already exists; --force replaces it")
        }
    }

    /// What kind of file `mode` is when the policy refuses it whatever `existing` says; nil for a regular file.
    static func refusedKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// The files SQLite keeps beside a database, refused like the database itself.
    public static let sideFileSuffixes = ["-wal", "-shm", "-journal"]

    /// Each input and the files beside it (named as given, and beside the file a link names: SQLite
    /// resolves links to a database and keeps its side files beside the real file), with the input.
    private func protectedFiles() -> [(file: String, input: String)] {
        var files: [(String, String)] = []
        for input in inputs {
            var bases = [input.path]
            if let real = Self.realPath(input.path), real != input.path { bases.append(real) }
            for base in bases {
                files.append((base, input.path))
                for suffix in Self.sideFileSuffixes { files.append((base + suffix, input.path)) }
            }
        }
        return files
    }

    /// Refuses a path (there or not yet) that names a protected file: its folder resolved, same name.
    private func checkNotBesideAnInput() throws {
        guard !inputs.isEmpty else { return }
        let name = url.lastPathComponent
        let folder = Self.realPath(url.deletingLastPathComponent().path) ?? url.deletingLastPathComponent().path
        let resolved = URL(fileURLWithPath: folder).appendingPathComponent(name).path
        for (file, input) in protectedFiles() {
            let fileURL = URL(fileURLWithPath: file)
            let fileFolder = Self.realPath(fileURL.deletingLastPathComponent().path) ?? fileURL.deletingLastPathComponent().path
            if URL(fileURLWithPath: fileFolder).appendingPathComponent(fileURL.lastPathComponent).path == resolved {
                throw Self.refusal(path, file: file, input: input)
            }
        }
    }

    private static func refusal(_ path: String, file: String, input: String) -> OutputPathError {
        file == input
            ? .refused(path: path, reason: "is the input \(input); refusing to overwrite it")
            : .refused(path: path, reason: "is \(file), a file SQLite keeps beside the input \(input); refusing to write there")
    }

    /// The path with every link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder must exist and be a directory (a missing folder is the user's to make).
    private func checkFolder() throws {
        let folder = url.deletingLastPathComponent().path
        var info = stat()
        guard stat(folder, &info) == 0 else {
            throw OutputPathError.failed(path: path, reason: "its folder \(folder): \(Self.errnoText())")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw OutputPathError.failed(path: path, reason: "\(folder) is not a directory")
        }
    }

    static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}

/// Why an output path was not written, naming it.
public enum OutputPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The policy refuses the path (a device, a link, a directory, an existing file without `--force`, the input).
    case refused(path: String, reason: String)
    /// Writing failed (no space, no permission, a missing folder); nothing was left behind.
    case failed(path: String, reason: String)

    /// `PATH reason` for a refusal, `cannot write PATH: reason` for a failure.
    public var description: String {
        switch self {
        case let .refused(path, reason): return "\(path) \(reason)"
        case let .failed(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}
