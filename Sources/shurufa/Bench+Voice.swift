import Foundation

/// `shurufa bench voice`: benchmark of the voice hot paths; prints medians (and p99 where it matters).
func benchVoice(_ arguments: [String]) throws -> Int32 {
    printError("shurufa bench voice: not built yet")
    return 2
}
