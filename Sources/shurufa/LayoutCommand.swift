import Foundation

/// `shurufa layout`: Lays out and renders keyboards (list, render).
enum LayoutCommand: CLICommand {
    static let name = "layout"
    static let summary = "Lays out and renders keyboards (list, render)."

    static func run(_ arguments: [String]) throws -> Int32 {
        printError("shurufa layout: not built yet")
        return 2
    }
}
