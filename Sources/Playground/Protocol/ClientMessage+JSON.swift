import Foundation

extension ClientMessage {
    /// The JSON text of the message, as the page sends it.
    public func json() -> String {
        var object: [String: Any]
        switch self {
        case .touch(let touch):
            object = ["type": "touch", "id": touch.id, "phase": touch.phase.rawValue, "x": touch.x, "y": touch.y, "t": touch.t]
        case .key(let key):
            object = ["type": "key", "key": key.key, "t": key.t]
        case .configure(let settings):
            var fields: [String: Any] = [
                "theme": settings.themeName, "device": settings.device.rawValue,
                "orientation": settings.orientation.rawValue, "keyboardType": PlaygroundSettings.caseName(settings.keyboardType),
                "returnKeyType": PlaygroundSettings.caseName(settings.returnKeyType), "secureEntry": settings.secureEntry,
                "keyboardHeight": settings.keyboardHeightName, "oneHanded": settings.oneHandedName,
            ]
            for (key, value) in settings.pageSettingValues { fields[key] = value }
            object = ["type": "configure", "settings": fields]
        case .host(.caret(let offset)):
            object = ["type": "host", "action": "caret", "offset": offset]
        case .host(.select(let start, let end)):
            object = ["type": "host", "action": "select", "start": start, "end": end]
        case .host(.clear):
            object = ["type": "host", "action": "clear"]
        case .ping(let n):
            object = ["type": "ping", "n": n]
        case .panel(let action):
            object = ["type": "panel"].merging(Self.fields(of: action)) { first, _ in first }
        case .sync(let request):
            object = ["type": "sync", "remote": request.remote, "user": request.user, "password": request.password,
                      "passphrase": request.passphrase, "syncSettings": request.settings]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A panel action's fields, as `RawClientMessage.panelAction` reads them.
    private static func fields(of action: PanelAction) -> [String: Any] {
        switch action {
        case .copy(let text, let secure): return ["action": "copy", "text": text, "secure": secure]
        case .closeEditor: return ["action": "close-editor"]
        case .addPhrase(let text, let code, let group): return ["action": "add-phrase", "text": text, "code": code, "group": group]
        case .editPhrase(let id, let text, let code, let group):
            return ["action": "edit-phrase", "id": id, "text": text, "code": code, "group": group]
        case .movePhrase(let id, let index): return ["action": "move-phrase", "id": id, "index": index]
        case .removePhrase(let id): return ["action": "remove-phrase", "id": id]
        }
    }
}
