import ChineseEngine

/// `convert`'s check of a line against the input form: a line the form cannot read is skipped
/// (an empty output line, a note on stderr), so output lines still match input lines.
enum KeyInputCheck {
    /// Why `line` cannot be read in `form`, or nil when it can.
    static func problem(in line: String, form: InputForm) -> String? {
        switch form {
        case .pinyin:
            return nil
        case .nineKey:
            guard line.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "'") }) else {
                return "'\(line)' is not 9-key input (digits 2–9, 1 or ' between syllables)"
            }
        case .shuangpin:
            guard line.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == ";" || $0 == "'") }) else {
                return "'\(line)' is not 双拼 input (letters, ; and ')"
            }
        }
        return nil
    }
}
