import Foundation

/// The cells of 9-key's left column, which lists pinyin choices (or punctuation when idle):
/// the renderer draws them and KeyboardCore maps a touch to a choice with the same arithmetic.
public enum CandidateColumn {
    /// How many cells fit in a column of the given frame; cells are at least `minimumCellHeight` tall.
    public static func visibleCount(itemCount: Int, in frame: LayoutRect, minimumCellHeight: Double = 30) -> Int {
        guard itemCount > 0, minimumCellHeight > 0 else { return 0 }
        return min(itemCount, max(1, Int(frame.height / minimumCellHeight)))
    }

    /// Frames of the first `visibleCount` cells, top to bottom, splitting the column into equal cells.
    public static func cellFrames(itemCount: Int, in frame: LayoutRect, minimumCellHeight: Double = 30) -> [LayoutRect] {
        let count = visibleCount(itemCount: itemCount, in: frame, minimumCellHeight: minimumCellHeight)
        guard count > 0 else { return [] }
        let slots = max(count, min(4, Int(frame.height / minimumCellHeight)))
        let height = frame.height / Double(slots)
        return (0..<count).map { LayoutRect(x: frame.minX, y: frame.minY + Double($0) * height, width: frame.width, height: height) }
    }

    /// The index of the cell under a point, or `nil` below the last cell or outside the column.
    public static func cellIndex(at point: LayoutPoint, itemCount: Int, in frame: LayoutRect, minimumCellHeight: Double = 30) -> Int? {
        let cells = cellFrames(itemCount: itemCount, in: frame, minimumCellHeight: minimumCellHeight)
        return cells.firstIndex { $0.contains(point) }
    }
}
