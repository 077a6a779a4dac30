/// What a 笔画 key types: one of the five stroke classes (横 竖 撇 点 折) or the 通配 wildcard. A
/// layout file names it in its action (`stroke:h`, `stroke:any`); the keyboard passes the value on
/// to the input form, never as text.
public enum StrokeKey: String, Hashable, Sendable, Codable, CaseIterable {
    /// 横.
    case horizontal = "h"
    /// 竖.
    case vertical = "s"
    /// 撇.
    case leftFalling = "p"
    /// 点 (and 捺).
    case dot = "d"
    /// 折: every stroke with a turn.
    case turning = "z"
    /// 通配: any one stroke.
    case wildcard = "any"

    /// How the stroke is drawn on its key and in the marked text (the wildcard as ＊).
    public var glyph: Character {
        switch self {
        case .horizontal: "一"
        case .vertical: "丨"
        case .leftFalling: "丿"
        case .dot: "丶"
        case .turning: "乛"
        case .wildcard: "＊"
        }
    }
}
