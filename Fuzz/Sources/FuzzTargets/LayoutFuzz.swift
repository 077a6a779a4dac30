import Foundation
import KeyboardLayout

/// Layout JSON through the file decoder, then laid out at a phone's size when it decodes.
enum LayoutFuzz {
    static func run(_ bytes: [UInt8]) {
        guard let layout = try? KeyLayout(jsonData: Data(bytes), fileName: "fuzz.json") else { return }
        let fitted = layout.fitted(environment: KeyboardEnvironment())
        _ = fitted
    }
}
