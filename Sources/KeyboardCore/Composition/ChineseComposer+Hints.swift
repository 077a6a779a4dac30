import ChineseEngine

extension ChineseComposer {
    /// With a 双拼 scheme on in `engine`, the finals (and zh/ch/sh) each letter key types, by key id
    /// (`q` → `iu`), for the keys to show as hints; in 粤拼 the tones of the tone letters v and x;
    /// nil in full pinyin.
    static func keyHints(for engine: ChineseEngine) -> [String: String]? {
        // 粤拼: the tone letters' tones (v 1 and, doubled, 4; x 2, 5). Not q's 3 6: q's swipe-up
        // already shows the tone digit 1 it types, and a second pair of tones under it would
        // contradict it; q stays the tone letter 3 (qq 6) all the same.
        let schema = engine.schema
        if !schema.toneKeyHints.isEmpty { return schema.toneKeyHints }
        guard case .shuangpin(let scheme) = engine.settings.form else { return nil }
        var hints: [String: String] = [:]
        for (key, finals) in scheme.hintsByKey { hints[String(key)] = finals.joined(separator: " ") }
        return hints
    }
}
