import ChatInput
import Testing
import VoiceNote

struct VoiceButtonAppearanceTests {
    struct Case: Sendable {
        var state: RecorderState
        var elapsed: Double
        var title: String
        var highlighted: Bool
        var overlay: VoiceButtonAppearance.Overlay?
    }

    // The standard recorder: 60 s maximum, countdown from 50 s.
    static let cases: [Case] = [
        Case(state: .idle, elapsed: 0, title: "按住 说话", highlighted: false, overlay: nil),
        Case(state: .recording, elapsed: 3, title: "松开 发送", highlighted: true, overlay: .recording(secondsLeft: nil)),
        Case(state: .recording, elapsed: 50, title: "松开 发送", highlighted: true, overlay: .recording(secondsLeft: 10)),
        Case(state: .recording, elapsed: 55.5, title: "松开 发送", highlighted: true, overlay: .recording(secondsLeft: 5)),
        Case(state: .cancelArmed, elapsed: 4, title: "松开手指，取消发送", highlighted: true, overlay: .releaseToCancel),
        Case(state: .tooShort, elapsed: 0.3, title: "按住 说话", highlighted: false, overlay: .tooShort),
        Case(state: .finished, elapsed: 8, title: "按住 说话", highlighted: false, overlay: nil),
        Case(state: .maxReached, elapsed: 60, title: "按住 说话", highlighted: false, overlay: nil),
        Case(state: .cancelled, elapsed: 2, title: "按住 说话", highlighted: false, overlay: nil),
        Case(state: .failed, elapsed: 2, title: "按住 说话", highlighted: false, overlay: nil),
    ]

    @Test(arguments: cases)
    func appearance(_ c: Case) {
        let a = VoiceButtonAppearance.appearance(for: c.state, elapsed: c.elapsed)
        #expect(a.title == c.title)
        #expect(a.isHighlighted == c.highlighted)
        #expect(a.overlay == c.overlay)
        #expect(a.isEnabled)
    }

    @Test(arguments: RecorderState.allCases)
    func withoutTheMicrophoneTheButtonIsDisabled(_ state: RecorderState) {
        let a = VoiceButtonAppearance.appearance(for: state, microphoneAllowed: false)
        #expect(!a.isEnabled)
        #expect(a.overlay == nil)
    }
}
