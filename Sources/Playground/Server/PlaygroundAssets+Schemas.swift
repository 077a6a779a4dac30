import KeyboardCore
import KeyboardRendering

extension PlaygroundAssets {
    /// The marker in `index.html`'s Layout menu where the registry's schemas go.
    static let schemasMarker = "<!--schemas-->"

    /// The Layout menu's options for the registry's schemas (`SchemaID.all`, through the core):
    /// each its id as the value (what the `schema` setting takes), named as its typists call it.
    static var schemaOptions: String {
        SchemaID.all.map { schema in
            "<option value=\"\(escaped(schema.rawValue))\">\(escaped(schema.title)) \(escaped(schema.rawValue))</option>"
        }.joined()
    }

    /// `index.html` with the registry's schemas in its Layout menu.
    static func withSchemas(_ page: [UInt8]) -> [UInt8] {
        Array(String(decoding: page, as: UTF8.self).replacingOccurrences(of: schemasMarker, with: schemaOptions).utf8)
    }

    /// `text` as HTML attribute values and content may carry it (the SVG writer's XML escaping).
    private static func escaped(_ text: String) -> String { SVGWriter.escape(text) }
}
