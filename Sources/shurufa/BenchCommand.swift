import Foundation

/// `shurufa bench`: Benchmarks of the hot paths.
enum BenchCommand: CLICommand {
    static let name = "bench"
    static let summary = "Benchmarks of the hot paths."

    static func run(_ arguments: [String]) throws -> Int32 {
        printError("shurufa bench: not built yet")
        return 2
    }
}
