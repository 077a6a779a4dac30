import Emoji
import ChineseEngine

extension KeyboardConfiguration {
    /// `base` with this configuration's engine settings: fuzzy pairs and the 双拼 scheme (a
    /// scheme whose table cannot be read leaves full pinyin).
    public func engine(from base: ChineseEngine) -> ChineseEngine {
        var engine = base
        engine.settings.fuzzy = fuzzyPinyin
        if let shuangpin, let scheme = try? ShuangpinScheme(shuangpin) {
            engine.settings.form = .shuangpin(scheme)
        }
        return engine
    }

    /// A touch interpreter with these settings: `touch`'s thresholds, 滑行 on or off as `gestureTyping` says.
    var touchInterpreter: TouchInterpreter {
        var interpreter = TouchInterpreter(configuration: touch)
        interpreter.gestureRule.isEnabled = gestureTyping
        return interpreter
    }

    /// The filter that writes candidates in `chineseScript` (simplified when its data cannot be read).
    public var scriptConverter: ScriptConverter {
        (try? ScriptConverter(script: chineseScript)) ?? .identity
    }
}
