import Foundation
import ThemeImport

/// ../shared/eval/themes, beside the repository: real skins people share, read in place.
enum ThemeFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/eval/themes")

    static func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    /// What `theme show` prints for a fixture.
    static func shown(_ path: String, scheme: String? = nil) throws -> String {
        try ThemeImporter.importTheme(at: url(path), scheme: scheme).summary.json
    }

    /// The contract's JSON for two appearances written as `[field: value]` in the contract's order.
    static func json(light: [String?], dark: [String?]?) -> String {
        let names = ["keyboard_background", "letter_key_background", "letter_key_text", "function_key_background", "candidate_text",
                     "highlighted_candidate_text", "highlighted_candidate_background"]
        func object(_ values: [String?]) -> String {
            "{" + zip(names, values).map { "\"\($0)\": " + ($1.map { "\"\($0)\"" } ?? "null") }.joined(separator: ", ") + "}"
        }
        return "{\"light\": \(object(light)), \"dark\": \(dark.map(object) ?? "null")}"
    }
}
