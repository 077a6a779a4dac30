import Foundation
import KeyboardLayout

/// The themes a person can choose on a device, and the one chosen, kept in a folder the host app
/// and the keyboard share (the App Group's): the built-ins, then each imported theme as a file of
/// ours (`NAME.json`), and the chosen theme's name in `chosen`. The host app writes it; the
/// keyboard reads it each time it appears and draws the chosen theme's light or dark variant.
public struct ThemeLibrary: Sendable {
    /// The folder (`…/Themes` in the App Group container).
    public let folder: URL

    /// The library in `folder` (created when a theme is first added).
    public init(folder: URL) { self.folder = folder }

    /// The built-ins, then the imported themes by name (a file that no longer decodes is skipped).
    public func themes() -> [KeyboardThemePair] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let imported = files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { url in (try? Data(contentsOf: url)).flatMap { try? KeyboardThemePair(jsonData: $0) } }
        return KeyboardThemePair.builtIns + imported.filter { pair in !KeyboardThemePair.builtIns.contains { $0.name == pair.name } }
    }

    /// The chosen theme; the system pair when none was chosen or the chosen one is gone.
    public func chosen() -> KeyboardThemePair {
        let name = (try? String(contentsOf: folder.appendingPathComponent("chosen"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return themes().first { $0.name == name } ?? KeyboardThemePair.builtIns[0]
    }

    /// Keeps an imported theme (replacing one of the same name) and answers the name it is kept under.
    @discardableResult
    public func add(_ pair: KeyboardThemePair) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let safe = String(pair.name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }.prefix(80))
        var kept = pair
        kept.name = KeyboardThemePair.builtIns.contains { $0.name == safe } || safe.isEmpty ? "imported-" + safe : safe
        try kept.jsonData().write(to: folder.appendingPathComponent(kept.name + ".json"), options: .atomic)
        return kept.name
    }

    /// Makes the theme named `name` the one the keyboard draws.
    public func choose(_ name: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(name.utf8).write(to: folder.appendingPathComponent("chosen"), options: .atomic)
    }

    /// Removes an imported theme (a built-in cannot be removed); the system pair is chosen if it was.
    public func remove(_ name: String) throws {
        guard !KeyboardThemePair.builtIns.contains(where: { $0.name == name }) else { return }
        let wasChosen = chosen().name == name
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name + ".json"))
        if wasChosen { try choose(KeyboardThemePair.builtIns[0].name) }
    }
}
