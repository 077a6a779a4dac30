import Foundation
import Hummingbird
import NIOCore
import ThemeImport

extension PlaygroundServer {
    /// The largest skin the page may post (a skin of images is a few MB).
    static let maxThemeUpload = 16 << 20

    /// `POST /themes/import?name=FILE` (the file as the body): reads a skin (Hamster .hskin, 元书
    /// .cskin, a trime or Hamster .yaml, or a theme file of ours) and keeps the theme for the
    /// sessions; answers `{"id", "title", "format", "dark", "notCarried", "warnings", "colors", "theme"}`
    /// (`theme` our file, which the page keeps to post again after a reload), or 400 with
    /// `{"error": …}` naming the file and the problem.
    func addThemeRoutes(to router: Router<BasicRequestContext>) {
        let themes = importedThemes
        router.post("/themes/import") { request, _ -> Response in
            let name = String((request.uri.queryParameters.get("name") ?? "theme").prefix(200))
            guard let body = await Self.uploadedFile(request, upTo: Self.maxThemeUpload) else {
                return Self.themeJSON(["error": "\(name): larger than \(Self.maxThemeUpload >> 20) MB"], status: .contentTooLarge)
            }
            do {
                let imported = try ThemeImporter.importTheme(data: Data(buffer: body), fileName: name)
                let id = try themes.add(imported.theme)
                let file = try JSONSerialization.jsonObject(with: imported.theme.jsonData())
                let colors = try JSONSerialization.jsonObject(with: Data(imported.summary.json.utf8))
                return Self.themeJSON([
                    "id": id, "title": imported.theme.title, "format": imported.format, "dark": imported.theme.dark != nil,
                    "notCarried": imported.notCarried, "warnings": imported.warnings, "colors": colors, "theme": file,
                ], status: .ok)
            } catch {
                return Self.themeJSON(["error": "\(error)"], status: .badRequest)
            }
        }
    }

    private static func themeJSON(_ object: [String: Any], status: HTTPResponse.Status) -> Response {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return Response(status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
