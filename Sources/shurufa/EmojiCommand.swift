import Foundation

/// `shurufa emoji`: Emoji search and the [名称] codec (search, encode, decode).
enum EmojiCommand: CLICommand {
    static let name = "emoji"
    static let summary = "Emoji search and the [名称] codec (search, encode, decode)."

    static func run(_ arguments: [String]) throws -> Int32 {
        printError("shurufa emoji: not built yet")
        return 2
    }
}
