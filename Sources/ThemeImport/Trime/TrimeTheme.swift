import Foundation

/// A trime (同文) theme (`*.trime.yaml`), its colours resolved as trime draws them: a colour name
/// is looked up in the colour scheme, then through the theme's `fallback_colors`, then trime's
/// built-in fallbacks; a key's own colour names (`key_back_color: bh1`) come first, and one that
/// no scheme defines draws the key transparent (trime ≥ 3.3; older trime drew `back_color`).
/// Shift and BackSpace draw as function keys (`off_key_back_color`) when `functional`, whose
/// default was true before trime 3.3.3 (themes of `config_version` below 3) and false since.
/// The scheme is `--scheme`, else `style.color_scheme`, else `default`; its `dark_scheme` is the
/// dark variant.
struct TrimeTheme {
    let root: YAMLNode
    let file: String

    static func isTheme(_ root: YAMLNode) -> Bool {
        root["preset_color_schemes"] != nil || root["preset_keyboards"] != nil || root["style"]?["color_scheme"] != nil
    }

    /// trime's built-in `fallback_colors` (a name → the name it falls back to).
    static let builtInFallbacks: [String: String] = [
        "candidate_text_color": "text_color", "comment_text_color": "candidate_text_color", "border_color": "back_color",
        "candidate_separator_color": "border_color", "hilited_text_color": "text_color", "hilited_back_color": "back_color",
        "hilited_candidate_text_color": "hilited_text_color", "hilited_candidate_back_color": "hilited_back_color",
        "hilited_label_color": "hilited_candidate_text_color", "hilited_comment_text_color": "comment_text_color",
        "hilited_key_back_color": "hilited_candidate_back_color", "hilited_key_text_color": "hilited_candidate_text_color",
        "hilited_key_symbol_color": "hilited_comment_text_color", "hilited_off_key_back_color": "hilited_key_back_color",
        "hilited_on_key_back_color": "hilited_key_back_color", "hilited_off_key_text_color": "hilited_key_text_color",
        "hilited_on_key_text_color": "hilited_key_text_color", "key_back_color": "back_color", "key_border_color": "border_color",
        "key_text_color": "candidate_text_color", "key_symbol_color": "comment_text_color", "label_color": "candidate_text_color",
        "off_key_back_color": "key_back_color", "off_key_text_color": "key_text_color", "on_key_back_color": "hilited_key_back_color",
        "on_key_text_color": "hilited_key_text_color", "preview_back_color": "key_back_color", "preview_text_color": "key_text_color",
        "shadow_color": "border_color", "root_background": "back_color", "candidate_background": "back_color",
        "keyboard_back_color": "border_color", "liquid_keyboard_background": "keyboard_back_color", "text_back_color": "back_color",
        "long_text_back_color": "key_back_color",
    ]

    func imported(scheme requested: String?) throws -> ImportedTheme {
        let schemes = root["preset_color_schemes"]?.entries ?? []
        let names = schemes.map(\.key)
        let chosen = requested ?? root["style"]?["color_scheme"]?.text ?? (names.contains("default") ? "default" : names.first ?? "default")
        guard let light = root["preset_color_schemes"]?[chosen] else {
            throw ThemeImportError.unknownScheme(file: file, scheme: chosen, available: names)
        }
        let darkName = light["dark_scheme"]?.text
        let dark = darkName.flatMap { root["preset_color_schemes"]?[$0] }
        var notCarried = ["layouts: \((root["preset_keyboards"]?.entries.count) ?? 0) keyboards (ours are drawn with our layouts)"]
        let fonts = (root["style"]?.entries ?? []).compactMap { $0.key.hasSuffix("_font") ? $0.value.text : nil }
        if !fonts.isEmpty { notCarried.append("fonts: " + Array(Set(fonts)).sorted().joined(separator: ", ")) }
        if let darkName, dark == nil { notCarried.append("dark_scheme: \(darkName) is not among its schemes") }
        return ImportedTheme(
            format: "trime theme", name: HamsterSkin.identifier(((file as NSString).lastPathComponent as NSString).deletingPathExtension),
            title: light["name"]?.text ?? root["name"]?.text ?? chosen,
            light: appearance(light), dark: dark.map(appearance), notCarried: notCarried)
    }

    /// Whether keys are function keys unless a preset says otherwise (trime before 3.3.3).
    var functionalByDefault: Bool {
        let version = root["config_version"]?.text.flatMap { Double($0.split(separator: ".").prefix(2).joined(separator: ".")) } ?? 3
        return version < 3
    }

    /// The keys of the default keyboard (its `import_preset` followed).
    var defaultKeys: [YAMLNode] {
        let keyboards = root["preset_keyboards"]
        var keyboard = keyboards?["default"]
        var hops = 0
        while let preset = keyboard?["import_preset"]?.text, hops < 8, keyboard?["keys"] == nil {
            keyboard = keyboards?[preset]
            hops += 1
        }
        return keyboard?["keys"]?.items ?? []
    }

    func appearance(_ scheme: YAMLNode) -> SkinAppearance {
        let palette = TrimePalette(scheme: scheme, fallbacks: Self.builtInFallbacks.merging(
            (root["fallback_colors"]?.entries ?? []).compactMap { entry in entry.value.text.map { (entry.key, $0) } }, uniquingKeysWith: { $1 }))
        let presets = root["preset_keys"]?.keyed ?? [:]
        var keys: [String: SkinKey] = [:]
        var functionText: SkinColor?
        for key in defaultKeys {
            guard let click = key["click"]?.text else { continue }
            let send = presets[click]?["send"]?.text ?? click
            let id: String
            switch send {
            case "Shift_L", "Shift_R": id = "shift"
            case "BackSpace": id = "delete"
            case "space": id = "space"
            case "Return": id = "return"
            default:
                guard click.count == 1, let letter = click.first, letter.isASCII, letter.isLetter else { continue }
                id = click.lowercased()
            }
            guard keys[id] == nil else { continue }
            let isFunction = id == "shift" || id == "delete"
            let functional = presets[click]?["functional"]?.text.map { $0 == "true" } ?? (isFunction && functionalByDefault)
            let own = key["key_back_color"]?.text.flatMap { $0.isEmpty ? nil : $0 }
            let background: SkinColor?
            if let own {
                background = palette.color(own) ?? (functionalByDefault ? palette.color("back_color") : .color(.clear))
            } else {
                background = functional ? palette.color("off_key_back_color") ?? palette.color("key_back_color") : palette.color("key_back_color")
            }
            let text = key["key_text_color"]?.text.flatMap(palette.color) ?? palette.color(functional ? "off_key_text_color" : "key_text_color")
            keys[id] = SkinKey(background: background, text: text)
            if isFunction, functionText == nil { functionText = text }
        }
        let letter = keys["q"] ?? SkinKey(background: palette.color("key_back_color"), text: palette.color("key_text_color"))
        let colors = ThemeColors(
            keyboardBackground: palette.color("keyboard_back_color"), letterKeyBackground: letter.background, letterKeyText: letter.text,
            functionKeyBackground: keys["shift"]?.background ?? keys["delete"]?.background
                ?? palette.color(functionalByDefault ? "off_key_back_color" : "key_back_color"),
            candidateText: palette.color("candidate_text_color"), highlightedCandidateText: palette.color("hilited_candidate_text_color"),
            highlightedCandidateBackground: palette.color("hilited_candidate_back_color"))
        var appearance = SkinAppearance(colors: colors)
        appearance.keys = keys.filter { id, key in
            id.count == 1 ? key != letter : key.background != colors.functionKeyBackground
        }
        appearance.functionKeyText = functionText
        appearance.pressedLetterKeyBackground = palette.color("hilited_key_back_color")
        appearance.cornerRadius = root["style"]?["round_corner"]?.text.flatMap(Double.init)
        appearance.popupBackground = palette.color("preview_back_color")
        appearance.popupText = palette.color("preview_text_color")
        return appearance
    }
}

/// A colour scheme with its fallbacks: a name resolves to the scheme's value, or (when the scheme
/// lacks it) to the colour of the name it falls back to.
struct TrimePalette {
    /// The scheme's entries by name.
    let scheme: [String: YAMLNode]
    let fallbacks: [String: String]

    init(scheme: YAMLNode, fallbacks: [String: String]) {
        self.scheme = scheme.keyed
        self.fallbacks = fallbacks
    }

    /// The colour a name (or a literal colour) stands for; nil when nothing defines it.
    func color(_ name: String) -> SkinColor? { color(name, hops: 0) }

    private func color(_ name: String, hops: Int) -> SkinColor? {
        guard hops < 32 else { return nil }
        if let literal = SkinColor.trime(name) { return literal }
        if let value = scheme[name]?.text {
            if let color = SkinColor.trime(value) { return color }
            if value != name, let referenced = color(value, hops: hops + 1) { return referenced }
        }
        if let next = fallbacks[name], next != name { return color(next, hops: hops + 1) }
        return nil
    }
}
