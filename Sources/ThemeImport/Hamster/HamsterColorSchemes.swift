import Foundation

/// Hamster 2.x's colour schemes (`keyboard.colorSchemas` in `hamster.yaml`, Squirrel's, colours
/// `0xBBGGRR` / `0xAABBGGRR`). The app applies one only with `enableColorSchema: true`, the one
/// `useColorSchemaForLight` (and `…ForDark`) names; `--scheme` picks one by its `schemaName`.
/// All keys share one fill (`button_back_color`) and one label colour.
struct HamsterColorSchemes {
    let root: YAMLNode
    let file: String

    static func isSchemes(_ root: YAMLNode) -> Bool { root["keyboard"]?["colorSchemas"] != nil }

    func imported(scheme: String?) throws -> ImportedTheme {
        let keyboard = root["keyboard"]
        let schemes = keyboard?["colorSchemas"]?.items ?? []
        let names = schemes.compactMap { $0["schemaName"]?.text }
        func named(_ name: String) throws -> YAMLNode {
            guard let found = schemes.first(where: { $0["schemaName"]?.text == name }) else {
                throw ThemeImportError.unknownScheme(file: file, scheme: name, available: names)
            }
            return found
        }
        var light: YAMLNode?, dark: YAMLNode?
        if let scheme {
            light = try named(scheme)
        } else if keyboard?["enableColorSchema"]?.text == "true" {
            light = try keyboard?["useColorSchemaForLight"]?.text.flatMap { $0.isEmpty ? nil : try named($0) }
            dark = try keyboard?["useColorSchemaForDark"]?.text.flatMap { $0.isEmpty ? nil : try named($0) }
        }
        var notCarried = ["fonts and layouts: a settings file holds none"]
        if light == nil {
            notCarried.append("no scheme is applied with this file's settings (enableColorSchema is not true); name one with --scheme: "
                + names.joined(separator: ", "))
        }
        let title = light?["name"]?.text ?? "Hamster"
        return ImportedTheme(
            format: "Hamster 2.x colour schemes", name: light?["schemaName"]?.text ?? "hamster", title: title,
            light: light.map(Self.appearance) ?? SkinAppearance(colors: ThemeColors()), dark: dark.map(Self.appearance),
            notCarried: notCarried)
    }

    static func appearance(_ scheme: YAMLNode) -> SkinAppearance {
        func color(_ key: String) -> SkinColor? { scheme[key]?.text.flatMap(SkinColor.bgr) }
        let colors = ThemeColors(
            keyboardBackground: color("back_color"), letterKeyBackground: color("button_back_color"),
            letterKeyText: color("button_front_color"), functionKeyBackground: color("button_back_color"),
            candidateText: color("candidate_text_color"), highlightedCandidateText: color("hilited_candidate_text_color"),
            highlightedCandidateBackground: color("hilited_candidate_back_color"))
        var appearance = SkinAppearance(colors: colors)
        appearance.functionKeyText = color("button_front_color")
        appearance.pressedLetterKeyBackground = color("button_pressed_back_color")
        appearance.cornerRadius = scheme["corner_radius"]?.text.flatMap(Double.init)
        return appearance
    }
}
