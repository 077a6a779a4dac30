/// One tab of an emoji page: the recents, or a Unicode group, with the cells to show.
public struct EmojiCategory: Sendable, Hashable {
    /// Which tab this is.
    public enum Kind: Sendable, Hashable {
        /// 常用: the user's recent emoji.
        case recents
        /// A Unicode group, by index into `EmojiCatalogue.groups`.
        case group(Int)
    }

    /// A cell: the string to insert (with the user's remembered skin tone) and its catalogue entry.
    public struct Cell: Sendable, Hashable {
        /// What a tap inserts.
        public let value: String
        /// The catalogue entry, nil for a recent emoji the catalogue does not know.
        public let entryIndex: Int?
        /// Whether a long press offers skin tones.
        public let hasSkinTones: Bool
    }

    /// Whether this is the recents tab or which Unicode group.
    public let kind: Kind
    /// Label for the category bar, e.g. "常用" or "笑脸与情感".
    public let title: String
    /// A representative emoji for the category bar icon.
    public let symbol: String
    /// The emoji of the tab in display order (the recents' own order, or Unicode order for a group).
    public let cells: [Cell]

    /// The cells cut into pages.
    public func grid(columns: Int, rows: Int) -> EmojiPagedGrid<Cell> {
        EmojiPagedGrid(items: cells, columns: columns, rows: rows)
    }
}

extension EmojiCatalogue {
    /// The tabs of an emoji page in order: recents first (when there are any), then each group
    /// with an emoji the host can draw. Cells carry the skin tone remembered in `recents`.
    public func categories(recents: EmojiRecents = EmojiRecents(), maximumVersion: EmojiVersion? = nil) -> [EmojiCategory] {
        var result: [EmojiCategory] = []
        let recentCells = recents.emoji.compactMap { value -> EmojiCategory.Cell? in
            guard let entry = entry(for: value) else { return .init(value: value, entryIndex: nil, hasSkinTones: false) }
            guard isAvailable(entry.version, maximumVersion) else { return nil }
            return cell(entry, recents: recents, maximumVersion: maximumVersion)
        }
        if !recentCells.isEmpty {
            result.append(EmojiCategory(kind: .recents, title: "常用", symbol: "🕘", cells: recentCells))
        }
        for group in groups {
            let cells = entries(inGroup: group.index, maximumVersion: maximumVersion).map {
                cell($0, recents: recents, maximumVersion: maximumVersion)
            }
            guard let first = cells.first else { continue }
            result.append(EmojiCategory(kind: .group(group.index), title: group.chineseName, symbol: first.value, cells: cells))
        }
        return result
    }

    private func cell(_ entry: EmojiEntry, recents: EmojiRecents, maximumVersion: EmojiVersion?) -> EmojiCategory.Cell {
        let drawable = entry.variants.contains { isAvailable($0.version, maximumVersion) }
        var value = entry.value
        if let tones = recents.skinTones[entry.value] {
            let chosen = entry.value(tones: tones)
            if let variant = variant(for: chosen), isAvailable(variant.version, maximumVersion) { value = chosen }
        }
        return .init(value: value, entryIndex: entry.index, hasSkinTones: drawable)
    }
}
