#if canImport(UIKit)
import ChatInput
import Foundation
import UIKit
import VoiceNote

/// The chat's 按住 说话 button: press starts a `RecorderSession` fed by the microphone, sliding up
/// arms cancel, release finishes; the recorder decides, `VoiceButtonAppearance` says what to show.
public final class HoldToRecordButton: UIView {
    /// Where the recordings go (App Group or the app's caches).
    public let directory: URL
    /// A finished note (hand it to the `UploadQueue` or the message list).
    public var onNote: ((RecordedNote) -> Void)?
    /// The appearance changed (title, overlay).
    public var onAppearance: ((VoiceButtonAppearance) -> Void)?
    /// The button's title (按住 说话, 松开 结束…), set from the recorder's appearance.
    public let titleLabel = UILabel()
    private let makeCapture: () throws -> any AudioCapture
    private var capture: (any AudioCapture)?
    private var buffer: CapturedAudioBuffer?
    private var session: RecorderSession?
    private var pump: Timer?
    private var startY: CGFloat = 0

    /// A button recording into `directory` from `makeCapture` (the microphone by default; tests pass a
    /// file). If capture cannot start, the button shows that the microphone is not allowed.
    public init(directory: URL, makeCapture: @escaping () throws -> any AudioCapture = { try MicrophoneCapture() }) {
        self.directory = directory
        self.makeCapture = makeCapture
        super.init(frame: .zero)
        addSubview(titleLabel)
        show(VoiceButtonAppearance.appearance(for: .idle))
    }

    /// Not supported: the button is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("HoldToRecordButton is made in code") }

    /// Starts a note: opens the capture, starts a recorder and a 50 ms pump that drains audio into it.
    override public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard session == nil, let touch = touches.first else { return }
        startY = touch.location(in: self).y
        do {
            let capture = try makeCapture()
            let buffer = CapturedAudioBuffer(format: capture.format)
            let id = UUID()
            let session = try RecorderSession(id: id, format: capture.format, files: RecordingFiles(directory: directory, id: id))
            try capture.start { chunk in try? buffer.push(chunk) }
            (self.capture, self.buffer, self.session) = (capture, buffer, session)
            handle(session.press())
            pump = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.drain() }
            }
        } catch {
            show(VoiceButtonAppearance.appearance(for: .idle, microphoneAllowed: false))
        }
    }

    /// Reports how far above the press the finger is; far enough arms cancelling.
    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let session, let touch = touches.first else { return }
        handle(session.slide(upBy: Double(startY - touch.location(in: self).y)))
    }

    /// Finishes the note (or cancels it, if armed), after draining the audio captured so far.
    override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        drain()
        if let session { handle(session.release()) }
    }

    /// Cancels the note; nothing is kept.
    override public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let session { handle(session.cancel()) }
    }

    /// Moves captured audio into the recorder and lets its clock run (countdown, maximum).
    private func drain() {
        guard let session, let buffer else { return }
        while let chunk = try? buffer.read(maxFrames: 4_096), chunk.frameCount > 0 {
            handle(session.append(chunk))
        }
        handle(session.tick())
    }

    private func handle(_ events: [RecorderEvent]) {
        guard let session else { return }
        for event in events {
            switch event.kind {
            case .finished(let note), .maxReached(let note): onNote?(note)
            default: break
            }
        }
        show(VoiceButtonAppearance.appearance(for: session.state, elapsed: session.elapsed, configuration: session.configuration))
        if session.state.isTerminal { end() }
    }

    private func end() {
        pump?.invalidate()
        pump = nil
        capture?.stop()
        buffer?.finish()
        (capture, buffer, session) = (nil, nil, nil)
    }

    private func show(_ appearance: VoiceButtonAppearance) {
        titleLabel.text = appearance.title
        isUserInteractionEnabled = appearance.isEnabled
        onAppearance?(appearance)
    }
}
#endif
