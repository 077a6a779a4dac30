import Foundation
import Testing
import ShurufaTestSupport

/// Saved phrases and clipboard items under processes that die or write at once, as the user
/// dictionary's words are tested (DictCrashTests): every acknowledged write survives a SIGKILL
/// in the middle of 400 writes (10 runs; scripts/hardening/crash_and_writers.py runs the release
/// build 20 times against 1,000), two writers lose nothing, and a corrupt or foreign
/// file is handled as the dictionary's.
@Suite(.serialized) struct PanelCrashTests {
    func temporaryFile() throws -> URL { try AcknowledgedWrites.temporaryFile("shurufa-panels") }

    /// Starts `shurufa COMMAND add` on `lines`; returns the process and its stdout.
    func start(_ command: String, file: URL, lines: [String], extra: [String] = []) throws -> (Process, FileHandle) {
        try AcknowledgedWrites.start([command, "add", "--user-dict", file.path] + extra, lines: lines)
    }

    func acknowledgements(_ handle: FileHandle, until count: Int) -> [String] {
        AcknowledgedWrites.acknowledgements(handle, until: count)
    }

    /// The texts `shurufa COMMAND list` prints (the text is the last field of phrases' second).
    func listed(_ command: String, _ file: URL) async throws -> (texts: Set<String>, stderr: String) {
        let list = try await runShurufa([command, "list", "--user-dict", file.path] + (command == "clipboard" ? ["--max-items", "100000"] : []))
        #expect(list.status == 0, "\(list.stderr)")
        let texts = list.stdout.split(separator: "\n").map { line -> String in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return String(command == "phrases" ? fields[1] : fields[3])
        }
        return (Set(texts), list.stderr)
    }

    @Test func everyAcknowledgedPhraseAndClipboardItemSurvivesSIGKILL() async throws {
        let folder = try temporaryFile().deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Phrases go to a file per round (a store keeps at most `QuickPhraseRules.maximumPhrases`);
        // clipboard items pile up in one file.
        let clipFile = folder.appendingPathComponent("clips.sqlite")
        var phraseFiles: [(URL, [String])] = [], clips: Set<String> = []
        // 10 runs of 400 writes, alternating phrases and clipboard items, killed at points spread over the run.
        let killPoints = [37, 212, 5, 340, 99, 399, 1, 150, 260, 12]
        for (round, killAfter) in killPoints.enumerated() {
            let command = round.isMultiple(of: 2) ? "phrases" : "clipboard"
            let file = command == "phrases" ? folder.appendingPathComponent("phrases-\(round).sqlite") : clipFile
            let lines = (0..<400).map { index in
                command == "phrases" ? "短语 \(round)-\(index)\tc\(String(UnicodeScalar(UInt8(97 + index % 26))))\t组\(index % 3)" : "复制 \(round)-\(index)"
            }
            let extra = command == "clipboard" ? ["--max-items", "100000"] : []
            let acknowledged = try await onOwnThread { [self] in
                let (process, output) = try start(command, file: file, lines: lines, extra: extra)
                let acknowledged = acknowledgements(output, until: killAfter)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return acknowledged
            }
            #expect(acknowledged.count >= killAfter, "round \(round) ended early")
            if command == "phrases" { phraseFiles.append((file, acknowledged)) } else { clips.formUnion(acknowledged) }
        }
        for (file, phrases) in phraseFiles {
            let (listedPhrases, phraseErrors) = try await listed("phrases", file)
            #expect(!phraseErrors.contains("could not be read"), "the file must open cleanly: \(phraseErrors)")
            #expect(Set(phrases).subtracting(listedPhrases).isEmpty, "lost \(Set(phrases).subtracting(listedPhrases).count) acknowledged phrases")
        }
        let (listedClips, _) = try await listed("clipboard", clipFile)
        #expect(clips.subtracting(listedClips).isEmpty, "lost \(clips.subtracting(listedClips).count) acknowledged clipboard items")
        // Every run wrote at least its kill point's number of distinct items.
        let least = { (parity: Int) in killPoints.enumerated().filter { $0.offset % 2 == parity }.map(\.element).reduce(0, +) }
        #expect(phraseFiles.reduce(0) { $0 + Set($1.1).count } >= least(0) && clips.count >= least(1))
    }

    @Test func twoWritersAtOnceLoseNothing() async throws {
        let file = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        for command in ["phrases", "clipboard"] {
            let first = (0..<300).map { "甲 \(command) \($0)" }
            let second = (0..<300).map { "乙 \(command) \($0)" }
            let extra = command == "clipboard" ? ["--max-items", "100000"] : []
            let (ackA, ackB, statuses) = try await onOwnThread { [self] in
                let (a, outputA) = try start(command, file: file, lines: first, extra: extra)
                let (b, outputB) = try start(command, file: file, lines: second, extra: extra)
                let ackA = acknowledgements(outputA, until: .max)
                let ackB = acknowledgements(outputB, until: .max)
                a.waitUntilExit()
                b.waitUntilExit()
                return (ackA, ackB, [a.terminationStatus, b.terminationStatus])
            }
            #expect(statuses == [0, 0])
            #expect(ackA.count == 300 && ackB.count == 300)
            let (texts, _) = try await listed(command, file)
            #expect(Set(first + second).subtracting(texts).isEmpty, "\(command): lost \(Set(first + second).subtracting(texts).count)")
        }
        // The defaults were added once, though two processes opened a fresh file at once.
        let (phrases, _) = try await listed("phrases", file)
        #expect(phrases.filter { $0 == "在开会，稍后回复" }.count == 1)
        let list = try await runShurufa(["phrases", "list", "--user-dict", file.path])
        #expect(list.stdout.components(separatedBy: "在开会，稍后回复").count == 2)
    }

    @Test func aCorruptOrForeignFileIsHandledLikeTheDictionarys() async throws {
        let file = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        // A text file at the path: a clear error, the file untouched.
        let notes = Data("my notes\n".utf8)
        try notes.write(to: file)
        for command in ["phrases", "clipboard"] {
            let result = try await runShurufa([command, "list", "--user-dict", file.path])
            #expect(result.status != 0)
            #expect(result.stderr.contains("not an SQLite database"))
            #expect(try Data(contentsOf: file) == notes)
        }
        // A real store of ours, corrupted in the middle: kept aside, named in the message, a fresh one started.
        try FileManager.default.removeItem(at: file)
        let lines = (0..<400).map { "一段很长的常用语，用来填满好几页数据库 \($0) " + String(repeating: "字", count: 40) }
        let add = try await runShurufa(["phrases", "add", "--user-dict", file.path], stdin: lines.joined(separator: "\n") + "\n")
        #expect(add.status == 0)
        var bytes = try Data(contentsOf: file)
        guard bytes.count > 4 * 4096 else {
            Issue.record("the store is smaller than expected: \(bytes.count) bytes")
            return
        }
        bytes.replaceSubrange((2 * 4096)..<(3 * 4096), with: Data(repeating: 0xA5, count: 4096))
        try bytes.write(to: file)
        try? FileManager.default.removeItem(atPath: file.path + "-wal")
        try? FileManager.default.removeItem(atPath: file.path + "-shm")
        // A reading command opens read-only and changes nothing: it says so; the next writing one keeps the file aside.
        let listed = try await runShurufa(["clipboard", "list", "--user-dict", file.path])
        #expect(!listed.stderr.contains(".bad-"), "\(listed.stderr)")
        let result = try await runShurufa(["clipboard", "add", "新", "--user-dict", file.path])
        #expect(result.stderr.contains("could not be read") && result.stderr.contains(".bad-"), "\(result.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).filter { $0.contains(".bad-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(kept.count == 1)
    }
}
