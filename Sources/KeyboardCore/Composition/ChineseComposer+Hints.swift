import PinyinEngine

extension ChineseComposer {
    /// With a 双拼 scheme on in `engine`, the finals (and zh/ch/sh) each letter key types, by key id
    /// (`q` → `iu`), for the keys to show as hints; in 粤拼 the tones of the tone letters; nil in
    /// full pinyin.
    static func keyHints(for engine: PinyinEngine) -> [String: String]? {
        // 粤拼: the tone letters' tones (v 1 and, doubled, 4; x 2, 5; q 3, 6).
        if engine.isCantonese { return ["v": "1 4", "x": "2 5", "q": "3 6"] }
        guard case .shuangpin(let scheme) = engine.settings.form else { return nil }
        var hints: [String: String] = [:]
        for (key, finals) in scheme.hintsByKey { hints[String(key)] = finals.joined(separator: " ") }
        return hints
    }
}
