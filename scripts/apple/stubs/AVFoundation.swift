// TEST-ONLY STUB of Apple's AVFoundation (AVFAudio), never shipped: the declarations
// ShurufaUIKit's microphone capture uses, with Apple's names and signatures
// (developer.apple.com/documentation/avfaudio). Bodies trap.
@_exported import Foundation

public typealias AVAudioNodeBus = Int
public typealias AVAudioFrameCount = UInt32
public typealias AVAudioChannelCount = UInt32
/// https://developer.apple.com/documentation/avfaudio/avaudionodetapblock
public typealias AVAudioNodeTapBlock = @Sendable (AVAudioPCMBuffer, AVAudioTime) -> Void

/// https://developer.apple.com/documentation/avfaudio/avaudioformat
open class AVAudioFormat: NSObject {
    open var sampleRate: Double { fatalError("stub") }
    open var channelCount: AVAudioChannelCount { fatalError("stub") }
}

/// https://developer.apple.com/documentation/avfaudio/avaudiotime
open class AVAudioTime: NSObject {}

/// https://developer.apple.com/documentation/avfaudio/avaudiobuffer
open class AVAudioBuffer: NSObject {
    open var format: AVAudioFormat { fatalError("stub") }
}

/// https://developer.apple.com/documentation/avfaudio/avaudiopcmbuffer
open class AVAudioPCMBuffer: AVAudioBuffer {
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { fatalError("stub") }
    open var frameLength: AVAudioFrameCount { fatalError("stub") }
}

/// https://developer.apple.com/documentation/avfaudio/avaudionode
open class AVAudioNode: NSObject {
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock) {
        fatalError("stub")
    }
    open func removeTap(onBus bus: AVAudioNodeBus) { fatalError("stub") }
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { fatalError("stub") }
}

/// https://developer.apple.com/documentation/avfaudio/avaudioinputnode
open class AVAudioInputNode: AVAudioNode {}

/// https://developer.apple.com/documentation/avfaudio/avaudioengine
open class AVAudioEngine: NSObject {
    public override init() {}
    open var inputNode: AVAudioInputNode { fatalError("stub") }
    open func prepare() { fatalError("stub") }
    open func start() throws { fatalError("stub") }
    open func stop() { fatalError("stub") }
}

/// https://developer.apple.com/documentation/avfaudio/avaudiosession
open class AVAudioSession: NSObject {
    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/category
    public struct Category: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    }

    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/mode
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }

    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    /// https://developer.apple.com/documentation/avfaudio/avaudiosession/setactiveoptions
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    open class func sharedInstance() -> AVAudioSession { fatalError("stub") }
    open func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions = []) throws {
        fatalError("stub")
    }
    open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws { fatalError("stub") }
}
