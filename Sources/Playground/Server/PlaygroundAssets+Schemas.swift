import KeyboardCore
import KeyboardRendering

extension PlaygroundAssets {
    /// The Layout menu's options for the registry's schemas (`SchemaChoice.all`, through the core):
    /// each its keyboard's layout as the value, its id in `data-schema`, and on the 26-key keyboard
    /// the 双拼 scheme it reads in `data-shuangpin` (`off`: full pinyin), which the page sets with it.
    static var schemaOptions: [(value: String, html: String)] {
        SchemaChoice.all.map { choice in
            let shuangpin = choice.keyboard == .pinyin26 ? " data-shuangpin=\"\(escaped(choice.shuangpin ?? "off"))\"" : ""
            let html = "<option value=\"\(escaped(choice.keyboard.rawValue))\" data-schema=\"\(escaped(choice.schema.id))\"\(shuangpin)>"
                + "\(escaped(choice.schema.name)) \(escaped(choice.schema.id))</option>"
            return (choice.keyboard.rawValue, html)
        }
    }

    /// `text` as HTML attribute values and content may carry it (the SVG writer's XML escaping).
    static func escaped(_ text: String) -> String { SVGWriter.escape(text) }
}
