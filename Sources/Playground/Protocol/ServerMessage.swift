import Foundation
import KeyboardLayout

/// A message from a session to its page, one JSON object per WebSocket text message with a `type`:
/// `state` (the whole picture after a change), `error` (something about the last messages) or `pong`.
public enum ServerMessage: Hashable, Sendable {
    /// The whole picture after a change, sent as `{"type": "state", …}` with the frame's fields.
    case state(PlaygroundFrame)
    /// Something was wrong with a message the page sent; the session goes on.
    case error(PlaygroundError)
    /// The answer to `ping(_:)` with the same number.
    case pong(Int)
    /// What the 同步 the page asked for did (`{"type": "sync", "ok": …, "text": …, "settings": …}`).
    case sync(SyncPanelResult)

    /// The JSON text of the message.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        switch self {
        case .state(let frame): data = try? encoder.encode(Tagged(type: "state", body: frame))
        case .error(let error): data = try? encoder.encode(Tagged(type: "error", body: error))
        case .pong(let n): data = try? encoder.encode(Tagged(type: "pong", body: Pong(n: n)))
        case .sync(let result): data = try? encoder.encode(Tagged(type: "sync", body: result))
        }
        return data.map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"error","code":"malformed","message":"unencodable"}"#
    }

    /// Decodes a message the server sent (for clients and tests).
    public static func decode(_ text: String) throws -> ServerMessage {
        let data = Data(text.utf8)
        let decoder = JSONDecoder()
        switch try decoder.decode(TypeOnly.self, from: data).type {
        case "state": return .state(try decoder.decode(Tagged<PlaygroundFrame>.self, from: data).body)
        case "error": return .error(try decoder.decode(Tagged<PlaygroundError>.self, from: data).body)
        case "pong": return .pong(try decoder.decode(Tagged<Pong>.self, from: data).body.n)
        case "sync": return .sync(try decoder.decode(Tagged<SyncPanelResult>.self, from: data).body)
        case let other: throw PlaygroundError(.malformed, "unknown server message type \(other)")
        }
    }

    private struct TypeOnly: Decodable { var type: String }
    private struct Pong: Codable { var n: Int }
}

/// A body whose fields sit beside `type` in one flat JSON object.
private struct Tagged<Body: Codable>: Codable {
    var type: String
    var body: Body

    init(type: String, body: Body) {
        self.type = type
        self.body = body
    }

    private enum CodingKeys: String, CodingKey { case type }

    init(from decoder: any Decoder) throws {
        type = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .type)
        body = try Body(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try body.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
    }
}

/// One picture of a session: the keyboard as SVG, the document, the candidates and the settings.
/// The session builds these after each change; clients decode them (`ServerMessage.decode(_:)`).
public struct PlaygroundFrame: Hashable, Codable, Sendable {
    /// The number of client messages the session has handled, so a client can tell which of its
    /// messages a frame reflects.
    public var ack: Int
    /// The keyboard drawn from the render tree (`SVGWriter`).
    public var svg: String
    /// The keyboard's size in points (the SVG's viewBox).
    public var width: Double
    /// The keyboard's height in points.
    public var height: Double
    /// The host's text field.
    public var document: DocumentState
    /// Candidates, best first, as the candidate bar lists them.
    public var candidates: [String]
    /// The settings in force (the page's side panel shows these, not what it last sent).
    public var settings: PlaygroundSettings
    /// The keyboard's state in a few words for the page's status line (`中 · shift off`).
    public var status: String
    /// The phrase editor's list while the host's editor is open (the panel's 编辑 opened it).
    public var phraseEditor: PhraseEditorFrame?
    /// The last thing the keyboard asked of the host (the globe's switch, dismiss), so the page can
    /// show it was asked; nil before the first.
    public var hostRequest: HostRequestFrame?
    /// The secret for this session's word-list import and export (`/words/import`, `/words/export`),
    /// when its keyboard has a user dictionary.
    public var wordListToken: String?
}

/// The host's text field as the page draws it; offsets count grapheme clusters. The session
/// builds it with each frame.
public struct DocumentState: Hashable, Codable, Sendable {
    /// The field's whole text.
    public var text: String
    /// Where the selection (or caret) starts, in grapheme clusters.
    public var selectionStart: Int
    /// Where the selection ends, in grapheme clusters (equal to the start for a caret).
    public var selectionEnd: Int
    /// The marked (provisional) text's range, when something is marked.
    public var markedStart: Int?
    /// Where the marked text ends, in grapheme clusters; nil when nothing is marked.
    public var markedEnd: Int?
    /// A password field: the page shows dots.
    public var secure = false

    /// The caret: the end of the selection.
    public var caret: Int { selectionEnd }
    /// The marked text, if any.
    public var markedText: String? {
        guard let markedStart, let markedEnd else { return nil }
        let characters = Array(text)
        guard markedStart >= 0, markedStart <= markedEnd, markedEnd <= characters.count else { return nil }
        return String(characters[markedStart..<markedEnd])
    }
}

/// What the keyboard last asked of the host, numbered so a page can tell a new request from one it
/// has shown (the globe pressed twice asks twice); the session makes it, pages decode it.
public struct HostRequestFrame: Hashable, Codable, Sendable {
    /// The request's name (`nextKeyboard`, `dismissKeyboard`, `dictation`, `editPhrases`).
    public var name: String
    /// How many requests the keyboard has made in this session, this one included.
    public var count: Int
}
