import Foundation
import KeyboardFuzzing

/// The whole keyboard as a person drives it (KeyboardFuzzing's session and checks): an input
/// that is a recorded sequence (JSON actions, one a line: Fuzz/Corpus/keyboard-session holds
/// issue #89's first finding) is replayed; any other input's bytes make the planner's choices
/// (keys, picks, forms, settings, imports chained into typing, 联想), up to 64 actions, on a new
/// session with its own user dictionary. A check that fails stops the run as a crash.
enum KeyboardSessionFuzz {
    static let keyboards: FuzzKeyboards = {
        do { return try FuzzKeyboards() } catch { fatalError("cannot open the keyboard's data: \(error)") }
    }()

    static func run(_ bytes: [UInt8]) {
        let session = keyboards.makeSession()
        session.timeLimit = 5
        var applied: [FuzzAction] = []
        func apply(_ action: FuzzAction) {
            applied.append(action)
            do throws(FuzzFailure) { try session.apply(action) } catch {
                fuzzCheck(false, "\(error) after \(applied.suffix(8).map(\.description))")
            }
        }
        if bytes.first == UInt8(ascii: "{"), let actions = try? FuzzSequenceFile.actions(in: Data(bytes)) {
            for action in actions.prefix(64) { apply(action) }
            return
        }
        var random = ByteStreamGenerator(bytes)
        var planner = FuzzPlanner()
        while !random.isExhausted, applied.count < 64 { apply(planner.next(for: session, using: &random)) }
    }
}
