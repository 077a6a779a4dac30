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

    @Test func encodeStreamsAWAVToAnMP3() throws {
        defer { cleanUp() }
        let input = try speech()
        let result = try runShurufa(["voice", "encode", input, "-o", path("out.mp3"), "--vbr", "4", "--chunk", "500"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("real time"))
        #expect(contents == ["out.mp3", "speech.wav"])
        let mp3 = try Data(contentsOf: URL(fileURLWithPath: path("out.mp3")))
        #expect(mp3.count > 1_000 && mp3[0] == 0xFF)
    }

    @Test func recordPrintsTheSessionAndKeepsOnlyTheMP3() throws {
        defer { cleanUp() }
        let input = try speech()
        let result = try runShurufa(["voice", "record", "--from", input, "-o", path("note.mp3"), "--levels"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasSuffix("started") == true)
        #expect(lines.contains { $0.contains(" level ") })
        #expect(lines.last?.contains("finished") == true)
        #expect(contents == ["note.mp3", "speech.wav"])
    }

    @Test func shortHoldAndSlideUpLeaveNothing() throws {
        defer { cleanUp() }
        let input = try speech()
        let short = try runShurufa(["voice", "record", "--from", input, "--hold", "0.8", "-o", path("a.mp3")])
        #expect(short.status == 0)
        #expect(short.stdout.contains("too-short") && short.stdout.contains("录音时间太短"))
        let cancelled = try runShurufa(["voice", "record", "--from", input, "--hold", "2", "--slide-up-at", "1.5", "-o", path("b.mp3")])
        #expect(cancelled.stdout.contains("cancel-armed") && cancelled.stdout.contains("cancelled"))
        #expect(contents == ["speech.wav"])
    }

    /// Issue 16: `-o DIR` deleted DIR recursively, and `-o` equal to the input overwrote the input.
    @Test func anOutputThatIsADirectoryOrTheInputIsRefused() throws {
        defer { cleanUp() }
        let input = try speech()
        let directory = path("keep")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: directory + "/notes.txt"))
        let inputBytes = try Data(contentsOf: URL(fileURLWithPath: input))
        for command in [["voice", "encode", input, "-o", directory], ["voice", "record", "--from", input, "-o", directory],
                        ["voice", "encode", input, "-o", input], ["voice", "record", "--from", input, "-o", input]] {
            let result = try runShurufa(command)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.contains("refusing"), "\(command): \(result.stderr)")
        }
        #expect(try String(contentsOfFile: directory + "/notes.txt", encoding: .utf8) == "precious")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == inputBytes)
        #expect(contents == ["keep", "speech.wav"])
    }

    @Test func badInputIsAClearErrorNotACrash() throws {
        defer { cleanUp() }
        try Data("not audio".utf8).write(to: URL(fileURLWithPath: path("bad.wav")))
        let bad = try runShurufa(["voice", "encode", path("bad.wav"), "-o", path("x.mp3")])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("not a readable WAV file"))
        #expect(try runShurufa(["voice", "encode", path("bad.wav")]).status == 64, "missing -o")
        #expect(try runShurufa(["voice", "record", "--from", path("bad.wav"), "--hold", "soon"]).stderr.contains("--hold must be"))
        #expect(try runShurufa(["voice", "frobnicate"]).status == 64)
        #expect(try runShurufa(["voice"]).stdout.contains("USAGE: shurufa voice <subcommand>"))
        #expect(contents == ["bad.wav"])
    }
}
