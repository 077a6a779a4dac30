import Foundation
import TextInputModel

/// The pause (`HandwritingSettings.newCharacterPause`) as the pad's own timer: when it passes
/// after the last stroke, the character written goes into the field, as the setting promises
/// ("0.8 s pause"), without waiting for the next stroke; its alternatives stay in the bar while it
/// is the stage's last edit, and tapping one replaces it (`SourceHost.pick`). Time comes from the
/// touches and the host's ticks, never a clock.
extension HandwritingPad {
    /// When the pause after the last stroke ends (nil: no writing waits, a finger is down, or
    /// the setting says never).
    public var pauseDeadline: Double? {
        guard current == nil, !strokes.isEmpty, let lastStrokeEnd, let pause = settings.newCharacterPause else { return nil }
        return lastStrokeEnd + pause
    }

    /// Commits the first candidate if the pause has passed by `now`, the others its alternatives;
    /// true when it did.
    @discardableResult
    func pauseEnded(at now: Double, in host: SourceHost) -> Bool {
        guard let deadline = pauseDeadline, now >= deadline, !candidates.isEmpty else { return false }
        return commitFirst(in: host)
    }
}
