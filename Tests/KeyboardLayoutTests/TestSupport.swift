import Foundation
import KeyboardLayout

/// The four standard environments plus narrow and wide phones, with and without a globe key.
let testEnvironments: [(KeyboardEnvironment, LayoutSize)] = {
    var result: [(KeyboardEnvironment, LayoutSize)] = []
    for needsGlobe in [true, false] {
        for device in DeviceClass.allCases {
            for orientation in Orientation.allCases {
                let environment = KeyboardEnvironment(device: device, orientation: orientation, needsGlobe: needsGlobe)
                result.append((environment, StandardKeyboardSize.size(for: environment)))
            }
        }
        result.append((KeyboardEnvironment(needsGlobe: needsGlobe), LayoutSize(width: 320, height: 254)))
        result.append((KeyboardEnvironment(needsGlobe: needsGlobe), LayoutSize(width: 430, height: 270)))
        result.append((KeyboardEnvironment(orientation: .landscape, needsGlobe: needsGlobe), LayoutSize(width: 932, height: 200)))
    }
    return result
}()

let tolerance = 1e-6

func standardLibrary() throws -> LayoutLibrary { try LayoutLibrary.standard() }

/// Checks the row invariants of a fitted layout; returns a description of the first violation.
func rowViolation(in fitted: FittedLayout) -> String? {
    for row in fitted.rows {
        let horizontal = row.axis == .horizontal
        let length = horizontal ? row.frame.width : row.frame.height
        let start = horizontal ? row.frame.minX : row.frame.minY
        var total = row.leading + row.trailing + row.spacing * Double(max(0, row.itemFrames.count - 1))
        var previousEnd = start + row.leading
        for (index, item) in row.itemFrames.enumerated() {
            let itemStart = horizontal ? item.minX : item.minY
            let itemLength = horizontal ? item.width : item.height
            if itemLength < -tolerance { return "negative length in \(row)" }
            let expectedStart = index == 0 ? previousEnd : previousEnd + row.spacing
            if abs(itemStart - expectedStart) > tolerance { return "item \(index) starts at \(itemStart), expected \(expectedStart)" }
            if horizontal {
                if abs(item.minY - row.frame.minY) > tolerance || abs(item.height - row.frame.height) > tolerance { return "cross axis" }
            } else {
                if abs(item.minX - row.frame.minX) > tolerance || abs(item.width - row.frame.width) > tolerance { return "cross axis" }
            }
            previousEnd = itemStart + itemLength
            total += itemLength
        }
        if !row.itemFrames.isEmpty, abs(total - length) > tolerance { return "row fills \(total) of \(length)" }
        for (i, a) in row.itemFrames.enumerated() {
            for b in row.itemFrames[(i + 1)...] where a.overlaps(b) { return "items overlap: \(a) \(b)" }
        }
    }
    let area = fitted.keysArea
    for (i, a) in fitted.keys.enumerated() {
        for b in fitted.keys[(i + 1)...] where a.frame.overlaps(b.frame) { return "keys \(a.id) and \(b.id) overlap" }
        let frame = a.frame
        let insideX = frame.minX >= -tolerance && frame.maxX <= fitted.size.width + tolerance
        let insideY = frame.minY >= area.minY - tolerance && frame.maxY <= fitted.size.height + tolerance
        if !insideX || !insideY { return "key \(a.id) outside the keys area: \(frame)" }
    }
    return nil
}

/// The key whose touch area is nearest, by brute force (ties broken by drawn frame), for checking the fast path.
func bruteForceNearest(_ fitted: FittedLayout, _ point: LayoutPoint) -> (hit: Double, frame: Double) {
    var best = (hit: Double.infinity, frame: Double.infinity)
    for key in fitted.keys {
        let hit = key.hitFrame.squaredDistance(to: point)
        let frame = key.frame.squaredDistance(to: point)
        if hit < best.hit || (hit == best.hit && frame < best.frame) { best = (hit, frame) }
    }
    return best
}
