/// Where a recording's PCM comes from, pulled chunk by chunk: a WAV file on Linux, the microphone on iOS
/// (through `CapturedAudioBuffer`, which an AVAudioEngine input tap or a browser socket fills).
public protocol AudioSource {
    /// The format of every chunk this source returns.
    var format: PCMFormat { get }
    /// The next chunk of at most `maxFrames` frames; an empty chunk when a live source has nothing yet,
    /// `nil` once the source has ended.
    mutating func read(maxFrames: Int) throws -> PCMChunk?
}

/// A live capture device, the protocol the Apple layer implements over AVAudioEngine (install a tap on
/// the input node, convert each buffer to 16-bit interleaved, hand it over). Capture pushes; the
/// recorder pulls from the `CapturedAudioBuffer` the chunks are delivered into.
public protocol AudioCapture: AnyObject {
    /// The format chunks are delivered in.
    var format: PCMFormat { get }
    /// Starts capturing; `deliver` is called on the capture thread with each chunk, in order.
    func start(deliver: @escaping @Sendable (PCMChunk) -> Void) throws
    /// Stops capturing; no chunk is delivered after this returns.
    func stop()
}
