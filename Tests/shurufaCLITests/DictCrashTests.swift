import Foundation
import Testing
import ShurufaTestSupport

/// The user dictionary under processes that die or write at once: every write that was
/// acknowledged survives a SIGKILL, and two writers lose nothing.
@Suite(.serialized) struct DictCrashTests {
    func temporaryFile() throws -> URL { try AcknowledgedWrites.temporaryFile("shurufa-dict") }

    /// Starts `shurufa dict ACTION` on `lines`; returns the process and its stdout.
    func start(_ action: String, file: URL, lines: [String]) throws -> (Process, FileHandle) {
        try AcknowledgedWrites.start(["dict", action, "--user-dict", file.path], lines: lines)
    }

    func acknowledgements(_ handle: FileHandle, until count: Int) -> [String] {
        AcknowledgedWrites.acknowledgements(handle, until: count)
    }

    @Test func everyAcknowledgedWriteSurvivesSIGKILL() async throws {
        let file = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        var added: Set<String> = []
        var learned: [String: Int] = [:]
        // Kill points spread over the run; each round writes 1,000 words or learning commits.
        for (round, killAfter) in [37, 412, 853, 5, 640, 199].enumerated() {
            let action = round.isMultiple(of: 2) ? "add" : "learn"
            // Distinct Han words, one syllable per character (a user word's rule).
            let lines = (0..<1000).map {
                "词\(han(round * 1000 + $0))\(round.isMultiple(of: 3) ? "语" : "")\tci yi\(round.isMultiple(of: 3) ? " yu" : "")"
            }
            let acknowledged = try await onOwnThread { [self] in
                let (process, output) = try start(action, file: file, lines: lines)
                let acknowledged = acknowledgements(output, until: killAfter)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return acknowledged
            }
            // The kill comes once `killAfter` acknowledgements have been read; the last read may hold a few more,
            // and each of those was acknowledged too.
            #expect(acknowledged.count >= killAfter, "round \(round) ended early")
            if action == "add" {
                added.formUnion(acknowledged)
            } else {
                for word in acknowledged { learned[word, default: 0] += 1 }
            }
        }
        let list = try await runShurufa(["dict", "list", "--user-dict", file.path])
        #expect(list.status == 0)
        #expect(!list.stderr.contains("could not be read"), "the file must open cleanly: \(list.stderr)")
        let listed = Set(list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
        #expect(added.subtracting(listed).isEmpty, "lost \(added.subtracting(listed).count) acknowledged additions")
        let counts = try await runShurufa(["dict", "learned", "--user-dict", file.path])
        var found: [String: Double] = [:]
        for line in counts.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            found[String(fields[0])] = Double(fields[2])
        }
        for (word, count) in learned {
            #expect((found[word] ?? 0) >= Double(count) * 0.99, "learned \(word) lost")
        }
        #expect(!added.isEmpty && !learned.isEmpty)
    }

    @Test func twoProcessesWritingAtOnceLoseNothing() async throws {
        let file = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let first = (0..<300).map { "甲\(han($0))\tjia yi" }
        let second = (0..<300).map { "乙\(han($0))\tyi yi" }
        let (ackA, ackB, statuses) = try await onOwnThread { [self] in
            let (a, outputA) = try start("add", file: file, lines: first)
            let (b, outputB) = try start("add", file: file, lines: second)
            let ackA = acknowledgements(outputA, until: .max)
            let ackB = acknowledgements(outputB, until: .max)
            a.waitUntilExit()
            b.waitUntilExit()
            return (ackA, ackB, [a.terminationStatus, b.terminationStatus])
        }
        #expect(statuses == [0, 0])
        #expect(ackA.count == 300 && ackB.count == 300)
        let list = try await runShurufa(["dict", "list", "--user-dict", file.path])
        let listed = Set(list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
        #expect(listed == Set((0..<300).map { "甲\(han($0))" } + (0..<300).map { "乙\(han($0))" }))
    }

    /// The `index`th CJK unified ideograph: distinct Han characters for distinct test words.
    func han(_ index: Int) -> Character { Character(Unicode.Scalar(0x4E00 + index)!) }
}
