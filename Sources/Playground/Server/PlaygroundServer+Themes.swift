import Foundation
import Hummingbird
import NIOCore
import ThemeImport

extension PlaygroundServer {
    /// The largest skin the page may post (a skin of images is a few MB).
    static let maxThemeUpload = 16 << 20
    /// The longest an import works before it is stopped and answered 503.
    static let themeImportDeadline = Duration.seconds(60)

    /// `POST /themes/import?name=FILE` (the file as the body): reads a skin (Hamster .hskin, 元书
    /// .cskin, a trime or Hamster .yaml, or a theme file of ours) and keeps the theme for the
    /// sessions; answers `{"id", "title", "format", "dark", "notCarried", "warnings", "colors", "theme"}`
    /// (`theme` our file, which the page keeps to post again after a reload), or `{"error": …}`
    /// naming the file and the problem: 400 for a file refused, 403 for a post from another origin
    /// (`OriginPolicy.allowsPost`), 413 past `maxThemeUpload`, 503 when `ThemeImports.limit` imports
    /// are under way or the import ran past `themeImportDeadline`. The import runs in a work lane (off the
    /// event loops and Swift's pool, `WorkLanes`) and stops when its client leaves: the connection's
    /// task is cancelled then, and the parsers look at the cancellation as they go.
    func addThemeRoutes(to router: Router<BasicRequestContext>) {
        let themes = importedThemes
        let imports = themeImports
        let lanes = lanes
        let origins = OriginPolicy(configuredHost: configuration.host)
        router.post("/themes/import") { request, _ -> Response in
            let name = String((request.uri.queryParameters.get("name") ?? "theme").prefix(200))
            guard origins.allowsPost(origin: request.headers[.origin], host: request.head.authority) else {
                return Self.themeJSON(["error": "\(name): posted from another site's page; import it from the playground's own page"],
                                      status: .forbidden)
            }
            guard imports.enter() else {
                return Self.themeJSON(["error": "\(name): the server is importing other themes; try again in a moment"],
                                      status: .serviceUnavailable)
            }
            defer { imports.leave() }
            guard let body = await Self.uploadedFile(request, upTo: Self.maxThemeUpload) else {
                return Self.themeJSON(["error": "\(name): larger than \(Self.maxThemeUpload >> 20) MB"], status: .contentTooLarge)
            }
            let data = Data(buffer: body)
            let outcome = await Self.within(Self.themeImportDeadline) {
                await lanes.run { () async -> Result<ImportedTheme, any Error> in
                    Result { try imports.read(data, name) }
                }
            }
            do {
                guard let outcome else {
                    return Self.themeJSON(["error": "\(name): not read within \(Self.themeImportDeadline) and stopped"], status: .serviceUnavailable)
                }
                let imported = try outcome.get()
                let id = try themes.add(imported.theme)
                let file = try JSONSerialization.jsonObject(with: imported.theme.jsonData())
                let colors = try JSONSerialization.jsonObject(with: Data(imported.summary.json.utf8))
                return Self.themeJSON([
                    "id": id, "title": imported.theme.title, "format": imported.format, "dark": imported.theme.dark != nil,
                    "notCarried": imported.notCarried, "warnings": imported.warnings, "colors": colors, "theme": file,
                ], status: .ok)
            } catch is CancellationError {
                return Self.themeJSON(["error": "\(name): the import was stopped"], status: .serviceUnavailable)
            } catch {
                return Self.themeJSON(["error": "\(error)"], status: .badRequest)
            }
        }
    }

    /// `work`'s answer, or nil once `limit` has passed first (`work` is cancelled then, and waited for).
    static func within<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await work() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private static func themeJSON(_ object: [String: Any], status: HTTPResponse.Status) -> Response {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// The theme imports in the server: at most `limit` at once (reading their upload, waiting for a
/// lane or running; each holds its upload and what it unpacks, and six at once held 829 MB), past
/// which a post is answered 503 before its body is read; each read by `read`.
final class ThemeImports: @unchecked Sendable {
    /// Imports at once.
    let limit: Int
    /// Reads an upload named `name` (`ThemeImporter`'s import; a test's may work until cancelled).
    let read: @Sendable (_ data: Data, _ name: String) throws -> ImportedTheme
    private let lock = NSLock()
    private var taken = 0

    /// At most `limit` imports at once, each read by `read`.
    init(limit: Int = 2, read: @escaping @Sendable (Data, String) throws -> ImportedTheme = { data, name in
        try ThemeImporter.importTheme(data: data, fileName: name)
    }) {
        self.limit = limit
        self.read = read
    }

    /// Takes a slot; false when all are taken. A slot taken must be given back with `leave()`.
    func enter() -> Bool {
        lock.withLock {
            guard taken < limit else { return false }
            taken += 1
            return true
        }
    }

    /// Gives a slot back.
    func leave() { lock.withLock { taken -= 1 } }
}
