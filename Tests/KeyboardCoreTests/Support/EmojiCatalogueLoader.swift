import Emoji

/// The bundled emoji catalogue and its search index, loaded once.
enum EmojiCatalogueLoader {
    static let sharedCatalogue = Result { try EmojiCatalogue.bundled() }
    static let shared = Result { EmojiSearchIndex(catalogue: try sharedCatalogue.get()) }
    static func catalogue() throws -> EmojiSearchIndex { try shared.get() }
    static func bundledCatalogue() throws -> EmojiCatalogue { try sharedCatalogue.get() }
}
