import ChineseEngine

/// The pinyin settings a host's settings screen offers — the script candidates are written in, a
/// 双拼 scheme, the fuzzy pairs, emoji in the bar — as one typed value that reads and writes them by the names a
/// settings file or a page uses (`tw`, `xiaohe`, `z-zh,an-ang`), so a host sets them without
/// reaching into the engine. `apply(to:)` puts them into a `KeyboardConfiguration`.
public struct PinyinSettings: Hashable, Sendable {
    /// The script candidates are written in.
    public var script: ChineseScript = .simplified
    /// The 双拼 scheme letters are read in (nil: full pinyin).
    public var shuangpin: ShuangpinScheme.Builtin?
    /// The fuzzy pairs switched on.
    public var fuzzy: FuzzyPinyin = []
    /// Whether the candidate bar offers emoji the input names (哈哈 → 😂); on by default.
    public var emojiInBar = true

    /// Simplified script, full pinyin, no fuzzy pairs.
    public init() {}

    /// The settings named `script` (`simplified`, `traditional`, `tw`, `hk`), `shuangpin` (`off` or
    /// a shipped scheme, `xiaohe`) and `fuzzy` (a comma-separated list of pairs, `z-zh,an-ang`; empty:
    /// none). A name that is not one of these throws an error listing the known ones.
    public init(scriptName: String, shuangpinName: String, fuzzyNames: String) throws(PinyinSettingsError) {
        guard let script = ChineseScript(rawValue: scriptName) else {
            throw PinyinSettingsError(
                setting: "script", message: "script '\(scriptName.prefix(40))' is not one of "
                    + ChineseScript.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.script = script
        if shuangpinName != "off" {
            guard let scheme = ShuangpinScheme.Builtin(rawValue: shuangpinName) else {
                throw PinyinSettingsError(
                    setting: "shuangpin", message: "shuangpin '\(shuangpinName.prefix(40))' is not one of off, "
                        + ShuangpinScheme.Builtin.allCases.map(\.rawValue).joined(separator: ", "))
            }
            shuangpin = scheme
        }
        do {
            fuzzy = try FuzzyPinyin(names: fuzzyNames)
        } catch {
            throw PinyinSettingsError(setting: "fuzzy", message: "\(error)")
        }
    }

    /// The script's name (`tw`).
    public var scriptName: String { script.rawValue }
    /// The 双拼 setting's name: `off` or the scheme's (`xiaohe`).
    public var shuangpinName: String { shuangpin?.rawValue ?? "off" }
    /// The fuzzy pairs' names (`z-zh,an-ang`).
    public var fuzzyNames: String { FuzzyPinyin.pairs.filter { fuzzy.contains($0.option) }.map(\.name).joined(separator: ",") }

    /// Puts these settings into `configuration`.
    public func apply(to configuration: inout KeyboardConfiguration) {
        configuration.chineseScript = script
        configuration.shuangpin = shuangpin
        configuration.fuzzyPinyin = fuzzy
        configuration.emojiSuggestionLimit = emojiInBar ? KeyboardConfiguration().emojiSuggestionLimit : 0
    }
}

/// A pinyin setting named by something that is not one of its names.
public struct PinyinSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The setting (`script`, `shuangpin`, `fuzzy`).
    public var setting: String
    /// What was wrong, with the names that are known.
    public var message: String

    /// The message.
    public var description: String { message }
}
