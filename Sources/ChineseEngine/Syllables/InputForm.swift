/// How keys spell pinyin: full pinyin letters, 9-key digits (九宫格, each digit standing for its
/// letters) or a 双拼 scheme (two keys per syllable). Every form reads into the same syllable
/// graph, so the lattice, the language model and the candidates are shared.
public enum InputForm: Hashable, Sendable {
    /// Full pinyin letters (`nihao`), with abbreviations (`nh`).
    case pinyin
    /// Digits 2–9 of the phone keypad (`64426`); `1` or `'` separates syllables. Letters typed
    /// among the digits (a syllable fixed from the readings column) stand for themselves.
    case nineKey
    /// Two keys per syllable under a scheme (`nihc` in Xiaohe); one key is an initial.
    case shuangpin(ShuangpinScheme)

    /// The letters on each digit key of the phone keypad (`ü` typed as `v`, on 8).
    public static let nineKeyLetters: [UInt8: [UInt8]] = {
        var map: [UInt8: [UInt8]] = [:]
        for (digit, letters) in zip("23456789".utf8, ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"]) {
            map[digit] = Array(letters.utf8)
        }
        return map
    }()

    /// The digit key a letter sits on, or nil.
    public static func nineKeyDigit(of letter: UInt8) -> UInt8? {
        nineKeyLetters.first { $0.value.contains(letter) }?.key
    }

    /// The digits of a spelling on the keypad (`zhong` → `94664`).
    public static func nineKeyCode(of spelling: String) -> String {
        String(decoding: spelling.utf8.compactMap(nineKeyDigit), as: UTF8.self)
    }
}
