import KeyboardLayout

/// Something only the host can do, queued by the controller for the host to carry out
/// (`KeyboardController.takeHostRequests()`): the core never talks to the system itself.
public enum HostRequest: Hashable, Sendable, Codable {
    /// `advanceToNextInputMode()`: the globe key.
    case nextKeyboard
    /// `dismissKeyboard()`.
    case dismissKeyboard
    /// Start dictation or a voice note (the voice page is not in the core yet).
    case dictation
    /// Open the host's phrase editor (the 常用语 panel's 编辑: the host app's settings on iOS, the page's form in the playground).
    case editPhrases
    /// Play the key click (`UIDevice.playInputClick`), with which sound.
    case playClick(KeyClickSound)
    /// The user changed how the keyboard fits the hand (a one-handed strip key, the globe key's
    /// menu): keep it in the settings for this device and orientation, and give the keyboard's
    /// view the new height (`KeyboardController.size`).
    case keyboardFit(KeyboardFit)
    /// The user switched forms inside the keyboard (the form switcher): remember it for the app
    /// typed in, and show it again there (`KeyboardController.show(_:)`).
    case inputForm(InputForm)
}

/// Which click a key makes, as the iOS keyboard distinguishes them.
public enum KeyClickSound: String, Hashable, Sendable, Codable {
    /// `character` for keys that type or pick, `delete` for delete, `modifier` for space, return, shift
    /// and page and mode switches (UIKit's three input-click sounds).
    case character, delete, modifier
}
