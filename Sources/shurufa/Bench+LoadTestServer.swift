import Foundation

/// `shurufa serve` in a child process on a free port.
final class LoadTestServer: @unchecked Sendable {
    let process: Process
    let port: Int
    var pid: Int32 { process.processIdentifier }
    /// Stops the server if the bench is interrupted (SIGTERM, SIGINT) before `stop`.
    private let cleanup: Int

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
        cleanup = TerminationCleanup.terminateOnExit(process.processIdentifier)
    }

    static func launch(maxSessions: Int = 64) throws -> LoadTestServer {
        let port = try freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        // Every client of a bench is on 127.0.0.1: the per-address connection cap is lifted, so the
        // benches measure the server's own bounds on thousands of sockets, as before the cap.
        process.arguments = ["serve", "--port", String(port), "--max-sessions", String(maxSessions), "--max-connections-per-address", "100000"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let early = TerminationCleanup.terminateOnExit(process.processIdentifier)
        defer { TerminationCleanup.remove(early) }
        // The server prints its URL once listening.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("http://") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                throw CommandFailure("the playground server exited before it was ready")
            }
            seen.append(chunk)
        }
        // Keep reading what it prints: a full pipe would stop the server in its next write.
        let handle = output.fileHandleForReading
        Thread.detachNewThread {
            while !handle.availableData.isEmpty {}
        }
        return LoadTestServer(process: process, port: port)
    }

    func stop() {
        TerminationCleanup.remove(cleanup)
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The server's private anonymous memory in kB (RssAnon in /proc/PID/status).
    func rssAnonKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("RssAnon:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw CommandFailure("no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
