import Foundation

/// What the crash tests of the user dictionary's file share (`DictCrashTests`, `PanelCrashTests`):
/// a fresh file to write, a writer started on lines of stdin, and the `ok …` lines it acknowledges.
enum AcknowledgedWrites {
    /// A fresh `user.sqlite` path in a folder of its own named after `prefix`.
    static func temporaryFile(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("user.sqlite")
    }

    /// Starts `shurufa ARGUMENTS` with `lines` on its stdin; returns the process and its stdout.
    static func start(_ arguments: [String], lines: [String]) throws -> (Process, FileHandle) {
        let process = Process()
        process.executableURL = shurufaBinary()
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        return (process, output.fileHandleForReading)
    }

    /// Reads `ok …` acknowledgements until `count` have arrived (or the stream ends).
    static func acknowledgements(_ handle: FileHandle, until count: Int) -> [String] {
        var buffer = Data()
        var lines: [String] = []
        while lines.count < count {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.hasPrefix("ok ") { lines.append(String(line.dropFirst(3))) }
            }
        }
        return lines
    }
}
