import PinyinEngine

extension ChineseComposer {
    /// With a 双拼 scheme on in `engine`, the finals (and zh/ch/sh) each letter key types, by key id
    /// (`q` → `iu`), for the keys to show as hints; nil in full pinyin.
    static func keyHints(for engine: PinyinEngine) -> [String: String]? {
        guard case .shuangpin(let scheme) = engine.settings.form else { return nil }
        var hints: [String: String] = [:]
        for (key, finals) in scheme.hintsByKey { hints[String(key)] = finals.joined(separator: " ") }
        return hints
    }
}
