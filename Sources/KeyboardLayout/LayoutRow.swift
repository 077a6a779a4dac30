import Foundation

/// The direction a row lays its items out in: a row is horizontal, a column vertical.
public enum RowAxis: String, Hashable, Codable, Sendable {
    /// `horizontal` lays items left to right, `vertical` top to bottom.
    case horizontal, vertical

    var perpendicular: RowAxis { self == .horizontal ? .vertical : .horizontal }
}

/// A row of keys, spacers and nested rows; a nested row's axis defaults to across its parent's
/// (a column inside a row), which is how 9-key's tall left column and return key are built.
public struct LayoutRow: Hashable, Sendable {
    /// `nil`: perpendicular to the parent (horizontal for the layout's top-level rows).
    public var axis: RowAxis?
    /// The keys, spacers and nested rows, in order along the axis.
    public var items: [RowItem]
    /// Length along the parent's axis: a top-level row's height, a column's width.
    public var size: KeyWidth
    /// Paddings overriding the layout's, per orientation; for a column, leading/trailing are top/bottom.
    public var padding: Oriented<RowPadding>?
    /// Style for every key in the row, layered over the layout's.
    public var keyStyle: KeyStyle?

    /// A row of `items`, dynamic in length and with the layout's paddings unless told.
    public init(
        axis: RowAxis? = nil, items: [RowItem], size: KeyWidth = .dynamic, padding: Oriented<RowPadding>? = nil,
        keyStyle: KeyStyle? = nil
    ) {
        self.axis = axis
        self.items = items
        self.size = size
        self.padding = padding
        self.keyStyle = keyStyle
    }

    /// Every key in the row and its nested rows, in reading order.
    public var allKeys: [LayoutKey] {
        items.flatMap { item -> [LayoutKey] in
            switch item {
            case .key(let key): [key]
            case .row(let row): row.allKeys
            case .spacer: []
            }
        }
    }
}

/// One item of a row: a key, a nested row, or empty space (which hit testing gives to the nearest key).
public indirect enum RowItem: Hashable, Sendable {
    /// A key, as long along the row as its `LayoutKey.width` says.
    case key(LayoutKey)
    /// A nested row, across its parent's axis unless it says otherwise.
    case row(LayoutRow)
    /// Empty space of the given length; a touch there goes to the nearest key.
    case spacer(KeyWidth)

    /// Length along the parent's axis.
    public var size: KeyWidth {
        switch self {
        case .key(let key): key.width
        case .row(let row): row.size
        case .spacer(let width): width
        }
    }
}
