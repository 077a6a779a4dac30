import Foundation
import ShurufaTestSupport

/// Runs the built `shurufa` binary with arguments and stdin; returns (status, stdout, stderr). The
/// process is waited for on a thread of its own (`onOwnThread`), never on one of the test run's few
/// cooperative threads.
/// `launcher` runs it through another program first (`setpriv --reuid=…` to run it as another user);
/// `binary` is another copy of it (`ReachableShurufa`).
func runShurufa(_ arguments: [String], stdin: String = "", as launcher: [String] = [],
                binary: URL = shurufaBinary()) async throws -> (status: Int32, stdout: String, stderr: String) {
    try await onOwnThread { try runShurufaBlocking(arguments, stdin: stdin, launcher: launcher, binary: binary) }
}

private func runShurufaBlocking(_ arguments: [String], stdin: String, launcher: [String],
                                binary: URL) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    if let program = launcher.first {
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(launcher.dropFirst()) + [binary.path] + arguments
    } else {
        process.executableURL = binary
        process.arguments = arguments
    }
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// The `shurufa` executable beside the test bundle in the build folder, or the one
/// `SHURUFA_TEST_BINARY` names (to run these tests against another build, e.g. an older commit's,
/// and see which of them fail there).
func shurufaBinary() -> URL {
    if let path = ProcessInfo.processInfo.environment["SHURUFA_TEST_BINARY"], !path.isEmpty {
        return URL(fileURLWithPath: path)
    }
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = url.appendingPathComponent("shurufa")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        url = url.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL.appendingPathComponent("shurufa")
}

/// The bundled engine data folder of the built binary.
func bundledDataDirectory() -> String? {
    let folder = shurufaBinary().deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasSuffix(".resources") && name.contains("ChineseEngine") {
        let data = folder.appendingPathComponent(name).appendingPathComponent("Data").path
        if FileManager.default.fileExists(atPath: data + "/lexicon.bin") { return data }
    }
    return nil
}

/// A run's output lines (the last newline ends the last), each split at its TABs.
func tabbedLines(_ stdout: String) -> [[Substring]] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.split(separator: "\t") }
}
