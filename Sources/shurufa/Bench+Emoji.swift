import Foundation

/// `shurufa bench emoji`: benchmark of the emoji hot paths; prints medians (and p99 where it matters).
func benchEmoji(_ arguments: [String]) throws -> Int32 {
    printError("shurufa bench emoji: not built yet")
    return 2
}
