import Foundation
@testable import VoiceNote

/// A fresh folder per test, removed by `remove()`; `contents` is what a test checks after every path.
struct TemporaryFolder {
    let url: URL

    init(_ label: String = #function) throws {
        let name = "shurufa-voice-\(label.filter(\.isLetter).prefix(40))-\(UUID().uuidString.prefix(8))"
        url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// File names in the folder, sorted.
    var contents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

enum ToolError: Error, CustomStringConvertible {
    case missing(String)
    case failed(String, Int32, String)
    var description: String {
        switch self {
        case .missing(let tool): "\(tool) is not installed (CI installs it: see .ci/run)"
        case .failed(let tool, let status, let stderr): "\(tool) exited with \(status): \(stderr)"
        }
    }
}

/// Runs a Debian tool (espeak-ng, sox, lame) with a time limit.
@discardableResult
func runTool(_ tool: String, _ arguments: [String], timeout: TimeInterval = 60) throws -> String {
    guard let path = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map({ $0 + tool }).first(where: FileManager.default.isExecutableFile) else {
        throw ToolError.missing(tool)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard process.terminationStatus == 0 else { throw ToolError.failed(tool, process.terminationStatus, stderr) }
    return stderr
}

/// Real speech made once per machine with espeak-ng (and sox for the long one), cached in /tmp.
enum SpeechFixtures {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shurufa-voice-fixtures-v1")
    static let lock = NSLock()

    /// About 5 s of Mandarin speech, 22 050 Hz mono.
    static func speech() throws -> URL {
        try cached("speech.wav") { out in
            try runTool("espeak-ng", ["-v", "cmn", "-s", "150", "-w", out.path,
                                      "你好，这是一条语音消息。我们正在测试按住说话的录音功能，请稍后回复。"])
        }
    }

    /// Exactly 61 s: the speech repeated, at 22 050 Hz mono.
    static func long61() throws -> URL {
        let speech = try speech()
        return try cached("speech-61s.wav") { out in
            try runTool("sox", [speech.path, out.path, "repeat", "20", "trim", "0", "61"])
        }
    }

    /// The speech resampled to 44.1 kHz stereo (sox), for the stereo path.
    static func stereo44k() throws -> URL {
        let speech = try speech()
        return try cached("speech-44k-stereo.wav") { out in
            try runTool("sox", [speech.path, "-r", "44100", "-c", "2", out.path])
        }
    }

    private static func cached(_ name: String, make: (URL) throws -> Void) throws -> URL {
        try lock.withLock {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { return url }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let partial = folder.appendingPathComponent("\(name).\(getpid()).partial.wav")
            try make(partial)
            try FileManager.default.moveItem(at: partial, to: url)
            return url
        }
    }
}

/// Decodes an MP3 with `lame --decode` into `folder` and returns the WAV's duration in seconds and the decoded source.
func decodedDuration(of mp3: URL, in folder: TemporaryFolder) throws -> (seconds: Double, wav: URL) {
    let wav = folder.file("decoded-\(UUID().uuidString.prefix(6)).wav")
    try runTool("lame", ["--quiet", "--decode", mp3.path, wav.path])
    let source = try WAVFileSource(url: wav)
    return (source.duration, wav)
}

/// RMS of a whole WAV file in dBFS (read chunk by chunk).
func rmsLevel(of url: URL) throws -> Double {
    let source = try WAVFileSource(url: url)
    var sum = 0.0, count = 0
    while let chunk = try source.read(maxFrames: 8_192) {
        for sample in chunk.samples { sum += Double(sample) * Double(sample) }
        count += chunk.samples.count
    }
    return 20 * log10(max(1e-9, (sum / Double(max(1, count))).squareRoot() / 32_768))
}

/// A sine wave chunk: `seconds` at `frequency` Hz and `amplitude` (0…1 of full scale).
func sineChunk(seconds: Double, frequency: Double = 440, amplitude: Double = 0.5, format: PCMFormat = .speech, startFrame: Int = 0) -> PCMChunk {
    let frames = format.frames(in: seconds)
    var samples: [Int16] = []
    samples.reserveCapacity(frames * format.channels)
    for frame in 0..<frames {
        let value = amplitude * sin(2 * .pi * frequency * Double(frame + startFrame) / Double(format.sampleRate))
        let sample = Int16((value * 32_767).rounded())
        for _ in 0..<format.channels { samples.append(sample) }
    }
    return try! PCMChunk(samples: samples, format: format)
}

/// A source that returns pre-made chunks, then optionally throws.
struct ScriptedSource: AudioSource {
    var format: PCMFormat
    var chunks: [PCMChunk]
    var failure: (any Error)?

    mutating func read(maxFrames: Int) throws -> PCMChunk? {
        guard !chunks.isEmpty else {
            if let failure { throw failure }
            return nil
        }
        let chunk = chunks[0]
        if chunk.frameCount <= maxFrames {
            chunks.removeFirst()
            return chunk
        }
        chunks[0] = try PCMChunk(samples: Array(chunk.samples.dropFirst(maxFrames * format.channels)), format: format)
        return chunk.prefix(frames: maxFrames)
    }
}
