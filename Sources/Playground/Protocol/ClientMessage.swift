import Foundation
import KeyboardCore

/// A message from the page to its session, one JSON object per WebSocket text message with a
/// `type` field: `touch`, `key`, `configure`, `host`, `panel` or `ping`. (Candidates are tapped as
/// touches: the keyboard hit-tests its own candidate bar.)
public enum ClientMessage: Hashable, Sendable {
    /// A finger (or mouse button) on the keyboard, in keyboard points.
    case touch(TouchMessage)
    /// A key of the computer's keyboard, by its DOM `KeyboardEvent.key` name.
    case key(KeyMessage)
    /// New settings from the side panel.
    case configure(PlaygroundSettings)
    /// The person acting as the host app: tapping into the text field or clearing it.
    case host(HostAction)
    /// Asks for a `pong` with the same number (and the current state).
    case ping(Int)
    /// The clipboard and phrase panels: open, copy, insert, pin, edit (`PanelAction`).
    case panel(PanelAction)
    /// The settings panel's 同步: sync this session's dictionary with a WebDAV folder.
    case sync(SyncPanelRequest)
}

/// One pointer event: `id` tells fingers apart, `t` is the page's clock in milliseconds.
public struct TouchMessage: Hashable, Codable, Sendable {
    /// The phase of a touch: KeyboardCore's, as UIKit names them.
    public typealias Phase = TouchPhase

    /// Tells simultaneous fingers apart (the DOM `pointerId`); a touch keeps its id from began to ended.
    public var id: Int
    /// Began, moved, ended or cancelled.
    public var phase: Phase
    /// Points from the keyboard's left edge.
    public var x: Double
    /// Points down from the keyboard's top edge.
    public var y: Double
    /// Milliseconds on the page's monotonic clock (`performance.now()`).
    public var t: Double

    /// A touch; `t` is in milliseconds on the page's clock.
    public init(id: Int, phase: Phase, x: Double, y: Double, t: Double) { (self.id, self.phase, self.x, self.y, self.t) = (id, phase, x, y, t) }
}

/// A key pressed on the computer's keyboard.
public struct KeyMessage: Hashable, Codable, Sendable {
    /// The DOM `KeyboardEvent.key`: `a`, `A`, `1`, `Backspace`, `Enter`, ` `, `ArrowLeft`, …
    public var key: String
    /// Milliseconds on the page's monotonic clock.
    public var t: Double

    /// A key event; `t` is in milliseconds on the page's clock.
    public init(key: String, t: Double) { (self.key, self.t) = (key, t) }
}

/// What the host app does to its own text field.
public enum HostAction: Hashable, Sendable {
    /// The user taps to put the caret at this grapheme offset.
    case caret(Int)
    /// The user selects the grapheme range.
    case select(start: Int, end: Int)
    /// The app empties the field.
    case clear
}

extension ClientMessage {
    /// Decodes one message, or fails with an error that says what was wrong.
    public static func decode(_ text: String) throws(PlaygroundError) -> ClientMessage {
        let raw: RawClientMessage
        do {
            raw = try JSONDecoder().decode(RawClientMessage.self, from: Data(text.utf8))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            if field.hasPrefix("settings") { throw invalidSettings }
            throw PlaygroundError(.malformed, field.isEmpty ? "a message is a JSON object with a \"type\"" : "\"\(field)\" has the wrong type")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw invalidSettings
        } catch let DecodingError.keyNotFound(key, context) where !context.codingPath.isEmpty {
            throw PlaygroundError(.invalidSettings, "settings need \"\(key.stringValue)\"")
        } catch {
            throw PlaygroundError(.malformed, "not a JSON object: \(text.prefix(60))")
        }
        guard let type = raw.type else { throw PlaygroundError(.malformed, "a message needs a \"type\"") }
        switch type {
        case "touch":
            guard let phase = TouchMessage.Phase(rawValue: try raw.required(raw.phase, "phase")) else {
                throw PlaygroundError(.invalidValue, "touch.phase must be began, moved, ended or cancelled")
            }
            return .touch(TouchMessage(
                id: try raw.integer(raw.id, "id"), phase: phase, x: try raw.coordinate(raw.x, "x"),
                y: try raw.coordinate(raw.y, "y"), t: try raw.time(raw.t, "t")))
        case "key":
            let key = try raw.required(raw.key, "key")
            guard !key.isEmpty, key.count <= 32 else { throw PlaygroundError(.invalidValue, "key must be 1 to 32 characters") }
            return .key(KeyMessage(key: key, t: try raw.time(raw.t, "t")))
        case "configure":
            return .configure(try raw.required(raw.settings, "settings"))
        case "host":
            switch try raw.required(raw.action, "action") {
            case "caret": return .host(.caret(try raw.integer(raw.offset, "offset")))
            case "select": return .host(.select(start: try raw.integer(raw.start, "start"), end: try raw.integer(raw.end, "end")))
            case "clear": return .host(.clear)
            default: throw PlaygroundError(.invalidValue, "host.action must be caret, select or clear")
            }
        case "ping":
            return .ping(try raw.integer(raw.n, "n"))
        case "panel":
            return .panel(try raw.panelAction())
        case "sync":
            return .sync(SyncPanelRequest(
                remote: try raw.required(raw.remote, "remote"), user: raw.user ?? "", password: raw.password ?? "",
                passphrase: try raw.required(raw.passphrase, "passphrase"), settings: raw.syncSettings ?? [:]))
        default:
            throw PlaygroundError(
                .malformed, "unknown message type '\(type.prefix(40))'; expected touch, key, configure, host, panel, sync or ping")
        }
    }

    private static let invalidSettings = PlaygroundError(
        .invalidSettings,
        "settings need layout, theme, device (phone|pad), orientation (portrait|landscape), keyboardType, "
            + "returnKeyType and secureEntry (true|false)")
}

/// Every field any message may have, each optional; `ClientMessage.decode` checks which one needs what.
private struct RawClientMessage: Decodable {
    var type: String?
    var id: Double?
    var phase: String?
    var x: Double?
    var y: Double?
    var t: Double?
    var key: String?
    var settings: PlaygroundSettings?
    var action: String?
    var offset: Double?
    var start: Double?
    var end: Double?
    var n: Double?
    var text: String?
    var secure: Bool?
    var code: String?
    var group: String?
    var index: Double?
    var remote: String?
    var user: String?
    var password: String?
    var passphrase: String?
    var syncSettings: [String: String]?

    /// A `panel` message's action.
    func panelAction() throws(PlaygroundError) -> PanelAction {
        let action = try required(self.action, "action")
        func id() throws(PlaygroundError) -> Int64 { Int64(try integer(self.id, "id")) }
        switch action {
        case "copy": return .copy(text: try required(text, "text"), secure: secure ?? false)
        case "close-editor": return .closeEditor
        case "add-phrase": return .addPhrase(text: try required(text, "text"), code: code ?? "", group: group ?? QuickPhraseRules.defaultGroup)
        case "edit-phrase":
            return .editPhrase(id: try id(), text: try required(text, "text"), code: code ?? "", group: group ?? QuickPhraseRules.defaultGroup)
        case "move-phrase": return .movePhrase(id: try id(), index: try integer(index, "index"))
        case "remove-phrase": return .removePhrase(try id())
        default:
            throw PlaygroundError(
                .invalidValue,
                "panel.action must be copy, add-phrase, edit-phrase, move-phrase, remove-phrase or close-editor")
        }
    }

    func required<Value>(_ value: Value?, _ name: String) throws(PlaygroundError) -> Value {
        guard let value else { throw PlaygroundError(.malformed, "\(type ?? "message") needs \"\(name)\"") }
        return value
    }

    func integer(_ value: Double?, _ name: String) throws(PlaygroundError) -> Int {
        let value = try required(value, name)
        guard value.isFinite, value == value.rounded(), abs(value) <= 1e9 else {
            throw PlaygroundError(.invalidValue, "\"\(name)\" must be a whole number within ±10⁹")
        }
        return Int(value)
    }

    /// A coordinate in keyboard points: finite and within ±100,000.
    func coordinate(_ value: Double?, _ name: String) throws(PlaygroundError) -> Double {
        let value = try required(value, name)
        guard value.isFinite, abs(value) <= 100_000 else {
            throw PlaygroundError(.invalidValue, "\"\(name)\" must be a finite coordinate within ±100000")
        }
        return value
    }

    /// A page timestamp in milliseconds: finite and not negative.
    func time(_ value: Double?, _ name: String) throws(PlaygroundError) -> Double {
        let value = try required(value, name)
        guard value.isFinite, value >= 0, value < 1e13 else {
            throw PlaygroundError(.invalidValue, "\"\(name)\" must be a timestamp in milliseconds ≥ 0")
        }
        return value
    }
}
