import Foundation
@testable import Emoji

/// The bundled catalogue, loaded once for all tests.
let bundledCatalogueResult = Result { try EmojiCatalogue.bundled() }

func loadCatalogue() throws -> EmojiCatalogue { try bundledCatalogueResult.get() }

/// A fresh empty folder under the temp directory.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("emoji-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Deterministic pseudo-random numbers (SplitMix64) for property tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
