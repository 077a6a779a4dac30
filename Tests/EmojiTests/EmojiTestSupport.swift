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

