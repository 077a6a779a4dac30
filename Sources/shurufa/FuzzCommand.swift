import ArgumentParser
import Foundation
import KeyboardFuzzing

/// `shurufa fuzz`: fuzzers of the whole keyboard.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz", abstract: "Fuzzers that drive the whole keyboard as a person does.", subcommands: [Keyboard.self])

    /// `shurufa fuzz keyboard --seed S --actions N --sessions K [--time-limit-ms T] [--record DIR] [--replay FILE|NAME | --input FILE] [--trace]`.
    struct Keyboard: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Random actions (keys, picks, forms, settings, word-list imports, 联想) through the real keyboard, checked after each.",
            discussion: """
                Each session is a keyboard of its own (its own user dictionary in a temporary folder) on a thread of its own; \
                after every action the field must hold what the keyboard's edits make, every candidate must be real text in \
                its form's script, a pick must type what was picked, and the action must answer within --time-limit-ms. \
                A failure prints the session's seed and writes its actions to DIR (or the temporary folder) as session-N.jsonl \
                (one action a line), which --replay applies again; with --record every session's actions are written as they \
                run, so a trap leaves them behind. Exit status: 0 nothing found, 1 a failure, 70 a hang.
                """)

        @Option(help: "The run's seed (each session's own is drawn from it).") var seed: UInt64 = 1
        @Option(help: "Actions per session.") var actions = 10_000
        @Option(help: "Sessions at once, one thread each.") var sessions = 2
        @Option(name: .customLong("time-limit-ms"), help: "Milliseconds one action may take; a hang is called at 3× (and at least 5 s more).")
        var timeLimit = 2_000
        @Option(help: "A folder where each session's actions are written as they run (session-N.jsonl).") var record: String?
        @Option(help: "A recorded sequence (one JSON action a line) to apply instead of a random run, or a known one: \(FuzzReplays.named.keys.sorted().joined(separator: ", ")).")
        var replay: String?
        @Option(help: "A libFuzzer input of the keyboard-session target (a crash file it wrote) to apply as that target does.")
        var input: String?

        @Flag(help: "With --replay or --input: print each action, then the form, the field, the marked text and the bar's first candidates.")
        var trace = false

        /// The form, the field, the marked text and the bar's first candidates, on one line.
        static func printKeyboard(_ session: FuzzSession) {
            let controller = session.controller
            print("  \(controller.inputForm.name) field \(session.fieldText.debugDescription) marked \(controller.renderState.markedText.debugDescription) bar \(controller.barTexts.prefix(6))")
        }

        func validate() throws {
            guard actions > 0, sessions > 0, sessions <= 64 else { throw UsageError("--actions must be above 0 and --sessions 1 to 64") }
            guard replay == nil || input == nil else { throw UsageError("--replay and --input are one or the other") }
            guard timeLimit > 0 else { throw UsageError("--time-limit-ms must be above 0") }
        }

        func run() throws {
            let keyboards = try FuzzKeyboards()
            let limit = Double(timeLimit) / 1000
            if let input {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: input)))
                var slowest = "-"
                let (actions, failure) = FuzzInput.run(bytes, keyboards: keyboards, timeLimit: limit) { number, action, session in
                    if let (action, seconds) = session.slowest { slowest = String(format: "%.1f ms (%@)", seconds * 1000, "\(action)") }
                    guard trace else { return }
                    print("\(number) \(action)")
                    Self.printKeyboard(session)
                }
                if let failure, trace, let last = actions.last { print("\(actions.count) \(last) failed: \(failure)") }
                print("applied \(actions.count) actions: \(failure.map { "\($0)" } ?? "no failure"); slowest action \(slowest)")
                if let record, failure != nil {
                    let url = URL(fileURLWithPath: record).appendingPathComponent("input-actions.jsonl")
                    try FuzzSequenceFile.data(of: actions).write(to: url)
                    print("  its actions: \(url.path) (shurufa fuzz keyboard --replay \(url.path))")
                }
                if failure != nil { throw ExitCode.failure }
                return
            }
            if let replay {
                let sequence = try FuzzReplays.named[replay] ?? FuzzSequenceFile.actions(in: Data(contentsOf: URL(fileURLWithPath: replay)))
                let (applied, failure) = FuzzInput.apply(sequence, keyboards: keyboards, timeLimit: limit) { number, action, session in
                    guard trace else { return }
                    print("\(number) \(action)")
                    Self.printKeyboard(session)
                }
                if let failure, trace, let last = applied.last { print("\(applied.count) \(last) failed: \(failure)") }
                print("replayed \(applied.count) of \(sequence.count) actions: \(failure.map { "\($0)" } ?? "no failure")")
                if failure != nil { throw ExitCode.failure }
                return
            }
            let folder = record.map { URL(fileURLWithPath: $0, isDirectory: true) }
            if let folder { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let options = FuzzRunOptions(seed: seed, actions: actions, sessions: sessions, timeLimit: limit, recordFolder: folder)
            let report = FuzzRunner.run(options, keyboards: keyboards)
            let slowest = report.slowest.map { String(format: "%.1f ms (session %d: %@)", $0.seconds * 1000, $0.session, "\($0.action)") } ?? "-"
            print(String(format: "seed %llu: %d actions in %d sessions, %.1f s, %.0f actions/s, %d failures; slowest action %@",
                         seed, report.actions, sessions, report.seconds, report.actionsPerSecond, report.failures.count, slowest))
            for failure in report.failures {
                let url = (folder ?? FileManager.default.temporaryDirectory).appendingPathComponent("failure-seed\(seed)-session-\(failure.session).jsonl")
                try FuzzSequenceFile.data(of: failure.actions).write(to: url)
                print("session \(failure.session) (seed \(failure.seed)), action \(failure.actions.count) \(failure.actions.last.map { "\($0)" } ?? ""): \(failure.failure)")
                print("  its \(failure.actions.count) actions: \(url.path) (shurufa fuzz keyboard --replay \(url.path))")
            }
            if !report.failures.isEmpty { throw ExitCode.failure }
        }
    }
}
