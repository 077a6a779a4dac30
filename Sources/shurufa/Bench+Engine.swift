import Foundation

/// `shurufa bench engine`: benchmark of the engine hot paths; prints medians (and p99 where it matters).
func benchEngine(_ arguments: [String]) throws -> Int32 {
    printError("shurufa bench engine: not built yet")
    return 2
}
