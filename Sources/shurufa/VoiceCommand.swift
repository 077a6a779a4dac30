import Foundation

/// `shurufa voice`: Voice notes (encode, record).
enum VoiceCommand: CLICommand {
    static let name = "voice"
    static let summary = "Voice notes (encode, record)."

    static func run(_ arguments: [String]) throws -> Int32 {
        printError("shurufa voice: not built yet")
        return 2
    }
}
