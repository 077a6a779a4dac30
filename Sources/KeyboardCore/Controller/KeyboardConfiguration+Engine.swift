import Emoji
import ChineseEngine

extension KeyboardConfiguration {
    /// `base` with this configuration's engine settings (its fuzzy pairs).
    public func engine(from base: ChineseEngine) -> ChineseEngine {
        var engine = base
        engine.settings.fuzzy = fuzzyPinyin
        return engine
    }

    /// A touch interpreter with these settings: `touch`'s thresholds, 滑行 on or off as `gestureTyping` says.
    var touchInterpreter: TouchInterpreter {
        var interpreter = TouchInterpreter(configuration: touch)
        interpreter.gestureRule.isEnabled = gestureTyping
        return interpreter
    }

    /// The script `schema` writes in: the one chosen, else the schema's own.
    public func script(for schema: Schema) -> ChineseScript { script ?? schema.defaultScript }

    /// The filter that writes the engine's own (simplified) candidates in the script chosen for
    /// 全拼 (simplified when its data cannot be read).
    public var scriptConverter: ScriptConverter {
        (try? ScriptConverter(script: script(for: .pinyin))) ?? .identity
    }
}
