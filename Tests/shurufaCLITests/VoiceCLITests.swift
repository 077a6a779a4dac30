import Foundation
import Testing

/// `shurufa voice` end to end, on speech made by espeak-ng in a folder of its own.
@Suite struct VoiceCLITests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-voice-cli-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    func speech() throws -> String {
        let espeak = Process()
        espeak.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        espeak.arguments = ["-v", "cmn", "-w", path("speech.wav"), "你好，这是命令行的录音测试。"]
        try espeak.run()
        espeak.waitUntilExit()
        try #require(espeak.terminationStatus == 0, "espeak-ng is needed (CI installs it)")
        return path("speech.wav")
    }

    @Test func encodeStreamsAWAVToAnMP3() async throws {
        defer { cleanUp() }
        let input = try speech()
        let result = try await runShurufa(["voice", "encode", input, "-o", path("out.mp3"), "--vbr", "4", "--chunk", "500"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("real time"))
        #expect(contents == ["out.mp3", "speech.wav"])
        let mp3 = try Data(contentsOf: URL(fileURLWithPath: path("out.mp3")))
        #expect(mp3.count > 1_000 && mp3[0] == 0xFF)
    }

    @Test func anOutputThatIsADirectoryIsRefusedAndLeftIntact() async throws {
        defer { cleanUp() }
        let input = try speech()
        let directory = path("notes")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: directory + "/precious.txt"))
        for arguments in [["voice", "encode", input, "-o", directory], ["voice", "record", "--from", input, "--hold", "2", "-o", directory]] {
            let result = try await runShurufa(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains("directory"), "\(result.stderr)")
            #expect(try String(contentsOfFile: directory + "/precious.txt", encoding: .utf8) == "keep me")
        }
        #expect(contents == ["notes", "speech.wav"])
    }

    @Test func anOutputThatIsTheInputIsRefusedAndTheInputKept() async throws {
        defer { cleanUp() }
        let input = try speech()
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let result = try await runShurufa(["voice", "encode", input, "-o", input])
        #expect(result.status != 0)
        #expect(result.stderr.contains("input"), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
        #expect(contents == ["speech.wav"])
    }

    @Test func sigtermWhileEncodingLeavesNoPartialFile() async throws {
        defer { cleanUp() }
        // Ten minutes of 48 kHz stereo silence: long enough that the encoder is still running
        // when the partial file appears and the signal is sent.
        let wav = path("long.wav")
        let frames = 48_000 * 600
        var header = Data("RIFF".utf8)
        func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
        func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
        // One part per statement: a single long `+` chain timed out the type checker on a loaded machine.
        let parts: [Data] = [
            le32(36 + frames * 4), Data("WAVEfmt ".utf8), le32(16), le16(1), le16(2), le32(48_000),
            le32(48_000 * 4), le16(4), le16(16), Data("data".utf8), le32(frames * 4),
        ]
        for part in parts { header.append(part) }
        _ = FileManager.default.createFile(atPath: wav, contents: header + Data(count: frames * 4))
        let process = Process()
        process.executableURL = shurufaBinary()
        process.arguments = ["voice", "encode", wav, "-o", path("out.mp3")]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var waited = 0
        while !FileManager.default.fileExists(atPath: path("out.mp3.partial")), process.isRunning, waited < 2_000 {
            usleep(5_000)
            waited += 1
        }
        try #require(process.isRunning, "the encoder finished before the signal could be sent")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)
        #expect(contents == ["long.wav"])
    }

    @Test func recordPrintsTheSessionAndKeepsOnlyTheMP3() async throws {
        defer { cleanUp() }
        let input = try speech()
        let result = try await runShurufa(["voice", "record", "--from", input, "-o", path("note.mp3"), "--levels"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasSuffix("started") == true)
        #expect(lines.contains { $0.contains(" level ") })
        #expect(lines.last?.contains("finished") == true)
        #expect(contents == ["note.mp3", "speech.wav"])
    }

    @Test func shortHoldAndSlideUpLeaveNothing() async throws {
        defer { cleanUp() }
        let input = try speech()
        let short = try await runShurufa(["voice", "record", "--from", input, "--hold", "0.8", "-o", path("a.mp3")])
        #expect(short.status == 0)
        #expect(short.stdout.contains("too-short") && short.stdout.contains("录音时间太短"))
        let cancelled = try await runShurufa(["voice", "record", "--from", input, "--hold", "2", "--slide-up-at", "1.5", "-o", path("b.mp3")])
        #expect(cancelled.stdout.contains("cancel-armed") && cancelled.stdout.contains("cancelled"))
        #expect(contents == ["speech.wav"])
    }

    @Test func badInputIsAClearErrorNotACrash() async throws {
        defer { cleanUp() }
        try Data("not audio".utf8).write(to: URL(fileURLWithPath: path("bad.wav")))
        let bad = try await runShurufa(["voice", "encode", path("bad.wav"), "-o", path("x.mp3")])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("not a readable WAV file"))
        #expect(try await runShurufa(["voice", "encode", path("bad.wav")]).status == 64, "missing -o")
        #expect(try await runShurufa(["voice", "record", "--from", path("bad.wav"), "--hold", "soon"]).stderr.contains("--hold must be"))
        #expect(try await runShurufa(["voice", "frobnicate"]).status == 64)
        #expect(try await runShurufa(["voice"]).stdout.contains("USAGE: shurufa voice <subcommand>"))
        #expect(contents == ["bad.wav"])
    }
}
