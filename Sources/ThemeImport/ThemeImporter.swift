import Foundation
import KeyboardLayout
import KeyboardThemes

/// Reads any theme file a person brings: a Hamster .hskin or 元书 .cskin (a zip, or its unzipped
/// folder), Hamster 2.x's settings with its colour schemes, a trime theme (its `__include`d files
/// read from beside it), or a theme file of ours. Sizes are checked before anything is parsed.
public enum ThemeImporter {
    /// The largest YAML or JSON theme file read.
    public static let maximumTextBytes = 8 << 20
    /// The largest skin archive read (images make them a few MB).
    public static let maximumArchiveBytes = 64 << 20

    /// The theme in the file or folder at `url`; `scheme` picks a colour scheme of a file that
    /// holds several (trime, Hamster 2.x). Only regular files are read, each size checked on the
    /// file a link leads to before it is read (`ThemeFile`).
    public static func importTheme(at url: URL, scheme: String? = nil) throws -> ImportedTheme {
        let name = url.lastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ThemeImportError.unreadable(file: name, reason: "no such file")
        }
        if isFolder.boolValue {
            return try HamsterSkin(files: SkinFiles(folder: url, file: name), file: name).imported()
        }
        let data = try ThemeFile.read(url, name: name) { head in head.starts(with: [0x50, 0x4B]) ? maximumArchiveBytes : maximumTextBytes }
        let folder = url.deletingLastPathComponent()
        return try importTheme(data: data, fileName: name, scheme: scheme) { sibling in
            let siblingURL = folder.appendingPathComponent(sibling)
            guard ThemeFile.exists(siblingURL) else { return nil }
            return try ThemeFile.read(siblingURL, name: sibling) { _ in maximumTextBytes }
        }
    }

    /// The theme in `data` (an upload), named `fileName`; `siblings` reads a file a trime theme
    /// includes (nil: includes are an error). Throws `CancellationError` when its task is cancelled
    /// (the parsers look as they go).
    public static func importTheme(
        data: Data, fileName: String, scheme: String? = nil, siblings: @escaping (String) throws -> Data? = { _ in nil }
    ) throws -> ImportedTheme {
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            guard data.count <= maximumArchiveBytes else {
                throw ThemeImportError.tooLarge(file: fileName, bytes: data.count, limit: maximumArchiveBytes)
            }
            let files = try SkinFiles(zip: data, file: fileName)
            if let trime = try trimeTheme(in: files, fileName: fileName) {
                return try importTheme(data: Data(files.texts[trime] ?? []), fileName: (trime as NSString).lastPathComponent, scheme: scheme) { name in
                    files.texts[(trime as NSString).deletingLastPathComponent.isEmpty ? name : (trime as NSString).deletingLastPathComponent + "/" + name]
                        .map { Data($0) }
                }
            }
            return try HamsterSkin(files: files, file: fileName).imported()
        }
        guard data.count <= maximumTextBytes else { throw ThemeImportError.tooLarge(file: fileName, bytes: data.count, limit: maximumTextBytes) }
        if let ours = try ourTheme(data, fileName: fileName) { return ours }
        let root = try parseYAML([UInt8](data), file: fileName)
        if HamsterColorSchemes.isSchemes(root) {
            return try HamsterColorSchemes(root: root, file: fileName).imported(scheme: scheme)
        }
        guard case .mapping = root else {
            throw ThemeImportError.notATheme(file: fileName, reason: "neither a skin, a trime theme, Hamster's settings nor a theme of ours")
        }
        var includes = TrimeIncludes(mainName: fileName, main: root, file: fileName) { name in try siblings(name).map { [UInt8]($0) } }
        let expanded = try includes.expanded(root, in: fileName)
        guard TrimeTheme.isTheme(expanded) else {
            // A part a trime theme __includes (its keyboards, symbols): it imports as what it is,
            // a file that gives no colour (every slot null), the rest reported as not carried.
            if expanded["keyboards"] != nil || expanded["vars"] != nil || expanded["vars_map"] != nil || expanded["kbs"] != nil {
                let name = (fileName as NSString).deletingPathExtension
                let part = SkinAppearance(colors: ThemeColors())
                return ImportedTheme(
                    format: "trime theme part", name: name, title: name, light: part, dark: nil,
                    notCarried: ["\(fileName): a part a trime theme __includes (keyboards, symbols), with no colour scheme of its own"])
            }
            throw ThemeImportError.notATheme(file: fileName, reason: "neither a skin, a trime theme, Hamster's settings nor a theme of ours")
        }
        return try TrimeTheme(root: expanded, file: fileName).imported(scheme: scheme)
    }

    /// The path of the trime theme a zip holds with the files it includes (the page posts the files
    /// a person picks as one zip): its one `*.trime.yaml`, or its `trime.yaml` when it has no other;
    /// nil for a zip with a `config.yaml` (a skin) or no trime theme; several themes are an error.
    static func trimeTheme(in files: SkinFiles, fileName: String) throws -> String? {
        let names = files.texts.keys
        guard !names.contains(where: { $0 == "config.yaml" || $0.hasSuffix("/config.yaml") }) else { return nil }
        let themes = names.filter { $0.lowercased().hasSuffix(".trime.yaml") }.sorted()
        if themes.count > 1 {
            throw ThemeImportError.notATheme(file: fileName, reason: "it holds several trime themes (\(themes.prefix(4).joined(separator: ", "))); import one at a time")
        }
        return themes.first ?? names.filter { ($0 as NSString).lastPathComponent == "trime.yaml" }.min()
    }

    /// A theme file of ours (JSON with `"format": "shurufa-theme"`), nil for anything else.
    static func ourTheme(_ data: Data, fileName: String) throws -> ImportedTheme? {
        guard let first = data.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }), first == UInt8(ascii: "{"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["format"] as? String == KeyboardThemePair.fileFormat else { return nil }
        let pair: KeyboardThemePair
        do { pair = try KeyboardThemePair(jsonData: data) } catch {
            throw ThemeImportError.notATheme(file: fileName, reason: "a theme of ours that does not decode: \(error)")
        }
        return ImportedTheme(pair)
    }
}

extension ImportedTheme {
    /// A theme of ours as it is: nothing to carry over, nothing lost.
    public init(_ pair: KeyboardThemePair) {
        format = "Shurufa theme"
        summary = ThemeSummary(light: ThemeColors(pair.light), dark: pair.dark.map(ThemeColors.init))
        theme = pair
        notCarried = []
        warnings = Self.contrastWarnings(pair.light, appearance: "light") + (pair.dark.map { Self.contrastWarnings($0, appearance: "dark") } ?? [])
    }
}
