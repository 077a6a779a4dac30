import Foundation

/// A real WebDAV server for tests: Debian's `rclone serve webdav` over a temporary folder on a free
/// loopback port (127.0.0.1, or ::1 when asked), with a user and password. `scripts/setup.sh`
/// installs rclone; when it is missing the server fails to start with a message that says so (a
/// test must not skip silently).
public final class WebDAVTestServer: @unchecked Sendable {
    /// The folder the server serves (what "the server" holds).
    public let folder: URL
    /// Its port on the loopback address.
    public let port: Int
    /// 127.0.0.1 or ::1.
    public let family: LoopbackFamily
    /// The user name.
    public let user = "shurufa"
    /// The password.
    public let password = "test-password"
    private var process: Process?

    /// Starts a server on `family`'s loopback address and waits until it accepts connections;
    /// throws when that address cannot be bound.
    public init(_ family: LoopbackFamily = .ipv4) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("webdav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.family = family
        port = try LoopbackSocket.freePort(family)
        try start()
    }

    /// The URL of a folder on the server.
    public func url(_ path: String = "sync/") -> URL {
        URL(string: "http://\(family.urlHost):\(port)/\(path)")!
    }

    /// The rclone binary, or an error saying how to install it.
    public static func rclone() throws -> String {
        for path in ["/usr/bin/rclone", "/usr/local/bin/rclone"] where FileManager.default.isExecutableFile(atPath: path) { return path }
        throw WebDAVTestServerError("rclone is not installed: the sync tests need a real WebDAV server (run scripts/setup.sh, which installs Debian's rclone)")
    }

    /// Starts (or restarts) the server on the same port and folder. A server still running is stopped
    /// first: otherwise its process would be forgotten here and outlive the test (the new one cannot
    /// take the port, and the probe below would find the old one listening).
    public func start() throws {
        stop()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.rclone())
        process.arguments = ["serve", "webdav", folder.path, "--addr", "\(family.urlHost):\(port)", "--user", user, "--pass", password,
                             "--config", "/dev/null", "--log-level", "ERROR"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let fd = LoopbackSocket.connect(port: port, family) {
                close(fd)
                return
            }
            guard process.isRunning else { throw WebDAVTestServerError("rclone serve webdav exited at once (status \(process.terminationStatus))") }
            usleep(20_000)
        }
        throw WebDAVTestServerError("rclone serve webdav did not listen on port \(port) within 30 s")
    }

    /// Stops the server (the folder stays).
    public func stop() {
        guard let process, process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
        self.process = nil
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Why the test server could not start.
public struct WebDAVTestServerError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    init(_ description: String) { self.description = description }
}

/// Whether any file under `folder` holds `text` as UTF-8 bytes (the no-plaintext checks).
public func folderHolds(_ folder: URL, _ text: String) -> Bool {
    let needle = Data(text.utf8)
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        if let data = try? Data(contentsOf: url), data.range(of: needle) != nil { return true }
    }
    return false
}
