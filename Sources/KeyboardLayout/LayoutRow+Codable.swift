import Foundation

/// Written out: the file calls items `keys`, a row's size is `height` (a column's `width`), and
/// defaults are left out; decoding checks both are not given.
extension LayoutRow: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case axis, keys, width, height, padding, keyStyle
    }

    /// Reads a row of a layout file: a non-empty `keys` array, an optional `axis`, `width` or `height`
    /// (not both), `padding` and `keyStyle`; a break of these rules or an unknown field throws a
    /// `DecodingError` naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        axis = try container.decodeIfPresent(RowAxis.self, forKey: .axis)
        items = try container.decode([RowItem].self, forKey: .keys)
        guard !items.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .keys, in: container, debugDescription: "a row needs at least one key")
        }
        let width = try container.decodeIfPresent(KeyWidth.self, forKey: .width)
        let height = try container.decodeIfPresent(KeyWidth.self, forKey: .height)
        if width != nil && height != nil {
            throw DecodingError.dataCorruptedError(
                forKey: .height, in: container, debugDescription: "give \"width\" (a column in a row) or \"height\" (a row), not both")
        }
        size = width ?? height ?? .dynamic
        padding = try container.decodeIfPresent(Oriented<RowPadding>.self, forKey: .padding)
        keyStyle = try container.decodeIfPresent(KeyStyle.self, forKey: .keyStyle)
    }

    /// Writes the row, its length as `height` for a horizontal row and `width` for a column, unset fields left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(axis, forKey: .axis)
        try container.encode(items, forKey: .keys)
        if size != .dynamic { try container.encode(size, forKey: (axis ?? .horizontal) == .horizontal ? .height : .width) }
        try container.encodeIfPresent(padding, forKey: .padding)
        try container.encodeIfPresent(keyStyle, forKey: .keyStyle)
    }
}

/// Written out: an item is a key, a nested row or a spacer, told apart by its keys (no tag).
extension RowItem: Codable {
    private enum Probe: String, CodingKey { case keys, spacer }

    /// Reads an item of `keys`: an object with `keys` is a nested row, one with `spacer` a gap of that
    /// width, anything else a key.
    public init(from decoder: any Decoder) throws {
        let probe = try decoder.container(keyedBy: Probe.self)
        if probe.contains(.keys) {
            self = .row(try LayoutRow(from: decoder))
        } else if probe.contains(.spacer) {
            try decoder.container(keyedBy: AnyCodingKey.self).rejectUnknownKeys(allowed: ["spacer"])
            self = .spacer(try probe.decode(KeyWidth.self, forKey: .spacer))
        } else {
            self = .key(try LayoutKey(from: decoder))
        }
    }

    /// Writes a key or a nested row as its own object, a spacer as `{"spacer": width}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .key(let key): try key.encode(to: encoder)
        case .row(let row): try row.encode(to: encoder)
        case .spacer(let width):
            var container = encoder.container(keyedBy: Probe.self)
            try container.encode(width, forKey: .spacer)
        }
    }
}
