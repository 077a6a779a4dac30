import Foundation
import KeyboardCore
import KeyboardLayout

extension KeyboardRenderer {
    func keyNode(_ placed: PlacedKey, style: KeyStyle, pressed: Bool, context: Context) -> KeyNode {
        let state = context.state, mode = state.mode
        let key = placed.key
        // A theme's key gap narrows the cap inside the layout's frame; touches still find the whole frame.
        let frame = context.theme.keyGap.map { Self.inset(placed.frame, $0 / 2, $0 / 2) } ?? placed.frame
        var textColor = style.textColor ?? .black
        // A disabled return key (empty field, `enablesReturnKeyAutomatically`) keeps its label, dimmed.
        let isDisabled = key.action == .returnKey && !state.isReturnKeyEnabled
        if isDisabled { textColor = textColor.withAlpha(0.35) }
        var fill = (pressed ? style.pressedBackgroundColor : style.backgroundColor) ?? .white
        // iOS lights the shift key up (letter-key colour) while shift or caps lock is on.
        if key.action == .shift, state.shift != .off, !pressed {
            fill = context.theme.baseStyle(for: .character).backgroundColor ?? fill
        }
        var texts: [TextNode] = []
        var iconShapes: [ShapeNode] = []
        let label = (key.action == .page(.letters) ? state.lettersKeyLabel : nil) ?? state.keyLabels?[key.id]
            ?? key.label(shift: state.shift, mode: mode, returnKeyType: state.returnKeyType)
        let baseSize = style.fontSize ?? 16
        switch key.action {
        case .toggleLanguage:
            texts = languageTexts(frame: frame, mode: mode, fontSize: min(baseSize, 17), color: textColor, secondary: context.theme.secondaryTextColor)
        case .candidateColumn:
            break
        case .handwritingPad:
            (texts, iconShapes) = padGuide(in: frame, context: context)
        default:
            if let label, let marks = ToneMarkShapes.shapes(for: label) {
                let side = min(style.imageSize ?? 22, frame.height * 0.62, frame.width * 0.7)
                iconShapes = shapes(marks, in: frame, side: side, color: textColor)
            } else if let label {
                var size = baseSize
                // A key of several characters (.com, ABC) draws them smaller; a field (emoji search: its
                // query, or nothing to type) does not.
                let isField = key.action == .beginEmojiSearch || key.action == .none
                if key.role == .character, !isField, label.count > 1 { size *= 0.75 }
                size = key.role == .emoji ? fitted(emojiSize: size, in: frame) : fitted(fontSize: size, text: label, in: frame)
                var center = frame.center
                if let swipeUp = key.swipeUp {
                    center.y += frame.height * 0.1
                    let small = max(7, min(baseSize * 0.45, frame.height * 0.26))
                    texts.append(TextNode(
                        text: swipeUp, center: LayoutPoint(x: frame.midX, y: frame.minY + frame.height * 0.2),
                        fontSize: small, color: context.theme.secondaryTextColor))
                }
                if key.role == .character, let hint = state.keyHints?[key.id] {
                    // 双拼: the finals the key types, small under the letter. The letter shrinks and
                    // rises so that its descender (g, j, y) stays clear of the hint; text is drawn
                    // from a baseline at centre + 0.35 × size (`SVGWriter`).
                    size = min(size, frame.height * 0.36)
                    center.y = frame.minY + frame.height * 0.45
                    let small = max(6, min(baseSize * 0.4, frame.height * 0.2))
                    texts.append(TextNode(
                        text: hint, center: LayoutPoint(x: frame.midX, y: frame.minY + frame.height * 0.83),
                        fontSize: fitted(fontSize: small, text: hint, in: frame), color: context.theme.secondaryTextColor))
                }
                texts.insert(TextNode(text: label, center: center, fontSize: size, color: textColor), at: 0)
            }
        }
        if let icon = key.icon(shift: state.shift) {
            let side = min(style.imageSize ?? 22, frame.height * 0.62, frame.width * 0.7)
            iconShapes = shapes(for: icon, in: frame, side: side, color: textColor)
        }
        var column: CandidateColumnNode?
        if key.action == .candidateColumn {
            column = columnNode(frame: frame, items: state.columnItems ?? key.alternates, fontSize: min(baseSize, 17),
                                color: textColor, separator: context.theme.secondaryTextColor.withAlpha(0.45))
        }
        return KeyNode(
            id: key.id, action: key.action, frame: frame, cornerRadius: style.cornerRadius ?? 5, fill: fill,
            borderColor: (style.borderWidth ?? 0) > 0 ? style.borderColor : nil, borderWidth: style.borderWidth ?? 0,
            shadowColor: (style.shadowOffset ?? 0) != 0 ? style.shadowColor : nil, shadowOffset: style.shadowOffset ?? 0,
            isPressed: pressed, texts: texts, icon: iconShapes, column: column,
            accessibilityLabel: label ?? Self.spokenName(of: key.action), emoji: Self.emoji(of: key), isEnabled: !isDisabled)
    }

    /// The emoji a cell of the emoji page types.
    static func emoji(of key: LayoutKey) -> String? {
        guard key.role == .emoji, case .character(let text) = key.action else { return nil }
        return text
    }

    /// A font size for one emoji glyph (ZWJ sequences and skin tones draw as one square glyph,
    /// whatever their scalars): at most 70% of the cell's height and 80% of its width.
    func fitted(emojiSize fontSize: Double, in frame: LayoutRect) -> Double {
        max(1, min(fontSize, frame.height * 0.7, frame.width * 0.8))
    }

    /// A font size no larger than fits the key: 62% of its height, and the label's estimated width.
    func fitted(fontSize: Double, text: String, in frame: LayoutRect) -> Double {
        var size = min(fontSize, frame.height * 0.62)
        let width = TextMetrics.estimatedWidth(of: text, fontSize: size)
        let room = max(1, frame.width - 8)
        if width > room { size *= room / width }
        return max(1, size)
    }

    /// 中/英: the active language large, the other small and grey, as Chinese keyboards draw it.
    private func languageTexts(frame: LayoutRect, mode: InputMode, fontSize: Double, color: KeyboardColor, secondary: KeyboardColor) -> [TextNode] {
        let size = min(fontSize, frame.height * 0.5, frame.width * 0.4)
        let (active, other) = mode == .chinese ? ("中", "英") : ("英", "中")
        return [
            TextNode(text: active, center: LayoutPoint(x: frame.midX - size * 0.3, y: frame.midY - size * 0.12), fontSize: size, color: color),
            TextNode(text: other, center: LayoutPoint(x: frame.midX + size * 0.55, y: frame.midY + size * 0.32),
                     fontSize: size * 0.6, color: secondary),
        ]
    }

    /// The icon's unit shapes scaled into a `side`-point square at the key's centre.
    func shapes(for icon: KeyIcon, in frame: LayoutRect, side: Double, color: KeyboardColor) -> [ShapeNode] {
        shapes(icon.unitShapes, in: frame, side: side, color: color)
    }

    /// Unit shapes scaled into a `side`-point square at the key's centre.
    func shapes(_ unitShapes: [IconShape], in frame: LayoutRect, side: Double, color: KeyboardColor) -> [ShapeNode] {
        let dx = frame.midX - side / 2, dy = frame.midY - side / 2
        return unitShapes.map { shape in
            ShapeNode(
                path: shape.path.scaled(by: side, dx: dx, dy: dy), fill: shape.filled ? color : nil,
                stroke: shape.stroked ? color : nil, lineWidth: shape.lineWidth * side)
        }
    }

    private func columnNode(frame: LayoutRect, items: [String], fontSize: Double, color: KeyboardColor, separator: KeyboardColor) -> CandidateColumnNode {
        let cells = CandidateColumn.cellFrames(itemCount: items.count, in: frame)
        var texts: [TextNode] = []
        var separators: [ShapeNode] = []
        for (index, cell) in cells.enumerated() {
            texts.append(TextNode(text: items[index], center: cell.center, fontSize: fitted(fontSize: fontSize, text: items[index], in: cell), color: color))
            if index < cells.count - 1 {
                separators.append(ShapeNode(
                    path: .polyline([(cell.minX + 8, cell.maxY), (cell.maxX - 8, cell.maxY)]), fill: nil, stroke: separator, lineWidth: 0.5))
            }
        }
        return CandidateColumnNode(cells: cells, texts: texts, separators: separators)
    }

    static func spokenName(of action: KeyboardAction) -> String {
        switch action {
        case .character(let text): text
        case .backspace: "delete"
        case .shift: "shift"
        case .space: "space"
        case .returnKey: "return"
        case .nextKeyboard: "next keyboard"
        case .page(let page): page.rawValue
        case .toggleLanguage: "中/英"
        case .nineKey(let digit, let letters): "\(digit) \(letters)"
        case .separator: "分词"
        case .stroke(let stroke): String(stroke.glyph)
        case .candidateColumn: "candidates"
        case .handwritingPad: "handwriting pad"
        case .dismissKeyboard: "hide keyboard"
        case .dictation: "dictation"
        case .capsLock: "caps lock"
        case .insertText(let text), .insertEmoji(let text): text
        case .none: ""
        default: ""
        }
    }
}
