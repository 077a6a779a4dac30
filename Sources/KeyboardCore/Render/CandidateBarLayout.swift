import KeyboardLayout
import ChineseEngine
import StrokeInput

/// Where the candidate bar's candidates and its expand control sit, computed by the core before a
/// frame is drawn (with `TextMetrics`, the one text-width model): the renderer draws these frames
/// and the controller hit-tests the same ones, so a tap never depends on the last frame drawn.
public struct CandidateBarLayout: Hashable, Sendable {
    /// A candidate shown in the bar; `candidateIndex` indexes the full candidate list.
    public struct Cell: Hashable, Sendable {
        /// The candidate shown, by index of the full list.
        public var candidateIndex: Int
        /// Its text.
        public var text: String
        /// Its cell, in keyboard points.
        public var frame: LayoutRect
        /// The note drawn small under its text (the rest of a shape code, `iy`), nil: none.
        public var note: String?
        /// How `text` shows the candidate: whole, its beginning, or what it adds to the first's.
        public var shows: Shown = .whole
        /// The text's font size: the bar's, or smaller for a long first candidate (`firstMinimumScale`).
        public var fontSize: Double
    }

    /// How a cell's text shows its candidate.
    public enum Shown: Hashable, Sendable {
        /// The candidate in full.
        case whole
        /// Its beginning and an ellipsis: it did not fit.
        case beginning
        /// An ellipsis and what it adds beyond the beginning it shares with the first candidate
        /// (`明天下午三点间`, then `…见`): what tells them apart, not what they share.
        case difference
    }

    /// The bar's frame (from the fitted layout).
    public var frame: LayoutRect
    /// The candidates' font size.
    public var fontSize: Double
    /// The notes' font size (`Cell.note`), smaller than the candidates'.
    public var noteFontSize: Double
    /// The candidates shown, left to right (a cut one's text ends in "…").
    public var cells: [Cell]
    /// The control at the bar's right end that opens (or closes) the candidate grid; nil when every
    /// candidate fits and the grid is closed.
    public var expandControl: LayoutRect?
    /// Whether the grid is open (the control then points up and closes it).
    public var isGridOpen: Bool
    /// 笔画筛选's 笔 control, left of the expand control (or at the bar's right end), while
    /// composing pinyin; nil: none.
    public var strokeFilterControl: LayoutRect?
    /// Whether the 笔 control's stroke row is open (the control is drawn highlighted).
    public var isStrokeRowOpen: Bool
    /// The strokes the open row has applied (the control shows them); empty otherwise.
    public var appliedStrokes = StrokePattern([])

    /// 笔画筛选's control in the bar: shown with the stroke row closed, or open.
    public enum StrokeFilter: Hashable, Sendable {
        /// The 笔 control is shown; a tap opens the stroke row.
        case closed
        /// The stroke row is open with these strokes applied; a tap on the control closes it.
        case open(applied: StrokePattern)
    }

    /// Width kept at the right end for the expand control.
    public static let controlWidth = 44.0
    /// Space either side of a candidate's text.
    public static let cellPadding = 11.0

    /// The widest share of the bar's candidate room a candidate that does not fit is cut to, so the
    /// ones after it still show (as iOS's bar shows a long candidate's start and an ellipsis).
    public static let truncatedShare = 0.3
    /// The characters a later candidate cut keeps where the room allows (`二〇二六…`): fewer tell
    /// it badly from its neighbours (`二〇…` was all the bar showed of v模式's second date form);
    /// the last one the bar reaches may keep fewer, never under 2.
    public static let laterCutCharacters = 4
    /// The widest share the first candidate keeps when it and the next would not both fit.
    public static let firstShare = 0.7

    /// Lays out `candidates` in `frame`. A later candidate that shares a long beginning with the
    /// first shows only what it adds (`Shown.difference`); the first shows whole, its font made
    /// smaller (down to `firstMinimumScale`) so the next two still show beside it; one that still
    /// does not fit is cut with an ellipsis (the first to at most `firstShare` of the room, never
    /// to nothing; later ones to at most `truncatedShare` or `laterCutCharacters`, the last one
    /// reached to 2 at least) and the ones after it go on as far as
    /// they fit, skipping one whose cut text would read as a cell before it. With the grid open the bar shows candidates whole up to the first that does not
    /// fit (the grid shows it). The control shows when some do not show whole (or the grid is
    /// open), and the 笔 control with `strokeFilter`. `notes[i]`, when not empty, is drawn under
    /// candidate `i` (a cell is as wide as the wider of the two).
    public init(candidates: [String], notes: [String] = [], in frame: LayoutRect, isGridOpen: Bool = false, strokeFilter: StrokeFilter? = nil) {
        self.frame = frame
        self.isGridOpen = isGridOpen
        if case .open(let applied) = strokeFilter {
            isStrokeRowOpen = true
            appliedStrokes = applied
        } else {
            isStrokeRowOpen = false
        }
        let strokeWidth = strokeFilter == nil ? 0 : Self.controlWidth
        fontSize = Self.fontSize(forBarHeight: frame.height)
        noteFontSize = Self.noteFontSize(for: fontSize)
        let fontSize = fontSize, noteFontSize = noteFontSize
        let cellNotes = Self.cellNotes(notes, count: candidates.count)
        let wholeWidths = Self.textWidths(candidates, notes: cellNotes, fontSize: fontSize, noteFontSize: noteFontSize).map { $0 + 2 * Self.cellPadding }
        let start = frame.minX + 4
        let allFit = !isGridOpen && start + wholeWidths.reduce(0, +) <= frame.maxX - strokeWidth
        let shown = Self.shownTexts(candidates, crowded: !isGridOpen && !allFit)
        var widths = Self.textWidths(shown.map(\.text), notes: cellNotes, fontSize: fontSize, noteFontSize: noteFontSize).map { $0 + 2 * Self.cellPadding }
        let limit = frame.maxX - strokeWidth - (allFit ? 0 : Self.controlWidth)
        let room = max(0, limit - start)
        let minimumCut = Self.cutWidth(keeping: 2, fontSize: fontSize)
        let legibleCut = Self.cutWidth(keeping: Self.laterCutCharacters, fontSize: fontSize)
        let firstFontSize = isGridOpen || allFit || candidates.isEmpty
            ? fontSize : Self.firstFontSize(widths: widths, room: room, laterCut: legibleCut, fontSize: fontSize)
        if firstFontSize < fontSize {
            widths[0] = Self.textWidths([candidates[0]], notes: [cellNotes[0]], fontSize: firstFontSize, noteFontSize: noteFontSize)[0] + 2 * Self.cellPadding
        }
        var cells: [Cell] = []
        var x = start
        for (index, (text, form)) in shown.enumerated() {
            var width = widths[index]
            let cellFontSize = index == 0 ? firstFontSize : fontSize
            if index == 0 {
                let crowds = candidates.count > 1 && width > room - minimumCut
                width = min(width, crowds ? max(room * Self.firstShare, room - minimumCut) : room)
            } else if x + width > limit {
                // With the grid open the bar cuts none after the first: the grid goes on from there.
                guard !isGridOpen, limit - x >= minimumCut else { break }
                width = min(limit - x, max(room * Self.truncatedShare, legibleCut))
            }
            let cut = width < widths[index]
            let visible = cut ? Self.truncated(text, toWidth: width, fontSize: cellFontSize) : text
            // Cut, a difference can read as one shown before (`…在套路呢` cut to `…在…` after `…在…`):
            // it is left to the grid, and the next candidate tries the room.
            if cut, index > 0, cells.contains(where: { $0.text == visible }) { continue }
            cells.append(Cell(
                candidateIndex: index, text: visible,
                frame: LayoutRect(x: x, y: frame.minY, width: width, height: frame.height), note: cellNotes[index],
                shows: cut && form == .whole ? .beginning : form, fontSize: cellFontSize))
            x += width
        }
        self.cells = cells
        let hasMore = cells.count < candidates.count || cells.contains { $0.shows != .whole }
        expandControl = hasMore || (isGridOpen && !candidates.isEmpty)
            ? LayoutRect(x: frame.maxX - Self.controlWidth, y: frame.minY, width: Self.controlWidth, height: frame.height) : nil
        strokeFilterControl = strokeFilter.map { _ in
            LayoutRect(x: (expandControl?.minX ?? frame.maxX) - strokeWidth, y: frame.minY, width: strokeWidth, height: frame.height)
        }
    }

    /// Each of `count` candidates' note: `notes[i]` when present and not empty, else nil.
    static func cellNotes(_ notes: [String], count: Int) -> [String?] {
        (0..<count).map { notes.indices.contains($0) && !notes[$0].isEmpty ? notes[$0] : nil }
    }

    /// Each candidate's width without padding: the wider of its text and its note under it.
    static func textWidths(_ candidates: [String], notes: [String?], fontSize: Double, noteFontSize: Double) -> [Double] {
        zip(candidates, notes).map { candidate, note in
            max(TextMetrics.estimatedWidth(of: candidate, fontSize: fontSize), note.map { TextMetrics.estimatedWidth(of: $0, fontSize: noteFontSize) } ?? 0)
        }
    }

    /// The width of a cell cut to its first `count` ideographs and an ellipsis.
    static func cutWidth(keeping count: Int, fontSize: Double) -> Double {
        TextMetrics.estimatedWidth(of: String(repeating: "中", count: count) + "…", fontSize: fontSize) + 2 * cellPadding
    }

    /// `text`'s longest start (whole characters) that fits `width` with an ellipsis after it, at
    /// least its first character.
    static func truncated(_ text: String, toWidth width: Double, fontSize: Double) -> String {
        let room = width - 2 * cellPadding - TextMetrics.estimatedWidth(of: "…", fontSize: fontSize)
        var kept = ""
        for character in text {
            let next = kept + String(character)
            if !kept.isEmpty, TextMetrics.estimatedWidth(of: next, fontSize: fontSize) > room { break }
            kept = next
        }
        return kept + "…"
    }

    /// The candidates' font size in a bar this tall (the grid uses the same).
    public static func fontSize(forBarHeight height: Double) -> Double { min(18, max(1, height * 0.45)) }

    /// The notes' font size for candidates of `fontSize`: small, never below legibility.
    public static func noteFontSize(for fontSize: Double) -> Double { max(8, fontSize * 0.55) }

    /// What a touch at `point` (inside the bar) hits: a candidate, the 笔 control, the expand control, or nothing.
    public func target(at point: LayoutPoint) -> TouchTarget {
        if let cell = cells.first(where: { $0.frame.contains(point) }) {
            return .button(id: "candidate-\(cell.candidateIndex)", action: .command(.selectCandidate(cell.candidateIndex)))
        }
        if let control = strokeFilterControl, control.contains(point) {
            return .button(id: "stroke-filter", action: .command(.toggleStrokeFilter))
        }
        // The control takes the bar's right end and anything past the last candidate shown.
        if let control = expandControl, point.x >= min(control.minX, cells.last?.frame.maxX ?? frame.minX) {
            return .button(id: "candidate-more", action: .command(.toggleCandidateGrid))
        }
        return .nothing
    }
}
