#if canImport(UIKit)
import Foundation
import KeyboardCore
import UIKit

extension KeyboardViewController {
    /// Hands the system pasteboard's text to the clipboard panel (`KeyboardController.recordCopy`):
    /// only with Full Access (iOS gives a keyboard the pasteboard only then), only while the
    /// clipboard panel is open, and only when `changeCount` moved since the last read — so the
    /// keyboard never reads the pasteboard in the background, and reads each copy once. Text only;
    /// the core's rules decide what is kept (never a secure field's), and it stays on the device.
    func readPasteboard(into controller: KeyboardController) {
        guard hasFullAccess else { return }
        let pasteboard = UIPasteboard.general
        let count = pasteboard.changeCount
        guard count != pasteboardChangeCount else { return }
        pasteboardChangeCount = count
        guard pasteboard.hasStrings, let text = pasteboard.string else { return }
        controller.recordCopy(text, fromSecureField: false)
    }
}
#endif
