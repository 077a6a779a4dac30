import Foundation

/// `shurufa convert`: Pinyin lines on stdin to candidates on stdout.
enum ConvertCommand: CLICommand {
    static let name = "convert"
    static let summary = "Pinyin lines on stdin to candidates on stdout."

    static func run(_ arguments: [String]) throws -> Int32 {
        printError("shurufa convert: not built yet")
        return 2
    }
}
