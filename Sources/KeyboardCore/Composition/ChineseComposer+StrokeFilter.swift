import ChineseEngine
import StrokeInput

extension ChineseComposer {
    /// 笔画筛选: narrows the candidates to those whose next character (the first of the part not
    /// yet picked) begins with `pattern` — `ta` with 折 keeps 她 — in the decoder's order; an empty
    /// pattern shows them all again. False, changing nothing, when nothing is composed or the
    /// stroke table cannot be read.
    @discardableResult
    public func filter(byStrokes pattern: StrokePattern) -> Bool {
        guard isComposing else { return false }
        if pattern.isEmpty {
            strokeFilter = nil
        } else {
            guard let strokeTable else { return false }
            strokeFilter = StrokeFilter(pattern: pattern, table: strokeTable)
        }
        refresh()
        return true
    }
}
