import KeyboardCore
import KeyboardRendering

extension PlaygroundAssets {
    /// The marker in `index.html`'s Layout menu where the registry's schemas go.
    static let schemasMarker = "<!--schemas-->"

    /// The Layout menu's options for the registry's schemas (`SchemaChoice.all`, through the core):
    /// each its keyboard's layout as the value, its id in `data-schema`, and on the 26-key keyboard
    /// the 双拼 scheme it reads in `data-shuangpin` (`off`: full pinyin), which the page sets with it.
    static var schemaOptions: String {
        SchemaChoice.all.map { choice in
            let shuangpin = choice.keyboard == .pinyin26 ? " data-shuangpin=\"\(escaped(choice.shuangpin ?? "off"))\"" : ""
            return "<option value=\"\(escaped(choice.keyboard.rawValue))\" data-schema=\"\(escaped(choice.schema.id))\"\(shuangpin)>"
                + "\(escaped(choice.schema.name)) \(escaped(choice.schema.id))</option>"
        }.joined()
    }

    /// `index.html` with the registry's schemas in its Layout menu.
    static func withSchemas(_ page: [UInt8]) -> [UInt8] {
        Array(String(decoding: page, as: UTF8.self).replacingOccurrences(of: schemasMarker, with: schemaOptions).utf8)
    }

    /// `text` as HTML attribute values and content may carry it (the SVG writer's XML escaping).
    private static func escaped(_ text: String) -> String { SVGWriter.escape(text) }
}
