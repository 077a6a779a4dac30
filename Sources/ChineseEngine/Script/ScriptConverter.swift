/// The filter stage after decoding that writes candidates in the chosen script: simplified →
/// traditional from OpenCC's tables (phrases before characters: the longest match wins at each
/// position), then Taiwan's words and forms or Hong Kong's forms. Memory-mapped (`script.bin`).
public struct ScriptConverter: Sendable {
    /// The script it writes.
    public let script: ChineseScript
    private let file: DataFile?
    private let tables: [ScriptTable]

    /// The data file's name inside the engine's data directory.
    public static let fileName = "script.bin"

    /// A converter to `script`, reading `path` (default: the bundled `script.bin`); simplified
    /// needs no data and converts nothing.
    public init(script: ChineseScript, path: String? = nil, verifyChecksum: Bool = true) throws {
        self.script = script
        guard script != .simplified else {
            file = nil
            tables = []
            return
        }
        guard let path = path ?? ChineseEngine.bundledDataDirectory.map({ $0 + "/" + Self.fileName }) else {
            throw ChineseEngineError.unreadableFile(path: "ChineseEngine resources", reason: "the bundled data folder was not found")
        }
        let file = try DataFile(path: path, kind: "S2T1", verifyChecksum: verifyChecksum)
        let info = try file.array("INFO", of: UInt32.self)
        self.file = file
        tables = try script.stages.map { try ScriptTable($0, in: file, info: info) }
    }

    /// The kind of a simplifying file's header (`Data/yue/simplified.bin`).
    public static let simplifyingKind = "T2S1"

    /// A converter from Hong Kong's traditional characters to simplified ones (`script` is
    /// `.simplified`, the script it writes), reading the simplifying tables at `path` (OpenCC's
    /// HKVariantsRev and TS tables): what 粤拼 writes for 简体 (時間 → 时间; 哋 has no other form).
    public init(simplifyingAt path: String, verifyChecksum: Bool = true) throws {
        script = .simplified
        let file = try DataFile(path: path, kind: Self.simplifyingKind, verifyChecksum: verifyChecksum)
        let info = try file.array("INFO", of: UInt32.self)
        self.file = file
        let tags = ScriptTable.simplifyingTags
        tables = try tags.indices.map { try ScriptTable(tag: tags[$0], index: $0, of: tags.count, in: file, info: info) }
    }

    /// Whether it converts nothing (simplified from the lexicon's own characters).
    public var isIdentity: Bool { tables.isEmpty }

    /// A converter that leaves text as it is.
    public static let identity = ScriptConverter(unconverted: .simplified)

    /// A converter that converts nothing, into `script` (the lexicon's own characters).
    private init(unconverted script: ChineseScript) {
        self.script = script
        file = nil
        tables = []
    }

    /// `text` in the converter's script.
    public func convert(_ text: String) -> String {
        var text = text
        for table in tables { text = Self.convert(text, with: table) }
        return text
    }

    /// One stage: at each position the longest key that matches is replaced, else the character
    /// is kept; matching resumes after the match.
    static func convert(_ text: String, with table: ScriptTable) -> String {
        let bytes = Array(text.utf8)
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count + 1)
        for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 { starts.append(offset) }
        starts.append(bytes.count)
        let count = starts.count - 1
        var result = ""
        var index = 0
        while index < count {
            var matched = false
            for length in stride(from: min(table.longestKey, count - index), through: 1, by: -1) {
                if let value = table.value(for: bytes[starts[index]..<starts[index + length]]) {
                    result += value
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                result += String(decoding: bytes[starts[index]..<starts[index + 1]], as: UTF8.self)
                index += 1
            }
        }
        return result
    }
}
