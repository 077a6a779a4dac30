import Foundation

/// A Hamster skin (.hskin, 仓输入法) or 元书 skin (.cskin): `config.yaml` names each keyboard's
/// file, read from `light/` and `dark/`. Three schemas are read by one set of rules: 仓 legacy
/// (`keyboard: {subviews}`, candidate colours in `horizontalCandidateStyle`), the hybrid (root
/// `keyboardLayout:` / `keyboardStyle:`), and 元书 (`buttonStyleType`, candidates in a cell of
/// `type: horizontalCandidates`). A style is named by a root key (or written inline, or a list
/// whose first entry counts); a JavaScript style (the return key's) is reported, not run.
struct HamsterSkin {
    let files: SkinFiles
    let file: String

    func imported() throws -> ImportedTheme {
        guard let configPath = files.texts.keys.filter({ $0 == "config.yaml" || $0.hasSuffix("/config.yaml") })
            .min(by: { $0.count < $1.count }) else {
            throw ThemeImportError.notATheme(file: file, reason: "a skin has a config.yaml; this archive has none")
        }
        let folder = String(configPath.dropLast("config.yaml".count))
        let config = try files.document(configPath, file: file) ?? .null
        let keyboardName = ["pinyin", "alphabetic"].lazy.compactMap { config[$0]?["iPhone"]?["portrait"]?.text }.first
        guard let keyboardName else {
            throw ThemeImportError.notATheme(file: file, reason: "its config.yaml names no pinyin or alphabetic keyboard for iPhone portrait")
        }
        var notCarried: [String] = []
        let appearances: [SkinAppearance?] = try ["light", "dark"].map { mode in
            let path = "\(folder)\(mode)/\(keyboardName).yaml"
            guard let document = try files.document(path, file: file) else { return nil }
            return HamsterKeyboardFile(root: document).appearance(notCarried: &notCarried)
        }
        guard let light = appearances[0] ?? appearances[1] else {
            throw ThemeImportError.notATheme(file: file, reason: "its config.yaml names \(keyboardName), which is in neither light/ nor dark/")
        }
        let layouts = files.texts.keys.filter { $0.hasPrefix(folder + "light/") || $0.hasPrefix(folder + "dark/") }.count
        notCarried.append("layouts: \(layouts) keyboard files (ours are drawn with our layouts)")
        let images = files.otherFiles.filter { SkinColor.imageName($0) != nil }
        if !images.isEmpty { notCarried.append("images: \(images.count) (\(images.prefix(3).map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))\(images.count > 3 ? ", …" : ""))") }
        let fonts = files.otherFiles.filter { [".ttf", ".otf", ".ttc"].contains(where: $0.lowercased().hasSuffix) }
        if !fonts.isEmpty { notCarried.append("fonts: \(fonts.count)") }
        let title = config["name"]?.text ?? String(folder.dropLast())
        let format = file.lowercased().hasSuffix(".cskin") ? "元书 skin (.cskin)" : "Hamster skin (.hskin)"
        return ImportedTheme(
            format: format, name: Self.identifier(String(folder.dropLast()).isEmpty ? title : String(folder.dropLast())), title: title,
            light: light, dark: appearances[0] == nil ? nil : appearances[1], notCarried: notCarried)
    }

    /// A name fit for a theme id: the folder's name, spaces turned into dashes.
    static func identifier(_ text: String) -> String {
        let name = (text as NSString).lastPathComponent.replacingOccurrences(of: " ", with: "-")
        return name.isEmpty ? "imported" : name
    }
}

/// One keyboard file of a Hamster or 元书 skin, read for its colours.
struct HamsterKeyboardFile {
    let root: YAMLNode
    /// The root's entries by key (styles and cells are looked up by name, once per cell).
    let named: [String: YAMLNode]

    init(root: YAMLNode) {
        self.root = root
        named = root.keyed
    }

    /// The style a reference names: a root key's mapping, an inline mapping, or a list's first
    /// resolvable entry; nil for JavaScript or a missing name.
    func style(_ reference: YAMLNode?) -> YAMLNode? {
        switch reference {
        case let .scalar(name)?: return named[name].flatMap { if case .mapping = $0 { $0 } else { nil } }
        case let .mapping(entries)? where !entries.isEmpty: return reference
        case let .sequence(items)?: return items.lazy.compactMap { style($0) }.first
        default: return nil
        }
    }

    /// A style's colour under `key` (`normalColor`), or its image.
    func color(_ style: YAMLNode?, _ key: String = "normalColor") -> SkinColor? {
        guard let style else { return nil }
        if let type = style["buttonStyleType"]?.text, type == "fileImage" || type == "assetImage" {
            return .image(style["normalImage"]?["file"]?.text ?? style["normalImage"]?.text ?? style["imageName"]?.text ?? type)
        }
        return style[key]?.text.flatMap(SkinColor.hamster)
    }

    /// The key cells in layout order: `keyboardLayout` (元书, hybrid) or `keyboard.subviews` (仓 legacy).
    var cellNames: [String] {
        var names: [String] = []
        func walk(_ node: YAMLNode) {
            switch node {
            case let .mapping(entries):
                for entry in entries {
                    if entry.key == "Cell", let name = entry.value.text { names.append(name) } else { walk(entry.value) }
                }
            case let .sequence(items): items.forEach(walk)
            default: break
            }
        }
        walk(root["keyboardLayout"] ?? root["keyboard"]?["subviews"] ?? .null)
        return names
    }

    /// Our layout's id for what a key does: a letter, `shift`, `delete`, `space`, `return`.
    static func keyID(_ action: YAMLNode?) -> String? {
        if let character = action?["character"]?.text, character.count == 1, let letter = character.first, letter.isLetter, letter.isASCII {
            return character.lowercased()
        }
        switch action?.text {
        case "shift": return "shift"
        case "backspace": return "delete"
        case "space": return "space"
        case "enter", "return": return "return"
        default: return nil
        }
    }

    func appearance(notCarried: inout [String]) -> SkinAppearance {
        let keyboardStyle = root["keyboardStyle"] ?? style(root["keyboard"]?["style"])
        let background = color(style(keyboardStyle?["backgroundStyle"]))
        var keys: [String: SkinKey] = [:]
        var letterStyle: YAMLNode?
        var hint: YAMLNode?
        var shiftForeground: YAMLNode?
        for name in cellNames {
            guard let cell = named[name], let id = Self.keyID(cell["action"]), keys[id] == nil else { continue }
            if case .scalar(let script)? = cell["backgroundStyle"], script.contains("function") {
                notCarried.append("scripts: the \(id) key's JavaScript style (drawn in its role's colour)")
            }
            let backgroundStyle = style(cell["backgroundStyle"]), foregroundStyle = style(cell["foregroundStyle"])
            keys[id] = SkinKey(background: color(backgroundStyle), text: color(foregroundStyle))
            if id == "q" { letterStyle = backgroundStyle; hint = style(cell["hintStyle"]) }
            if id == "shift" { shiftForeground = foregroundStyle }
        }
        var colors = ThemeColors(
            keyboardBackground: background, letterKeyBackground: keys["q"]?.background, letterKeyText: keys["q"]?.text,
            functionKeyBackground: keys["shift"]?.background ?? keys["delete"]?.background)
        let candidates = candidateStyle
        colors.candidateText = color(candidates, "textColor")
        colors.highlightedCandidateText = color(candidates, "preferredTextColor") ?? colors.candidateText
        colors.highlightedCandidateBackground = color(candidates, "preferredBackgroundColor")
        var appearance = SkinAppearance(colors: colors)
        appearance.keys = keys.filter { id, key in
            let isLetter = id.count == 1
            let base = isLetter ? SkinKey(background: colors.letterKeyBackground, text: colors.letterKeyText)
                : SkinKey(background: colors.functionKeyBackground, text: color(shiftForeground))
            return key != base
        }
        appearance.functionKeyText = color(shiftForeground)
        appearance.pressedLetterKeyBackground = color(letterStyle, "highlightColor")
        appearance.cornerRadius = letterStyle?["cornerRadius"]?.text.flatMap(Double.init)
        appearance.popupBackground = color(style(hint?["backgroundStyle"]))
        appearance.popupText = color(style(hint?["foregroundStyle"]))
        return appearance
    }

    /// The horizontal candidates' style: 元书's cell of `type: horizontalCandidates`, or 仓's
    /// `toolbar.horizontalCandidateStyle`.
    var candidateStyle: YAMLNode? {
        for entry in root.entries where entry.value["type"]?.text == "horizontalCandidates" {
            if let found = style(entry.value["candidateStyle"]) { return found }
        }
        return style(root["toolbar"]?["horizontalCandidateStyle"]) ?? style(root["horizontalCandidateStyle"])
    }
}
