import Foundation

extension KeyLayout {
    /// Computes every key's frame for a size: the candidate bar on top, then the rows between the
    /// top and bottom paddings; within each row, keys exactly fill it and never overlap.
    /// Keys whose condition does not hold in `environment` are left out and their room shared.
    /// In one-handed mode (`environment.fit`) the rows take `KeyboardFit.oneHandedWidth` of the
    /// width at that side and `OneHandedStrip`'s keys fill the free side.
    public func fitted(in size: LayoutSize, environment: KeyboardEnvironment) -> FittedLayout {
        let size = LayoutSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
        var metrics = metrics(for: environment)
        // One-handed keys are narrower: closer together, so a phone's letters stay a finger wide.
        if environment.fit.oneHanded != nil { metrics.keySpacing = min(metrics.keySpacing, KeyboardFit.oneHandedKeySpacing) }
        let barHeight = hasCandidateBar ? min(metrics.candidateBarHeight, size.height) : 0
        let bar = hasCandidateBar ? LayoutRect(x: 0, y: 0, width: size.width, height: barHeight) : nil
        let area = LayoutRect(x: 0, y: barHeight, width: size.width, height: size.height - barHeight)
        var fitter = RowFitter(environment: environment, metrics: metrics)
        let root = LayoutRow(axis: .vertical, items: rows.map { .row($0) }, keyStyle: style?.keyStyle)
        let keysArea = rows.isEmpty ? area : environment.fit.keysFrame(in: area)
        fitter.place(root, in: keysArea, depth: 0, parentAxis: .horizontal, style: KeyStyle(), topRow: nil)
        if !rows.isEmpty, let strip = environment.fit.controlFrame(in: area), let side = environment.fit.oneHanded {
            fitter.keys += OneHandedStrip.keys(in: strip, side: side, metrics: metrics, style: style?.keyStyle ?? KeyStyle())
        }
        return FittedLayout(
            layout: self, size: size, environment: environment, metrics: metrics, candidateBarFrame: bar,
            keysArea: keysArea, keys: fitter.keys, rows: fitter.rows)
    }

    /// Fits with the standard size for the environment.
    public func fitted(environment: KeyboardEnvironment) -> FittedLayout {
        fitted(in: StandardKeyboardSize.size(for: environment, candidateBar: hasCandidateBar), environment: environment)
    }
}

/// Walks the row tree, placing keys; depth 0 is the layout itself (a column of rows).
private struct RowFitter {
    let environment: KeyboardEnvironment
    let metrics: LayoutMetrics
    var keys: [PlacedKey] = []
    var rows: [PlacedRow] = []

    init(environment: KeyboardEnvironment, metrics: LayoutMetrics) {
        self.environment = environment
        self.metrics = metrics
    }

    mutating func place(_ row: LayoutRow, in frame: LayoutRect, depth: Int, parentAxis: RowAxis, style: KeyStyle, topRow: Int?) {
        let axis = row.axis ?? parentAxis.perpendicular
        let items = row.items.filter { item in
            if case .key(let key) = item, let condition = key.condition { return condition.holds(in: environment) }
            return true
        }
        let style = style.merged(with: row.keyStyle)
        let patch = row.padding?[environment.orientation]
        var leading: Double, trailing: Double, spacing: Double
        switch (depth, axis) {
        case (0, _):
            (leading, trailing, spacing) = (metrics.topPadding, metrics.bottomPadding, metrics.rowSpacing)
        case (1, .horizontal):
            (leading, trailing, spacing) = (metrics.leadingPadding, metrics.trailingPadding, metrics.keySpacing)
        case (_, .horizontal):
            (leading, trailing, spacing) = (0, 0, metrics.keySpacing)
        case (_, .vertical):
            (leading, trailing, spacing) = (0, 0, metrics.rowSpacing)
        }
        leading = patch?.leading ?? leading
        trailing = patch?.trailing ?? trailing
        spacing = patch?.spacing ?? spacing

        let horizontal = axis == .horizontal
        let distribution = RowDistribution(
            length: horizontal ? frame.width : frame.height, leading: leading, trailing: trailing, spacing: spacing,
            sizes: items.map(\.size))
        let offsets = distribution.offsets(from: horizontal ? frame.minX : frame.minY)
        var itemFrames: [LayoutRect] = []
        itemFrames.reserveCapacity(items.count)
        for index in items.indices {
            let itemFrame = horizontal
                ? LayoutRect(x: offsets[index], y: frame.minY, width: distribution.lengths[index], height: frame.height)
                : LayoutRect(x: frame.minX, y: offsets[index], width: frame.width, height: distribution.lengths[index])
            itemFrames.append(itemFrame)
        }
        rows.append(PlacedRow(
            frame: frame, axis: axis, leading: distribution.leading, trailing: distribution.trailing,
            spacing: distribution.spacing, itemFrames: itemFrames))
        for (index, item) in items.enumerated() {
            let rowIndex = topRow ?? index
            switch item {
            case .key(let key):
                let itemFrame = itemFrames[index]
                let hitFrame = key.hitInsets.map { itemFrame.inset(by: $0) } ?? itemFrame
                keys.append(PlacedKey(key: key, frame: itemFrame, hitFrame: hitFrame, style: style.merged(with: key.style), row: rowIndex))
            case .row(let nested):
                place(nested, in: itemFrames[index], depth: depth + 1, parentAxis: axis, style: style, topRow: rowIndex)
            case .spacer:
                break
            }
        }
    }
}
