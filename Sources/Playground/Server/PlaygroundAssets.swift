import Foundation
import KeyboardCore

/// The page's files (HTML, script, style), read once from the module's resources.
struct PlaygroundAssets: Sendable {
    struct File: Sendable {
        var name: String
        var contentType: String
        var data: [UInt8]
    }

    var files: [File]

    static let names: [(name: String, contentType: String)] = [
        ("index.html", "text/html; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("voice.js", "text/javascript; charset=utf-8"),
        ("panels.js", "text/javascript; charset=utf-8"),
        ("wordlists.js", "text/javascript; charset=utf-8"),
        ("sync.js", "text/javascript; charset=utf-8"),
        ("themes.js", "text/javascript; charset=utf-8"),
    ]

    /// Reads every file, with the controls of `settings` in the page's settings form; fails naming
    /// the one that is missing.
    static func load(settings: [KeyboardSetting] = KeyboardConfiguration.settings) throws -> PlaygroundAssets {
        guard let directory = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw PlaygroundError(.unavailable, "the playground's Resources folder is missing from the bundle")
        }
        var files: [File] = []
        for (name, contentType) in names {
            let url = directory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else {
                throw PlaygroundError(.unavailable, "the playground's page file \(name) is missing (\(url.path))")
            }
            let bytes = [UInt8](data)
            files.append(File(name: name, contentType: contentType, data: name == "index.html" ? withSettings(bytes, settings) : bytes))
        }
        return PlaygroundAssets(files: files)
    }
}
