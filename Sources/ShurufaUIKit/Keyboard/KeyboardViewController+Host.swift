#if canImport(UIKit)
import Foundation
import KeyboardCore
import UIKit

extension KeyboardViewController: UIInputViewAudioFeedback {
    /// Lets `UIDevice.playInputClick()` sound when the user has keyboard clicks on.
    public var enableInputClicksWhenVisible: Bool { true }
}

extension KeyboardViewController {
    /// After anything reached the core: carry out its host requests, redraw, and re-arm the
    /// deadline timer for the next long press or delete repeat.
    func afterCoreChange() {
        guard let controller else { return }
        if controller.state.panel == .clipboard { readPasteboard(into: controller) }
        for request in controller.takeHostRequests() { perform(request) }
        keyboardView?.refresh()
        scheduleDeadline(controller.nextDeadline)
    }

    /// One `HostRequest`, as UIKit does it.
    func perform(_ request: HostRequest) {
        switch request {
        case .nextKeyboard:
            // A globe touch already went to handleInputModeList(from:with:), which switches on a tap.
            if keyboardView?.isTrackingGlobe != true { advanceToNextInputMode() }
        case .dismissKeyboard:
            dismissKeyboard()
        case .dictation:
            // The system's dictation is the globe's neighbour; a keyboard cannot start it.
            break
        case .editPhrases:
            openPhraseEditor()
        case .playClick:
            // UIKit has one input click; the core's kinds of click are for hosts that have more.
            UIDevice.current.playInputClick()
            haptic()
        case .keyboardFit(let fit):
            keep(fit)
        case .inputForm(let form):
            remember(form)
        }
    }

    private func haptic() {
        // Haptics need Full Access on iOS; without it the generator stays silent by itself.
        guard hasFullAccess else { return }
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }

    private func scheduleDeadline(_ deadline: Double?) {
        deadlineTimer?.invalidate()
        deadlineTimer = nil
        guard let deadline else { return }
        let delay = max(0, deadline - ProcessInfo.processInfo.systemUptime)
        deadlineTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let controller = self.controller else { return }
                controller.tick(now: ProcessInfo.processInfo.systemUptime)
                self.afterCoreChange()
            }
        }
    }
}
#endif
