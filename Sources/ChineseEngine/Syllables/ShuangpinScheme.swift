import Foundation

/// A 双拼 scheme: which key types each initial and each final, and how syllables without an
/// initial are typed. Read from a small text table (`Data/shuangpin/*.txt`, the same format for a
/// user's own table), it yields every syllable's keys and, for decoding, the syllables each key
/// pair spells.
public struct ShuangpinScheme: Hashable, Sendable {
    /// The schemes shipped with the engine.
    public enum Builtin: String, CaseIterable, Hashable, Sendable, Codable {
        /// 小鹤, 自然码, 微软, 搜狗, 紫光, 智能ABC and 拼音加加, each read from `Data/shuangpin/<name>.txt`.
        case xiaohe, ziranma, microsoft, sogou, ziguang, abc, jiajia
    }

    /// The scheme's display name (`小鹤双拼`).
    public let name: String
    /// Every syllable's key pairs by syllable id, the usual one first.
    public let keysBySyllable: [[String]]
    /// The finals (and zh/ch/sh) each key types, for hints on the keys.
    public let hintsByKey: [Character: [String]]
    /// The table text the scheme was read from (its identity).
    let source: String
    /// Syllables by key pair (`first << 8 | second`).
    let pairs: [UInt16: SyllableSet]
    /// Syllables whose initial is typed with a key (an abbreviation by one key).
    let initialSets: [UInt8: SyllableSet]
    /// Syllables whose keys start with a key (the unfinished last syllable).
    let prefixSets: [UInt8: SyllableSet]

    /// The syllables a key pair spells (empty if none).
    public func syllables(first: UInt8, second: UInt8) -> SyllableSet {
        pairs[UInt16(first) << 8 | UInt16(second)] ?? SyllableSet()
    }

    /// The usual keys of a syllable.
    public func keys(of id: UInt16) -> String { keysBySyllable[Int(id)].first ?? "" }

    /// Types full pinyin syllables (`ni hao`, spaces or apostrophes between) in this scheme,
    /// or nil when a piece is not a syllable.
    public func keys(forPinyin pinyin: String) -> String? {
        var result = ""
        for piece in pinyin.split(whereSeparator: { $0 == " " || $0 == "'" }) {
            guard let id = SyllableTable.id(of: String(piece)) else { return nil }
            result += keys(of: id)
        }
        return result
    }

    /// A shipped scheme.
    public init(_ builtin: Builtin) throws {
        guard let directory = ChineseEngine.bundledDataDirectory else {
            throw ChineseEngineError.unreadableFile(path: "ChineseEngine resources", reason: "the bundled data folder was not found")
        }
        let path = directory + "/shuangpin/\(builtin.rawValue).txt"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ChineseEngineError.unreadableFile(path: path, reason: "missing from the bundled data")
        }
        try self.init(table: text, origin: path)
    }

    /// A shipped scheme by its name (`xiaohe`), or a user's table from a file path.
    public init(named name: String) throws {
        if let builtin = Builtin(rawValue: name.lowercased()) {
            try self.init(builtin)
        } else if name.contains("/") || name.hasSuffix(".txt") {
            guard let text = try? String(contentsOfFile: name, encoding: .utf8) else {
                throw ChineseEngineError.unreadableFile(path: name, reason: "no such readable file")
            }
            try self.init(table: text, origin: name)
        } else {
            throw ChineseEngineError.invalidOption("unknown 双拼 scheme '\(name)'; known: "
                + Builtin.allCases.map(\.rawValue).joined(separator: ", ") + ", or the path of a table file")
        }
    }

    /// Two schemes are equal when they were read from the same table text (whatever their origin's name).
    public static func == (lhs: ShuangpinScheme, rhs: ShuangpinScheme) -> Bool { lhs.source == rhs.source }
    /// Hashes the table text, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
