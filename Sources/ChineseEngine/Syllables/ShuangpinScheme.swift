import Foundation

/// A 双拼 scheme: which key types each initial and each final, and how syllables without an
/// initial are typed. Read from a small text table (`Data/shuangpin/*.txt`, the same format for a
/// user's own table), it yields every syllable's keys and, for decoding, the syllables each key
/// pair spells.
public struct ShuangpinScheme: Hashable, Sendable {
    /// A scheme shipped with the engine, by its table's name (`xiaohe`): one the schema registry
    /// declares (`form shuangpin NAME` in `Data/schemas.txt`: 小鹤, 自然码, 微软, 搜狗, 紫光, 智能ABC,
    /// 拼音加加), read from `Data/shuangpin/NAME.txt`. Written as its name (a string literal in code).
    public struct Builtin: RawRepresentable, CaseIterable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
        /// The table's name.
        public let rawValue: String

        /// The registry's scheme of this name; nil when it declares none.
        public init?(rawValue: String) {
            guard Self.names.contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }

        /// The registry's scheme `value` names (a literal naming none is a mistake in the code, and stops it).
        public init(stringLiteral value: String) {
            guard let scheme = Builtin(rawValue: value) else { fatalError("the schema registry declares no 双拼 scheme '\(value)'") }
            self = scheme
        }

        /// Every shipped scheme, in the registry's order.
        public static var allCases: [Builtin] { names.map { Builtin(checked: $0) } }

        private init(checked name: String) { rawValue = name }

        /// The tables the registry's 双拼 schemas name.
        private static let names: [String] = Schema.all.compactMap { schema in
            guard case .shuangpin(let table) = schema.form else { return nil }
            return table
        }
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
