import Foundation
import ShurufaTestSupport
import Testing

/// `shurufa sync` as a person runs it: two dictionaries through a real WebDAV server (rclone on
/// loopback), and against a server that is down, stalls or answers garbage: each ends within its
/// timeout with a clear message and changes nothing here.
@Suite struct SyncCLITests {
    struct Setup {
        let directory: URL
        var store: String { directory.appendingPathComponent("user.sqlite").path }
        var other: String { directory.appendingPathComponent("other.sqlite").path }
        var passphrase: String { directory.appendingPathComponent("passphrase").path }
        var password: String { directory.appendingPathComponent("password").path }
        init(password: String = "test-password") throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-sync-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Self.secret("correct horse battery staple", passphrase)
            try Self.secret(password, self.password)
        }
        /// Writes a secret file as a person should: readable by its owner only.
        static func secret(_ line: String, _ path: String) throws {
            try "\(line)\n".write(toFile: path, atomically: true, encoding: .utf8)
            guard chmod(path, 0o600) == 0 else { throw POSIXError(.EPERM) }
        }
        func sync(_ store: String, remote: String, timeout: Int = 20, extra: [String] = []) async throws -> (status: Int32, stdout: String, stderr: String) {
            try await runShurufa(["sync", "--user-dict", store, "--remote", remote, "--user", "shurufa", "--password-file", password,
                                  "--passphrase-file", passphrase, "--timeout", String(timeout), "--vault-cost", "10"] + extra)
        }
        func contents(_ store: String) async throws -> String {
            let words = try await runShurufa(["dict", "list", "--user-dict", store]).stdout
            let phrases = try await runShurufa(["phrases", "list", "--user-dict", store]).stdout
            return words + "\n--\n" + phrases
        }
    }

    /// Issue #90: `--remote http:/127.0.0.1:1/v/` (one slash) made a folder `http:` where it ran
    /// and synced into it. Now it is refused, naming the form to write, and makes nothing.
    @Test func aMalformedURLIsRefusedAndMakesNoFolder() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let cwd = setup.directory.appendingPathComponent("cwd")
        try FileManager.default.createDirectory(at: cwd, withIntermediateDirectories: true)
        for remote in ["http:/127.0.0.1:1/v/", "HTTP:127.0.0.1:1/v/"] {
            let result = try await runShurufa(
                ["sync", "--user-dict", setup.store, "--remote", remote, "--passphrase-file", setup.passphrase, "--timeout", "5"],
                as: ["/usr/bin/env", "-C", cwd.path])
            #expect(result.status != 0 && result.stderr.contains("http://127.0.0.1:1/v/"), "\(remote): \(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: cwd.path).isEmpty, "\(remote) made a folder")
        }
    }

    @Test func twoDictionariesThroughARealServer() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let server = try WebDAVTestServer()
        let remote = server.url().absoluteString
        #expect(try await runShurufa(["dict", "add", "你好", "ni hao", "--user-dict", setup.store]).status == 0)
        #expect(try await runShurufa(["phrases", "add", "我在路上", "--code", "wzls", "--user-dict", setup.store]).status == 0)
        let first = try await setup.sync(setup.store, remote: remote)
        #expect(first.status == 0, "\(first.stderr)")
        // The report in words: what came, what went (the 6 built-in 常用语 and the one added).
        #expect(first.stdout.contains("from your other devices: nothing new"), "\(first.stdout)")
        #expect(first.stdout.contains("to your other devices: 1 word, 7 phrases (1 file written)"), "\(first.stdout)")
        let second = try await setup.sync(setup.other, remote: remote)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("from your other devices: 1 word, 7 phrases (1 file read)"), "\(second.stdout)")
        let one = try await setup.contents(setup.store), two = try await setup.contents(setup.other)
        #expect(one.contains("你好") && two.contains("你好") && two.contains("我在路上"))
        for needle in ["你好", "ni hao", "我在路上", "wzls"] { #expect(!folderHolds(server.folder, needle), "\(needle)") }

        // One byte flipped in the server's copy of a segment: the next sync refuses that file,
        // says so, and merges everything else.
        #expect(try await runShurufa(["dict", "add", "晚安", "wan an", "--user-dict", setup.store]).status == 0)
        #expect(try await setup.sync(setup.store, remote: remote).status == 0)
        let folder = server.folder.appendingPathComponent("sync")
        let segments = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("s-") }.sorted()
        let newest = folder.appendingPathComponent(try #require(segments.last { $0.hasSuffix("0000000002.srf") }))
        var bytes = try Data(contentsOf: newest)
        bytes[bytes.count - 5] ^= 0x20
        try bytes.write(to: newest)
        let third = setup.directory.appendingPathComponent("third.sqlite").path
        let tampered = try await setup.sync(third, remote: remote)
        #expect(tampered.status == 1 && tampered.stdout.contains("refused \(newest.lastPathComponent)"), "\(tampered.stdout)")
        let thirdWords = try await runShurufa(["dict", "list", "--user-dict", third]).stdout
        #expect(thirdWords.contains("你好") && !thirdWords.contains("晚安"))

        // A wrong passphrase: a clear message, nothing changed.
        try Setup.secret("wrong", setup.passphrase)
        let wrong = try await setup.sync(setup.other, remote: remote)
        #expect(wrong.status == 1 && wrong.stderr.contains("wrong passphrase"))
        // A wrong WebDAV password: the server's refusal in words.
        try Setup.secret("correct horse battery staple", setup.passphrase)
        try Setup.secret("nope", setup.password)
        let refused = try await setup.sync(setup.other, remote: remote)
        #expect(refused.status == 1 && refused.stderr.contains("401"), "\(refused.stderr)")
    }

    @Test func aSyncKilledAtAnyPointLosesNothingAcknowledged() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let server = try WebDAVTestServer()
        let remote = server.url().absoluteString
        let words = [("你好", "ni hao"), ("内核", "nei he"), ("同步", "tong bu"), ("加密", "jia mi"), ("词库", "ci ku"), ("手机", "shou ji")]
        var random = SeededGenerator(seed: 65)
        for (index, (text, pinyin)) in words.enumerated() {
            #expect(try await runShurufa(["dict", "add", text, pinyin, "--user-dict", setup.store]).status == 0)
            // A sync killed after a random moment: before, during or after its merge and uploads.
            let delay = Double.random(in: 0.05...(0.3 + 0.1 * Double(index)), using: &random)
            _ = try await onOwnThread { () -> Int32 in
                let process = Process()
                process.executableURL = shurufaBinary()
                process.arguments = ["sync", "--user-dict", setup.store, "--remote", remote, "--user", "shurufa", "--password-file",
                                     setup.password, "--passphrase-file", setup.passphrase, "--vault-cost", "10"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                Thread.sleep(forTimeInterval: delay)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return process.terminationStatus
            }
        }
        let last = try await setup.sync(setup.store, remote: remote)
        #expect(last.status == 0, "\(last.stderr)")
        let other = try await setup.sync(setup.other, remote: remote)
        #expect(other.status == 0, "\(other.stderr)")
        let list = try await runShurufa(["dict", "list", "--user-dict", setup.other]).stdout
        for (text, _) in words { #expect(list.contains(text), "\(text) lost") }
    }

    @Test func secretFilesOthersMayReadAreRefusedWithTheChmodToRun() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let folder = setup.directory.appendingPathComponent("folder").path
        for (file, mode) in [(setup.passphrase, 0o644), (setup.passphrase, 0o640), (setup.password, 0o604)] {
            #expect(chmod(file, mode_t(mode)) == 0)
            let result = try await setup.sync(setup.store, remote: folder)
            #expect(result.status == 1 && result.stderr.contains("chmod 600 \(file)"), "\(String(mode, radix: 8)): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder), "synced with a secret others may read")
            #expect(chmod(file, 0o600) == 0)
        }
        #expect(try await setup.sync(setup.store, remote: folder).status == 0)
    }

    /// A stalled server must not hang the sync: each run ends on its own `--timeout` (the test's
    /// time limit catches a hang; how long a run takes on a loaded machine is not asserted).
    @Test(.timeLimit(.minutes(3))) func downStalledAndGarbageServersEndInTimeAndChangeNothing() async throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        #expect(try await runShurufa(["dict", "add", "内核", "nei he", "--user-dict", setup.store]).status == 0)
        let before = try await setup.contents(setup.store)
        let down = try LoopbackSocket.freePort()
        let stalled = try BadHTTPServer(.stall)
        let garbage = try BadHTTPServer(.garbage)
        let notWebDAV = try BadHTTPServer(.notWebDAV)
        let cases: [(String, Int, String)] = [
            ("down", down, "cannot connect"), ("stalled", stalled.port, "s"), ("garbage", garbage.port, ""),
            ("not WebDAV", notWebDAV.port, "not WebDAV"),
        ]
        for (name, port, message) in cases {
            let result = try await setup.sync(setup.store, remote: "http://127.0.0.1:\(port)/sync/", timeout: 3)
            #expect(result.status == 1, "\(name): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("sync: ") || result.stderr.contains("gave up"), "\(name): \(result.stderr)")
            #expect(message.isEmpty || result.stderr.contains(message), "\(name): \(result.stderr)")
            #expect(try await setup.contents(setup.store) == before, "\(name) changed the dictionary")
        }
        // http:// to another machine is refused before anything is sent.
        let plain = try await setup.sync(setup.store, remote: "http://example.invalid/sync/")
        #expect(plain.status != 0 && plain.stderr.contains("https"))
    }
}
