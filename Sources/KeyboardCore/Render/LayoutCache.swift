/// A layout made once for what it depends on: read again (a frame, a hit test at finger down and
/// at lift) while those inputs are equal, made again when one changed. The bar and grid, the panel
/// and the toolbar each keep one.
struct LayoutCache<Inputs: Equatable, Layout> {
    private var last: (inputs: Inputs, layout: Layout)?

    /// The layout for `inputs`: the last one while they are the same, else `make(inputs)`.
    mutating func layout(for inputs: Inputs, make: (Inputs) -> Layout) -> Layout {
        if let last, last.inputs == inputs { return last.layout }
        let layout = make(inputs)
        last = (inputs, layout)
        return layout
    }

    /// Forgets the layout (what it shows changed in a way its inputs do not say).
    mutating func clear() { last = nil }
}
