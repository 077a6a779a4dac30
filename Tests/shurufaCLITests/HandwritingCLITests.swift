import Foundation
import Handwriting
import Testing

@Suite struct HandwritingCLITests {
    /// A JSON line of strokes, each a straight line through 12 points.
    private func line(_ strokes: [((Double, Double), (Double, Double))], context: String? = nil) -> String {
        let points = strokes.map { a, b in
            (0..<12).map { k -> String in
                let t = Double(k) / 11
                return "[\(Int(a.0 + (b.0 - a.0) * t)),\(Int(a.1 + (b.1 - a.1) * t))]"
            }.joined(separator: ",")
        }
        let context = context.map { ",\"context\":\"\($0)\"" } ?? ""
        return "{\"char\":\"?\",\"strokes\":[" + points.map { "[\($0)]" }.joined(separator: ",") + "]\(context)}"
    }

    private var one: String { line([((40, 150), (260, 150))]) }
    private var ten: String { line([((40, 140), (260, 140)), ((150, 30), (150, 280))]) }

    @Test func eachLineGetsOneLineOfCandidatesAndATiming() async throws {
        let timings = FileManager.default.temporaryDirectory.appendingPathComponent("hw-times-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: timings) }
        let input = [one, "not json", "{\"strokes\":[]}", ten].joined(separator: "\n") + "\n"
        let result = try await runShurufa(["handwriting", "--timings", timings], stdin: input)
        #expect(result.status == 1, "bad lines fail the run: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        #expect(lines[0].split(separator: "\t").count == 10)
        #expect(lines[0].split(separator: "\t").first == "一")
        #expect(lines[1].isEmpty && lines[2].isEmpty, "bad or empty samples: an empty line")
        #expect(lines[3].split(separator: "\t").prefix(3).contains("十"))
        #expect(result.stderr.contains("line 2") && result.stderr.contains("line 3: no strokes"), "\(result.stderr)")
        let times = try String(contentsOfFile: timings, encoding: .utf8).split(separator: "\n")
        #expect(times.count == 4 && times.allSatisfy { Double($0) != nil })
    }

    @Test func timingsFilesFollowTheOutputPathPolicy() async throws {
        let existing = FileManager.default.temporaryDirectory.appendingPathComponent("hw-existing-\(UUID().uuidString)").path
        let link = existing + "-link"
        defer {
            try? FileManager.default.removeItem(atPath: existing)
            try? FileManager.default.removeItem(atPath: link)
        }
        try Data("keep".utf8).write(to: URL(fileURLWithPath: existing))
        for option in ["--timings", "--cpu-timings"] {
            let unforced = try await runShurufa(["handwriting", option, existing], stdin: one + "\n")
            #expect(unforced.status != 0 && unforced.stderr.contains("--force"), "\(option): \(unforced.stderr)")
            #expect(unforced.stdout.isEmpty, "refused before any work")
            #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep")
        }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: existing)
        let throughLink = try await runShurufa(["handwriting", "--force", "--cpu-timings", link], stdin: one + "\n")
        #expect(throughLink.status != 0, "no writing through a link")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep")
        let forced = try await runShurufa(["handwriting", "--force", "--timings", existing], stdin: one + "\n")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: existing, encoding: .utf8).split(separator: "\n").count == 1)
    }

    @Test func aPhraseLineGetsPhraseReadingsAndRunawayPhrasesAreRefused() async throws {
        // 十 then 一 side by side on a 600 x 300 canvas, written without a pause.
        let strokes = line([((40, 140), (260, 140)), ((150, 30), (150, 280)), ((340, 150), (560, 150))])
        let phrase = strokes.replacingOccurrences(of: "{\"char\":\"?\",", with: "{\"canvas\":[600,300],")
        let many = "{\"strokes\":[" + Array(repeating: "[[10,10],[20,20]]", count: 10_000).joined(separator: ",") + "]}"
        let timings = FileManager.default.temporaryDirectory.appendingPathComponent("hw-phrase-\(UUID().uuidString)").path
        let cpuTimings = timings + "-cpu"
        defer {
            try? FileManager.default.removeItem(atPath: timings)
            try? FileManager.default.removeItem(atPath: cpuTimings)
        }
        let result = try await runShurufa(["handwriting", "--phrase", "--timings", timings, "--cpu-timings", cpuTimings],
                                          stdin: [phrase, many].joined(separator: "\n") + "\n")
        #expect(result.status == 1, "the refused phrase fails the run: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2)
        let readings = lines[0].split(separator: "\t")
        #expect(readings.count > 1 && readings.count <= 10)
        #expect(readings.first?.count == 2 && readings.first?.first == "十", "\(readings)")
        #expect(lines[1].isEmpty)
        #expect(result.stderr.contains("line 2") && result.stderr.contains("10000 strokes"), "\(result.stderr)")
        let times = try String(contentsOfFile: timings, encoding: .utf8).split(separator: "\n")
        #expect(times.count == 2 && times.allSatisfy { Double($0) != nil })
        // CPU time per line beside the wall time: the phrase read costs some, the refused one none.
        let cpu = try String(contentsOfFile: cpuTimings, encoding: .utf8).split(separator: "\n").compactMap { Double($0) }
        #expect(cpu.count == 2 && cpu[0] > 0 && cpu[1] == 0, "\(cpu)")
    }

    @Test func aLineContextOverridesTheOptionAndRanksWithTheLanguageModel() async throws {
        // A model of two characters whose prototypes are the same writing: only context tells them apart.
        let features = DirectionFeatures()
        let writing = Ink(strokes: [InkStroke((0..<12).map { InkPoint(x: 40 + 20 * Double($0), y: 150) })])
        let prototype = features.features(of: try writing.cleanedStrokes())!
        var projection = [Float](repeating: 0, count: features.count * features.count)
        for i in 0..<features.count { projection[i * features.count + i] = 1 }
        let parts = HandwritingModel.Parts(characters: ["奴", "们"], mean: [Float](repeating: 0, count: features.count),
                                           projection: projection, prototypes: prototype + prototype)
        let model = FileManager.default.temporaryDirectory.appendingPathComponent("hw-model-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: model) }
        try Data(parts.encoded()).write(to: URL(fileURLWithPath: model))
        let input = [one, line([((40, 150), (260, 150))], context: "你")].joined(separator: "\n") + "\n"
        let plain = try await runShurufa(["handwriting", "--model", model], stdin: input)
        #expect(plain.stdout == "奴\t们\n们\t奴\n", "\(plain.stderr)")
        let option = try await runShurufa(["handwriting", "--model", model, "--context", "你"], stdin: one + "\n")
        #expect(option.stdout == "们\t奴\n")
        let ignored = try await runShurufa(["handwriting", "--model", model, "--ignore-context"], stdin: input)
        #expect(ignored.stdout == "奴\t们\n奴\t们\n")
        let traditional = try await runShurufa(["handwriting", "--model", model, "--context", "你", "--script", "traditional", "-k", "1"],
                                               stdin: one + "\n")
        #expect(traditional.stdout == "們\n")
        let bad = try await runShurufa(["handwriting", "--model", "/nonexistent.bin"], stdin: one + "\n")
        #expect(bad.status != 0 && bad.stderr.contains("handwriting model"))
    }
}
