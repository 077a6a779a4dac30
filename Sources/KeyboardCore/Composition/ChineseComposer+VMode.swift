import Foundation
import ChineseEngine

/// The time `rq` `sj` `xq` `nl` name: a clock and a time zone, injected so tests fix them.
public struct VModeClock: Sendable {
    /// The moment now.
    public var now: @Sendable () -> Date
    /// The zone dates and times are written in.
    public var timeZone: TimeZone

    /// A clock reading `now` in `timeZone`.
    public init(now: @escaping @Sendable () -> Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The device's clock and time zone.
    public static var system: VModeClock { VModeClock(now: { Date() }, timeZone: .current) }
}

/// v模式 in the pinyin composition: after a `v`, digits, a point, operators and parentheses
/// (typed from the numbers and symbols pages, or 9-key digits) grow the input, and the bar shows
/// `VMode`'s forms instead of pinyin candidates.
extension ChineseComposer {
    /// The characters v模式 input takes after its `v` (the Chinese pages' 。（）－ read as . ( ) -).
    static let vModeCharacters: Set<String> = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "。", "+", "-", "－", "−", "*",
                                               "×", "/", "÷", "(", ")", "（", "）"]

    /// Whether the composition is v模式 input (or a lone `v` that may start it), with nothing picked.
    public var isVModeComposition: Bool {
        guard composition.picks.isEmpty else { return false }
        return composition.input == "v" || VMode.isVModeInput(composition.input)
    }


    /// Whether `text` continues v模式 input now.
    func takesVModeCharacter(_ text: String) -> Bool {
        isVModeComposition && Self.vModeCharacters.contains(text)
    }

    /// The Chinese pages' keys v模式 reads otherwise, labelled as it reads them (by key id: 。 → .).
    static let vModeKeyLabels = ["。": vModeText("。"), "－": vModeText("－")]

    /// The text `text` adds to v模式 input (the Chinese pages' 。 as a point).
    static func vModeText(_ text: String) -> String {
        switch text {
        case "。": "."
        case "－": "-"
        default: text
        }
    }

    /// The 9-key separator: a syllable break while composing; on an empty composition, the start
    /// of v模式 (9-key has no `v` key, so its separator is v模式's trigger).
    func typeSeparator(after textBeforeCaret: String?) {
        type(isComposing ? "'" : "v", after: textBeforeCaret)
    }

    /// Shows v模式's forms when `rest` is v模式 input with nothing picked; false (nothing changed) otherwise.
    func showVModeCandidates(for rest: String) -> Bool {
        guard composition.picks.isEmpty, let forms = vMode.candidates(for: rest) else { return false }
        candidates = forms.map { CandidateItem(text: $0, source: .vMode) }
        markedText = rest
        nineKeyChoices = []
        return true
    }

    /// Today's date, time, weekday or 农历 when `rest` is `rq`, `sj`, `xq` or `nl` (none otherwise).
    func todayForms(for rest: String) -> [String] {
        guard VMode.todayCodes.contains(rest) else { return [] }
        return vMode.today(rest, at: clock.now(), timeZone: clock.timeZone) ?? []
    }
}

extension ChineseComposer: InputOffLettersSource {
    /// v模式 input takes its digits and operators from the numbers and symbols pages, a 粤拼
    /// composition its tone digits.
    var takesInputOffLetters: Bool { isVModeComposition || (isComposing && schema.toneKeys == .syllableEnding) }
}
