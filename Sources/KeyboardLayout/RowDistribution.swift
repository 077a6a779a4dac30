import Foundation

/// Splits a length among items: the pure arithmetic behind every row and column.
///
/// Fixed items take their points, relative items a fraction of the inner length (gaps shared),
/// and dynamic items share the rest equally. When nothing is dynamic, or the fixed and relative
/// items ask for more than there is, those items are scaled so the row is still exactly filled;
/// when even the paddings do not fit, paddings and gaps shrink in proportion.
struct RowDistribution: Equatable {
    var leading: Double
    var spacing: Double
    var trailing: Double
    var lengths: [Double]

    init(length: Double, leading: Double, trailing: Double, spacing: Double, sizes: [KeyWidth]) {
        let count = sizes.count
        let length = max(0, length)
        let gaps = spacing * Double(max(0, count - 1))
        var leading = leading, trailing = trailing, spacing = spacing
        var inner = length - leading - trailing - gaps
        if inner < 0 {
            let chrome = leading + trailing + gaps
            let scale = chrome > 0 ? length / chrome : 0
            leading *= scale
            trailing *= scale
            spacing *= scale
            inner = 0
        }
        self.leading = leading
        self.trailing = trailing
        self.spacing = spacing
        guard count > 0 else {
            lengths = []
            return
        }
        let spanned = inner + spacing * Double(count - 1)
        var lengths = [Double](repeating: 0, count: count)
        var requested = 0.0
        var dynamicCount = 0
        for (index, size) in sizes.enumerated() {
            switch size {
            case .dynamic:
                dynamicCount += 1
            case .fixed(let points):
                lengths[index] = max(0, points)
            case .relative(let fraction):
                lengths[index] = max(0, fraction * (spanned + spacing) - spacing)
            }
            requested += lengths[index]
        }
        let remaining = inner - requested
        if dynamicCount > 0 && remaining >= 0 {
            let share = remaining / Double(dynamicCount)
            for (index, size) in sizes.enumerated() where size == .dynamic { lengths[index] = share }
        } else if requested > 0 {
            let scale = inner / requested
            for index in lengths.indices { lengths[index] *= scale }
        } else {
            for index in lengths.indices { lengths[index] = inner / Double(count) }
        }
        self.lengths = lengths
    }

    /// The start of each item along the axis, from `origin`.
    func offsets(from origin: Double) -> [Double] {
        var position = origin + leading
        var result: [Double] = []
        result.reserveCapacity(lengths.count)
        for length in lengths {
            result.append(position)
            position += length + spacing
        }
        return result
    }
}
