import KeyboardCore
import KeyboardLayout

/// What the page is told of a host request: its name on the wire (the page's notices are keyed by
/// it) and the words its status line shows. Swift's description of the value is not for people
/// (`inputForm(KeyboardCore.InputForm.chinese(…))` reached the status line, issue 89).
extension HostRequest {
    /// The request's case (`nextKeyboard`, `inputForm`, `keyboardFit`): `HostRequestFrame.name`.
    var frameName: String {
        switch self {
        case .nextKeyboard: "nextKeyboard"
        case .dismissKeyboard: "dismissKeyboard"
        case .dictation: "dictation"
        case .editPhrases: "editPhrases"
        case .playClick: "playClick"
        case .keyboardFit: "keyboardFit"
        case .inputForm: "inputForm"
        }
    }

    /// What the host was asked, as the status line says it (`switched to 粤拼`, `height 90 %, left hand`).
    var statusText: String {
        switch self {
        case .nextKeyboard: "asked for the next keyboard"
        case .dismissKeyboard: "asked to hide the keyboard"
        case .dictation: "asked for dictation"
        case .editPhrases: "asked to edit the 常用语"
        case .playClick: "a key click"
        case .keyboardFit(let fit): "height \(Int((fit.heightScale * 100).rounded())) %" + (fit.oneHanded.map { ", \($0.rawValue) hand" } ?? "")
        case .inputForm(let form): "switched to \(form.title)"
        }
    }
}
