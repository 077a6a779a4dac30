extension ShuangpinScheme {
    /// Reads a scheme table (see `Data/shuangpin/xiaohe.txt` for the format); `origin` names it
    /// in errors. Every syllable of `SyllableTable` must get keys.
    public init(table text: String, origin: String = "table") throws {
        var name = origin
        var initialKeys: [String: UInt8] = [:]
        var finalKeys: [String: UInt8] = [:]
        var zeroKeys: [UInt8] = []
        var spelledZero = false
        var fixed: [String: String] = [:]
        func fail(_ line: Int, _ reason: String) -> ChineseEngineError {
            .invalidOption("双拼 table \(origin), line \(line): \(reason)")
        }
        func pairs(_ words: ArraySlice<Substring>, line: Int) throws -> [(String, String)] {
            try words.map { word in
                let parts = word.split(separator: "=", omittingEmptySubsequences: false)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw fail(line, "'\(word)' is not name=key") }
                return (String(parts[0]), String(parts[1]))
            }
        }
        func key(_ text: String, line: Int) throws -> UInt8 {
            guard text.utf8.count == 1, let byte = text.utf8.first, Self.isKey(byte) else {
                throw fail(line, "'\(text)' is not one key (a–z or ;)")
            }
            return byte
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let head = words.first else { continue }
            switch head {
            case "name": name = words.dropFirst().joined(separator: " ")
            case "initials":
                for (initial, value) in try pairs(words.dropFirst(), line: line) {
                    guard SyllableTable.initials.contains(initial) else { throw fail(line, "'\(initial)' is not an initial") }
                    initialKeys[initial] = try key(value, line: line)
                }
            case "finals":
                for (final, value) in try pairs(words.dropFirst(), line: line) { finalKeys[final] = try key(value, line: line) }
            case "zero":
                for word in words.dropFirst() {
                    if word == "spelled" { spelledZero = true } else { zeroKeys.append(try key(String(word), line: line)) }
                }
            case "syllables":
                for (syllable, keys) in try pairs(words.dropFirst(), line: line) {
                    guard SyllableTable.id(of: syllable) != nil else { throw fail(line, "'\(syllable)' is not a syllable") }
                    guard keys.utf8.count == 2, keys.utf8.allSatisfy(Self.isKey) else { throw fail(line, "'\(keys)' is not two keys") }
                    fixed[syllable] = keys
                }
            default: throw fail(line, "unknown entry '\(head)' (name, initials, finals, zero or syllables)")
            }
        }
        func finalKey(_ final: String) -> UInt8? { finalKeys[final] ?? (final.utf8.count == 1 ? final.utf8.first : nil) }
        var keysBySyllable: [[String]] = []
        var pairs: [UInt16: SyllableSet] = [:]
        var initialSets: [UInt8: SyllableSet] = [:]
        var prefixSets: [UInt8: SyllableSet] = [:]
        for (index, spelling) in SyllableTable.spellings.enumerated() {
            let id = UInt16(index)
            let initial = SyllableTable.initial(of: spelling)
            let final = SyllableTable.final(of: spelling)
            var codes: [[UInt8]] = []
            if let keys = fixed[spelling] { codes.append(Array(keys.utf8)) }
            let second = finalKey(final)
            if !initial.isEmpty, let second {
                let first = initialKeys[initial] ?? initial.utf8.first!
                codes.append([first, second])
                initialSets[first, default: SyllableSet()].insert(id)
            } else if initial.isEmpty {
                let letters = Array(final.utf8)
                if spelledZero {
                    if letters.count == 2 {
                        codes.append(letters)
                    } else if let second {
                        codes.append(letters.count == 1 ? [second, second] : [letters[0], second])
                    }
                }
                if let second { for zero in zeroKeys { codes.append([zero, second]) } }
            }
            var unique: [String] = []
            for code in codes {
                let text = String(decoding: code, as: UTF8.self)
                guard !unique.contains(text) else { continue }
                unique.append(text)
                pairs[UInt16(code[0]) << 8 | UInt16(code[1]), default: SyllableSet()].insert(id)
                prefixSets[code[0], default: SyllableSet()].insert(id)
            }
            guard !unique.isEmpty else {
                throw ChineseEngineError.invalidOption("双拼 table \(origin): no keys for syllable '\(spelling)' (final '\(final)')")
            }
            keysBySyllable.append(unique)
        }
        var hints: [Character: [String]] = [:]
        for (initial, key) in initialKeys.sorted(by: { $0.key < $1.key }) { hints[Character(Unicode.Scalar(key)), default: []].append(initial) }
        for (final, key) in finalKeys.sorted(by: { $0.key < $1.key }) where final.count > 1 || final == "v" {
            hints[Character(Unicode.Scalar(key)), default: []].append(final == "v" ? "ü" : final)
        }
        self.name = name
        self.source = text
        self.keysBySyllable = keysBySyllable
        self.hintsByKey = hints
        self.pairs = pairs
        self.initialSets = initialSets
        self.prefixSets = prefixSets
    }

    /// Whether a byte can be a key of a scheme: a lower-case letter or `;`.
    static func isKey(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: ";")
    }
}
