import Emoji

/// The bundled emoji search index, loaded once.
enum EmojiCatalogueLoader {
    static let shared = Result { EmojiSearchIndex(catalogue: try EmojiCatalogue.bundled()) }
    static func catalogue() throws -> EmojiSearchIndex { try shared.get() }
}
