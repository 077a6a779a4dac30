import KeyboardLayout

/// The expanded candidate list that covers the keys: candidates flowed into rows, rows cut into
/// pages, with a control column (back, previous page, next page, delete). Geometry is computed here,
/// with `TextMetrics` like the candidate bar, so touches and drawing agree; `KeyboardRenderer` draws it.
public struct CandidateGrid: Hashable, Sendable {
    /// A candidate's cell; `candidateIndex` indexes the full candidate list.
    public struct Cell: Hashable, Sendable {
        /// The candidate shown, by index of the full list.
        public var candidateIndex: Int
        /// Its text.
        public var text: String
        /// Its frame, in keyboard points.
        public var frame: LayoutRect
        /// The note drawn small under its text (the rest of a shape code, as in the bar), nil: none.
        public var note: String? = nil
    }

    /// A button of the control column.
    public struct Control: Hashable, Sendable {
        /// Its id, for the pressed state.
        public var id: String
        /// What it shows.
        public var label: String
        /// Its frame, in keyboard points.
        public var frame: LayoutRect
        /// What a tap on it does.
        public var action: KeyboardAction
        /// Whether it acts (a page turn at either end does not).
        public var isEnabled: Bool
    }

    /// The page shown (0-based) and how many there are.
    public var page: Int
    /// How many pages the candidates fill.
    public var pageCount: Int
    /// The cells of the page shown.
    public var cells: [Cell]
    /// The grid's controls (page turns, back to the keys).
    public var controls: [Control]

    /// The candidates' font size.
    public var fontSize: Double
    /// The notes' font size (`Cell.note`), as the bar's (`CandidateBarLayout.noteFontSize(for:)`).
    public var noteFontSize: Double

    /// Lays out `candidates` in `area`, showing `page` (clamped). Widths come from `TextMetrics`.
    /// `firstIndex`: the full list's index of `candidates[0]` (the grid continues where the bar
    /// ends, so its cells pick by the full list's index). `notes[i]`, when not empty, is drawn
    /// under `candidates[i]`, as the bar draws it (a cell is as wide as the wider of the two).
    public init(candidates: [String], notes: [String] = [], page: Int, in area: LayoutRect, rowHeight: Double = 48, controlWidth: Double = 60,
                fontSize: Double = 18, firstIndex: Int = 0) {
        self.fontSize = fontSize
        noteFontSize = CandidateBarLayout.noteFontSize(for: fontSize)
        let gridWidth = max(1, area.width - controlWidth)
        let minimumWidth = gridWidth / 6
        let cellNotes = CandidateBarLayout.cellNotes(notes, count: candidates.count)
        let textWidths = CandidateBarLayout.textWidths(candidates, notes: cellNotes, fontSize: fontSize, noteFontSize: noteFontSize)
        // Flow into rows of (index, width).
        var rows: [[(Int, Double)]] = [[]]
        var used = 0.0
        for index in candidates.indices {
            let width = min(gridWidth, max(minimumWidth, textWidths[index] + 2 * CandidateBarLayout.cellPadding))
            if used + width > gridWidth + 1e-9, !rows[rows.count - 1].isEmpty {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append((index, width))
            used += width
        }
        if rows.last?.isEmpty == true { rows.removeLast() }
        let rowsPerPage = max(1, Int(area.height / rowHeight))
        pageCount = (rows.count + rowsPerPage - 1) / rowsPerPage
        self.page = min(max(0, page), max(0, pageCount - 1))
        var cells: [Cell] = []
        let height = area.height / Double(rowsPerPage)
        for (rowIndex, row) in rows.dropFirst(self.page * rowsPerPage).prefix(rowsPerPage).enumerated() {
            // Stretch the row's cells to fill the width.
            let total = row.reduce(0) { $0 + $1.1 }
            let scale = total > 0 ? gridWidth / total : 1
            var x = area.minX
            for (index, width) in row {
                let frame = LayoutRect(x: x, y: area.minY + Double(rowIndex) * height, width: width * scale, height: height)
                cells.append(Cell(candidateIndex: firstIndex + index, text: candidates[index], frame: frame, note: cellNotes[index]))
                x += width * scale
            }
        }
        self.cells = cells
        let controlX = area.minX + gridWidth
        let controlHeight = area.height / 4
        func control(_ slot: Int, _ id: String, _ label: String, _ action: KeyboardAction, _ enabled: Bool) -> Control {
            Control(id: id, label: label, frame: LayoutRect(x: controlX, y: area.minY + Double(slot) * controlHeight, width: controlWidth,
                                                            height: controlHeight), action: action, isEnabled: enabled)
        }
        controls = [
            control(0, "grid-back", "返回", .command(.toggleCandidateGrid), true),
            control(1, "grid-previous", "▲", .command(.candidateGridPage(-1)), self.page > 0),
            control(2, "grid-next", "▼", .command(.candidateGridPage(1)), self.page + 1 < pageCount),
            control(3, "grid-delete", "⌫", .backspace, true),
        ]
    }

    /// What a touch at `point` hits: a cell's pick or a control's action (disabled controls hit nothing).
    public func target(at point: LayoutPoint) -> TouchTarget {
        if let cell = cells.first(where: { $0.frame.contains(point) }) {
            return .button(id: "grid-\(cell.candidateIndex)", action: .command(.selectCandidate(cell.candidateIndex)))
        }
        if let control = controls.first(where: { $0.frame.contains(point) }), control.isEnabled {
            return .button(id: control.id, action: control.action)
        }
        return .nothing
    }
}
