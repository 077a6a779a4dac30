import ChineseEngine
import KeyboardLayout

/// The schema Chinese is typed in, by its id in the registry (`Data/schemas.txt`): the keyboard's
/// state (`KeyboardSelection.schema`), its setting, its switcher entry, the form remembered per
/// app and a commit's tag. What it types is built from the schema's kind, form and layout
/// (`CandidateSources`), never from a list of keyboards, so a block added to the registry is a
/// keyboard at once. An id the registry does not know (a setting from a newer build) types 全拼.
public struct SchemaID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The registry's id (`pinyin`, `t9`, `wubi86`, `shuangpin-xiaohe`).
    public let rawValue: String

    /// The schema `rawValue` names.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The schema a literal names (tests and defaults).
    public init(stringLiteral value: String) { rawValue = value }

    /// 全拼: a new keyboard's schema, and what an unknown id types.
    public static let pinyin: SchemaID = "pinyin"

    /// Every schema of the registry, in its order (the switcher's and the hosts' lists).
    public static var all: [SchemaID] { Schema.all.map { SchemaID(rawValue: $0.id) } }

    /// The registry's schema (全拼's for an id it does not know).
    public var schema: Schema { Schema.named(rawValue) ?? Schema.pinyin }

    /// Whether the registry has this schema.
    public var isRegistered: Bool { Schema.named(rawValue) != nil }

    /// The layout it is typed on.
    public var layout: LayoutID { LayoutID(schema.layout) }

    /// Its short name on the key back to its letters from the 123 and #+= pages (五笔, 注音); nil
    /// keeps the layout's own (拼音).
    public var lettersKeyLabel: String? { schema.label }

    /// What the switcher and a host's list call it (全拼, 九宫格, 五笔, 小鹤双拼).
    public var title: String { schema.label ?? schema.name }

    /// Whether Chinese letters come from the 9-key layout: digits read as pinyin (`Schema.FormName.nineKey`).
    public var isNineKey: Bool { schema.form == .nineKey }

    /// The id, as it is written (`wubi86`).
    public var description: String { rawValue }

    /// The schema a stored value names: a registry id, or a layout id an earlier build stored
    /// (`pinyin-26`, `wubi`), read as the registry's first schema on that layout; nil for neither.
    public init?(stored value: String) {
        if Schema.named(value) != nil {
            rawValue = value
        } else if let schema = Schema.all.first(where: { $0.layout == value }) {
            rawValue = schema.id
        } else {
            return nil
        }
    }

    /// Codable as its id; a value an earlier build wrote (a layout id) is read as `init(stored:)` reads it.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(String.self)
        rawValue = SchemaID(stored: value)?.rawValue ?? value
    }

    /// Encodes the id.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
