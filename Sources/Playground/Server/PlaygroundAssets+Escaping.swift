import KeyboardRendering

extension PlaygroundAssets {
    /// `text` as HTML attribute values and content may carry it (the SVG writer's XML escaping).
    static func escaped(_ text: String) -> String { SVGWriter.escape(text) }
}
