import Foundation
import Hummingbird
import KeyboardCore
import NIOCore

/// The sessions' word-list stores by a secret each session's frames carry (`wordListToken`): the
/// page posts a file with it, so one page never reaches another's dictionary. Stores are held
/// weakly: a session's store goes with its keyboard, and its token with it.
final class WordListTokens: @unchecked Sendable {
    private struct Entry { weak var store: (any WordListStore)? }
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// A new token for `store` (and the tokens of stores gone are dropped).
    func register(_ store: any WordListStore) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255) }
        let token = bytes.map { String(format: "%02x", $0) }.joined()
        lock.withLock {
            entries = entries.filter { $0.value.store != nil }
            entries[token] = Entry(store: store)
        }
        return token
    }

    /// The store of `token`, while its session lives.
    func store(for token: String) -> (any WordListStore)? {
        lock.withLock { entries[token]?.store }
    }
}

extension PlaygroundServer {
    /// The largest word-list file the page may post.
    static let maxWordListUpload = 16 << 20

    /// `POST /words/import?token=…&name=…[&strict=1]` (the file as the body): imports into the
    /// session's dictionary and answers the report as JSON (400 with `{"error": …}` when the file
    /// is refused, nothing added). `GET /words/export?token=…&format=rime|gboard|plain`: the
    /// user's words as a download.
    func addWordListRoutes(to router: Router<BasicRequestContext>) {
        let tokens = wordLists
        router.post("/words/import") { request, _ -> Response in
            let query = request.uri.queryParameters
            guard let token = query.get("token"), let store = tokens.store(for: token) else {
                return Self.json(["error": "no such session (reload the page)"], status: .notFound)
            }
            let name = query.get("name") ?? "upload"
            guard let body = await Self.uploadedFile(request, upTo: Self.maxWordListUpload) else {
                return Self.json(["error": "the file is larger than \(Self.maxWordListUpload >> 20) MB"], status: .contentTooLarge)
            }
            do {
                let report = try store.importWordList(Data(buffer: body), fileName: name, strict: query.get("strict") == "1")
                let data = try JSONEncoder().encode(report)
                return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                                body: .init(byteBuffer: ByteBuffer(bytes: data)))
            } catch {
                return Self.json(["error": "\(error)"], status: .badRequest)
            }
        }
        router.get("/words/export") { request, _ -> Response in
            let query = request.uri.queryParameters
            guard let token = query.get("token"), let store = tokens.store(for: token) else {
                return Self.json(["error": "no such session (reload the page)"], status: .notFound)
            }
            do {
                let (data, fileName) = try store.exportWordList(format: query.get("format") ?? "plain")
                return Response(status: .ok, headers: [.contentType: "application/octet-stream", .cacheControl: "no-store",
                                                       .contentDisposition: "attachment; filename=\"\(fileName)\""],
                                body: .init(byteBuffer: ByteBuffer(bytes: data)))
            } catch {
                return Self.json(["error": "\(error)"], status: .badRequest)
            }
        }
    }

    /// An uploaded file's bytes (the request's body), nil when it is larger than `limit` bytes or
    /// does not arrive whole: the word lists' and the themes' imports answer 413 then.
    static func uploadedFile(_ request: Request, upTo limit: Int) async -> ByteBuffer? {
        try? await request.body.collect(upTo: limit)
    }

    private static func json(_ object: [String: String], status: HTTPResponse.Status) -> Response {
        let data = (try? JSONEncoder().encode(object)) ?? Data()
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
