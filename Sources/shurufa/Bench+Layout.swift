import Foundation

/// `shurufa bench layout`: benchmark of the layout hot paths; prints medians (and p99 where it matters).
func benchLayout(_ arguments: [String]) throws -> Int32 {
    printError("shurufa bench layout: not built yet")
    return 2
}
