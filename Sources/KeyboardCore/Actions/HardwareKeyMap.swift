import KeyboardLayout

/// The computer's keys as a schema's keyboard on screen reads them, where its keys are not
/// letters: on 注音 the standard 大千 arrangement of a Taiwanese keyboard (`su3cl3` → ㄋㄧˇㄏㄠˇ,
/// the digits typing symbols and tones, so they no longer pick candidates); on 9-key the digits
/// 2–9 press the keys of the same digit (`64426` → 你好's keys) and 1 the 分词 key, as the
/// layout's 1 key does. Elsewhere (other keyboards, English, the other pages) keys are read as
/// `HardwareKey.effect` says.
enum HardwareKeyMap {
    /// The 大千 keyboard: each key of a US keyboard and the 注音 symbol or tone mark on it.
    static let daqian: [Character: Character] = {
        let rows: [(keys: String, symbols: String)] = [
            ("1234567890-", "ㄅㄉˇˋㄓˊ˙ㄚㄞㄢㄦ"),
            ("qwertyuiop", "ㄆㄊㄍㄐㄔㄗㄧㄛㄟㄣ"),
            ("asdfghjkl;", "ㄇㄋㄎㄑㄕㄘㄨㄜㄠㄤ"),
            ("zxcvbnm,./", "ㄈㄌㄏㄒㄖㄙㄩㄝㄡㄥ"),
        ]
        var map: [Character: Character] = [:]
        for row in rows {
            for (key, symbol) in zip(row.keys, row.symbols) { map[key] = symbol }
        }
        return map
    }()

    /// What `key` does on `keyboard`, when that keyboard reads it its own way; nil otherwise.
    static func effect(of key: HardwareKey, on keyboard: KeyboardSelection) -> HardwareKey.Effect? {
        guard keyboard.page == .letters, keyboard.mode == .chinese, case .character(let text) = key, text.count == 1,
            let character = text.first
        else { return nil }
        // By the schema's form: 注音 symbols from the 大千 keys, 9-key digits from the digits.
        switch keyboard.schema.schema.form {
        case .zhuyin:
            guard let symbol = daqian[Character(character.lowercased())] else { return nil }
            return .typeCharacter(String(symbol))
        case .nineKey:
            return nineKey(character)
        default:
            return nil
        }
    }

    /// The 9-key key a digit of the computer presses: 2–9 their letters' keys, 1 the 分词 key (nil: not one of them).
    private static func nineKey(_ character: Character) -> HardwareKey.Effect? {
        if character == "1" { return .perform(.separator) }
        guard let digit = character.wholeNumberValue, let letters = NineKeyPinyin.lettersByDigit[character] else { return nil }
        return .perform(.nineKey(digit: digit, letters: letters))
    }
}
