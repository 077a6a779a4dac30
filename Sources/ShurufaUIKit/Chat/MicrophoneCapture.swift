#if canImport(UIKit)
import AVFoundation
import VoiceNote

/// `AudioCapture` over `AVAudioEngine`: a tap on the input node hands each buffer, first channel
/// as 16-bit PCM at the hardware's rate, to the recorder. Recording needs the microphone
/// permission (`NSMicrophoneUsageDescription`) and, in a keyboard extension, Full Access.
public final class MicrophoneCapture: AudioCapture {
    private let engine = AVAudioEngine()
    /// Mono 16-bit at the input node's sample rate.
    public let format: PCMFormat

    /// A capture at the input node's rate; throws when that rate is not one the encoder takes.
    public init() throws {
        let input = engine.inputNode.outputFormat(forBus: 0)
        format = PCMFormat(sampleRate: Int(input.sampleRate), channels: 1)
        try format.validate()
    }

    /// Activates the audio session (play and record, spoken audio) and starts the tap, calling `deliver`
    /// on the audio thread with each buffer; throws if the session or the engine cannot start.
    public func start(deliver: @escaping @Sendable (PCMChunk) -> Void) throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playAndRecord, mode: .spokenAudio, options: [.defaultToSpeaker])
        try session.setActive(true, options: [])
        let format = self.format
        engine.inputNode.installTap(onBus: 0, bufferSize: 1_024, format: nil) { buffer, _ in
            guard let channels = buffer.floatChannelData else { return }
            let samples = Array(UnsafeBufferPointer(start: channels[0], count: Int(buffer.frameLength)))
            if let chunk = try? PCMChunk(floatSamples: samples, format: format) { deliver(chunk) }
        }
        engine.prepare()
        try engine.start()
    }

    /// Removes the tap, stops the engine and deactivates the audio session (other apps' audio resumes).
    public func stop() {
        engine.inputNode.removeTap(onBus: 0)
        engine.stop()
        try? AVAudioSession.sharedInstance().setActive(false, options: [.notifyOthersOnDeactivation])
    }
}
#endif
