import Foundation
import KeyboardFuzzing

/// The whole keyboard as a person drives it (KeyboardFuzzing's session and checks): an input
/// that is a recorded sequence (JSON actions, one a line: Fuzz/Corpus/keyboard-session holds
/// issue #89's first finding) is replayed; any other input's bytes make the planner's choices
/// (keys, picks, forms, settings, imports chained into typing, 联想), up to `FuzzInput.actionLimit` actions, on a new
/// session with its own user dictionary. A check that fails stops the run as a crash.
enum KeyboardSessionFuzz {
    static let keyboards: FuzzKeyboards = {
        do { return try FuzzKeyboards() } catch { fatalError("cannot open the keyboard's data: \(error)") }
    }()

    static func run(_ bytes: [UInt8]) {
        // No bound on an action's time here: the fuzzer's build may be unoptimised and
        // instrumented, and the tests run it beside other work, so a clock says little; a hang is
        // libFuzzer's -timeout, and an action's time is measured by `shurufa fuzz keyboard`
        // (optimised, --time-limit-ms) and `shurufa bench`.
        let (actions, failure) = FuzzInput.run(bytes, keyboards: keyboards, timeLimit: .infinity)
        if let failure { fuzzCheck(false, "\(failure) after \(actions.suffix(8).map(\.description))") }
    }
}
