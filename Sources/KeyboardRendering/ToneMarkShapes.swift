import KeyboardLayout

/// The 注音 tone marks (ˉ ˊ ˇ ˋ ˙) drawn as paths, not text: they are small spacing letters that
/// many fonts lack or leave empty (Linux's CJK fonts draw ˊ and ˋ blank, so the keys looked unused),
/// and a tone key must show its tone on every system. Units as `IconShape`: a unit square, y down.
enum ToneMarkShapes {
    /// The mark's shapes, nil when `label` is not a tone mark.
    static func shapes(for label: String) -> [IconShape]? {
        switch label {
        case "ˉ": [IconShape(path: .polyline([(0.28, 0.5), (0.72, 0.5)]), lineWidth: 0.09)]
        case "ˊ": [IconShape(path: .polyline([(0.38, 0.7), (0.64, 0.3)]), lineWidth: 0.09)]
        case "ˇ": [IconShape(path: .polyline([(0.32, 0.36), (0.5, 0.64), (0.68, 0.36)]), lineWidth: 0.09)]
        case "ˋ": [IconShape(path: .polyline([(0.36, 0.3), (0.62, 0.7)]), lineWidth: 0.09)]
        case "˙": [IconShape(path: .circle(centerX: 0.5, centerY: 0.5, radius: 0.09), filled: true, stroked: false)]
        default: nil
        }
    }
}
