import Foundation

/// `shurufa repl`: Interactive pinyin session.
enum ReplCommand: CLICommand {
    static let name = "repl"
    static let summary = "Interactive pinyin session."

    static func run(_ arguments: [String]) throws -> Int32 {
        printError("shurufa repl: not built yet")
        return 2
    }
}
